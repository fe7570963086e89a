import type { ClientSubscription } from '@cuebrief/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SubscriptionDialogProvider } from '../../domain/payments/subscription-dialog';
import { apiResponse, fakeApi, profileOf } from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { SettingsPage } from './settings-page';

const PAYMENT = '/users/v1/payment';

const subscription: ClientSubscription = {
  plan: 'year',
  state: 'active',
  currentPeriodEnd: '2027-11-21T10:00:00.000Z',
};

type Answers = { subscription?: () => Response; cancel?: () => Response };

/** A client's plan calls, answered as decision 013 says unless `answers` says otherwise. */
function planApi(answers: Answers = {}) {
  return fakeApi('Client', ({ method, path }) => {
    if (path === '/users/v1/auth/profile') {
      return apiResponse(200, { ...profileOf('Client'), trialEndsAt: null });
    }
    if (path === `${PAYMENT}/client/subscription`) {
      return (answers.subscription ?? (() => apiResponse(200, subscription)))();
    }
    if (method === 'POST' && path === `${PAYMENT}/client/cancel-subscription`) {
      return (
        answers.cancel ?? (() => apiResponse(200, { ...subscription, state: 'cancelling' }))
      )();
    }
    return undefined;
  });
}

/** Settings, and the offers page it may send to (shown by its path only). */
async function renderSettings(api = planApi(), path = '/settings') {
  renderApp(
    <SubscriptionDialogProvider>
      <Routes>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/offers" element={<p>the offers page</p>} />
      </Routes>
    </SubscriptionDialogProvider>,
    { api, path },
  );
  if (path.startsWith('/settings?')) return api;
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return api;
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe("a client's subscription", () => {
  it('shows the plan, its state and when it renews, and cancels at period end after a confirmation', async () => {
    const api = await renderSettings();
    const plan = region('Plan');
    expect(await plan.findByText('Yearly subscription')).toBeVisible();
    expect(plan.getByText('Active')).toBeVisible();
    expect(plan.getByText('Your yearly subscription renews on 21 Nov 2027.')).toBeVisible();
    expect(plan.queryByRole('button', { name: 'Choose a plan' })).not.toBeInTheDocument();

    await userEvent.click(plan.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent(
      'Your yearly subscription stays active until 21 Nov 2027 and is not renewed after that.',
    );
    expect(api.calls()).not.toContain(`POST ${PAYMENT}/client/cancel-subscription`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('Your subscription ends on 21 Nov 2027; it will not renew.'),
    ).toBeVisible();
    expect(api.calls()).toContain(`POST ${PAYMENT}/client/cancel-subscription`);
    expect(plan.getByText('Ends soon')).toBeVisible();
    expect(
      plan.getByText('Your yearly subscription ends on 21 Nov 2027 and will not renew.'),
    ).toBeVisible();
    expect(plan.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('keeps the dialog and says REQUEST NOT FOUND when the cancel fails', async () => {
    await renderSettings(planApi({ cancel: () => apiResponse(404, null, { error: 'NOT_FOUND' }) }));
    await userEvent.click(
      await region('Plan').findByRole('button', { name: 'Cancel subscription' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Cancel your subscription?' })).toBeVisible();
  });

  it('offers a plan when there is no subscription, through "Upgrade Your Plan"', async () => {
    await renderSettings(planApi({ subscription: () => apiResponse(200, null) }));
    await userEvent.click(await region('Plan').findByRole('button', { name: 'Choose a plan' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeVisible();
  });

  it('offers a plan again once the subscription has ended', async () => {
    await renderSettings(
      planApi({ subscription: () => apiResponse(200, { ...subscription, state: 'expired' }) }),
    );
    const plan = region('Plan');
    expect(await plan.findByText('Your yearly subscription ended on 21 Nov 2027.')).toBeVisible();
    expect(plan.getByRole('button', { name: 'Choose a plan' })).toBeVisible();
  });

  it('says when the subscription cannot be loaded, with a retry', async () => {
    await renderSettings(planApi({ subscription: () => apiResponse(500, null) }));
    const plan = region('Plan');
    expect(await plan.findByText('Your subscription could not be loaded.')).toBeVisible();
    expect(plan.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
  });
});

describe("a client's offers, licences and invoices from Settings", () => {
  it('are a link away, on their own page', async () => {
    await renderSettings();
    const section = region('Offers, licences and invoices');
    await userEvent.click(section.getByRole('link', { name: 'Open Offers & Licences' }));
    expect(await screen.findByText('the offers page')).toBeVisible();
    expect(shownLocation()).toBe('/offers');
  });

  it('are where a checkout opened before they moved comes back to', async () => {
    await renderSettings(planApi(), '/settings?checkout=success');
    expect(await screen.findByText('the offers page')).toBeVisible();
    expect(shownLocation()).toBe('/offers?checkout=success');
  });
});
