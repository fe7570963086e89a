import { Button } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubscriptionDialogProvider, useSubscriptionDialog } from './subscription-dialog';

function PremiumAction() {
  const { open } = useSubscriptionDialog();
  return <Button onClick={open}>Create a request</Button>;
}

describe('the "Upgrade Your Plan" dialog', () => {
  it('opens with the spec text and both plans, and closes again', async () => {
    render(
      <SubscriptionDialogProvider>
        <PremiumAction />
      </SubscriptionDialogProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create a request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Your Plan' });
    expect(dialog).toHaveTextContent(
      'Your subscription has expired. Please renew it to continue accessing premium features.',
    );
    expect(screen.getByRole('radio', { name: 'Yearly · $1,000 / year' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly · $100 / month' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts the checkout of the chosen plan, with a spinner instead of Confirm meanwhile', async () => {
    let finish: () => void = () => {};
    const onCheckout = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <SubscriptionDialogProvider onCheckout={onCheckout}>
        <PremiumAction />
      </SubscriptionDialogProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create a request' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Monthly/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(onCheckout).toHaveBeenCalledWith('month');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('does nothing outside its provider: the login pages have no such dialog', async () => {
    render(<PremiumAction />);
    await userEvent.click(screen.getByRole('button', { name: 'Create a request' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
