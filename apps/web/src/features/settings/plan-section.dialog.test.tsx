import { ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { SubscriptionDialogProvider } from '../../components/subscription-dialog';
import { profileOf } from '../../test/fake-api';
import { PlanSection } from './plan-section';

const renderPlan = (isSubscriptionEnabled: boolean) =>
  render(
    <ThemeProvider theme={theme}>
      <SubscriptionDialogProvider>
        <PlanSection
          profile={{ ...profileOf('Client'), trialEndsAt: null, isSubscriptionEnabled }}
        />
      </SubscriptionDialogProvider>
    </ThemeProvider>,
  );

describe('the plan section', () => {
  it('opens "Upgrade Your Plan" for a client whose plan has run out', async () => {
    renderPlan(false);
    expect(screen.getByText('Expired')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a plan' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeVisible();
  });

  it('offers no plan to a client who is subscribed', () => {
    renderPlan(true);
    expect(screen.getByText('Subscribed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose a plan' })).not.toBeInTheDocument();
  });
});
