import { Button } from '@mui/material';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiResponse, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { SubscriptionDialogProvider, useSubscriptionDialog } from './subscription-dialog';
import { checkoutNavigation, useSubscriptionCheckout } from './use-subscription-checkout';

const CHECKOUT_URL = 'http://app.test/users/v1/payment/sandbox/checkout/cs_test_1';

/** The app layout's wiring: the dialog with the real checkout. */
function WithCheckout({ children }: { children: ReactNode }) {
  const checkout = useSubscriptionCheckout();
  return <SubscriptionDialogProvider onCheckout={checkout}>{children}</SubscriptionDialogProvider>;
}

function PremiumAction() {
  const { open } = useSubscriptionDialog();
  return <Button onClick={open}>Create a request</Button>;
}

function renderDialog(answer: () => Response) {
  const api = fakeApi('Client', ({ method, path }) =>
    method === 'POST' && path === '/users/v1/payment/client/create-subscription'
      ? answer()
      : undefined,
  );
  renderApp(
    <WithCheckout>
      <PremiumAction />
    </WithCheckout>,
    { api },
  );
  return api;
}

async function choose(plan: RegExp) {
  await userEvent.click(screen.getByRole('button', { name: 'Create a request' }));
  await userEvent.click(await screen.findByRole('radio', { name: plan }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

afterEach(() => vi.restoreAllMocks());

describe('checking out from "Upgrade Your Plan"', () => {
  it('creates a subscription of the chosen plan and goes to its checkout', async () => {
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => {});
    const api = renderDialog(() => apiResponse(200, { url: CHECKOUT_URL }));
    await choose(/Monthly/);
    await waitFor(() => expect(go).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(api.requests.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { type: 'month' },
    ]);
  });

  it('says "checkout is fail" when the checkout cannot start, and keeps the dialog', async () => {
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => {});
    renderDialog(() =>
      apiResponse(409, null, {
        message: 'You already have an active subscription.',
        error: 'INVALID_STATE',
      }),
    );
    await choose(/Yearly/);
    expect(await screen.findByText('checkout is fail')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Upgrade Your Plan' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
  });
});
