import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubscriptionDialogProvider } from '../../domain/payments/subscription-dialog';
import { apiResponse, fakeApi, profileOf } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { PlanSection } from './plan-section';

/** A client without a paid subscription (GET /client/subscription answers null). */
const renderPlan = (isSubscriptionEnabled: boolean) =>
  renderApp(
    <SubscriptionDialogProvider>
      <PlanSection profile={{ ...profileOf('Client'), trialEndsAt: null, isSubscriptionEnabled }} />
    </SubscriptionDialogProvider>,
    {
      api: fakeApi('Client', ({ path }) =>
        path.endsWith('/client/subscription') ? apiResponse(200, null) : undefined,
      ),
    },
  );

describe('the plan section', () => {
  it('opens "Upgrade Your Plan" for a client whose plan has run out', async () => {
    renderPlan(false);
    expect(screen.getByText('Expired')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a plan' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeVisible();
  });

  it('says a subscribed client is subscribed', () => {
    renderPlan(true);
    expect(screen.getByText('Subscribed')).toBeVisible();
  });
});
