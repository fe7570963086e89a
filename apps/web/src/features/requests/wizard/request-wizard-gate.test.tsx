import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubscriptionDialogProvider } from '../../../domain/payments/subscription-dialog';
import { apiResponse, fakeApi, profileOf } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { vocabularies } from '../test-fixtures';
import { RequestWizardPage } from './request-wizard-page';

/** A client whose plan has run out: the profile says so (writingAccess false, spec §3). */
const planOver = { ...profileOf('Client'), isSubscriptionEnabled: false, writingAccess: false };

function renderGatedWizard() {
  const api = fakeApi('Client', ({ path }) => {
    if (path.endsWith('/auth/profile')) return apiResponse(200, planOver);
    if (path.endsWith('/request/vocabularies')) return apiResponse(200, vocabularies);
    return undefined;
  });
  renderApp(
    <SubscriptionDialogProvider>
      <RequestWizardPage />
    </SubscriptionDialogProvider>,
    { api, path: '/request-custom-music' },
  );
  return api;
}

describe('the request wizard without writingAccess', () => {
  it('says a brief needs a plan before anything is typed, and offers the upgrade', async () => {
    const api = renderGatedWizard();
    const notice = await screen.findByTestId('upgrade-notice');
    expect(
      screen.getByRole('heading', { name: 'Sending a brief needs an active plan' }),
    ).toBeVisible();
    expect(notice).toHaveTextContent(
      'Your subscription has expired. Please renew it to continue accessing premium features.',
    );
    // No step to fill in, so nothing is typed only to be refused with a 402.
    expect(screen.queryByText('Category and length', { selector: 'h2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade your plan' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeVisible();
    expect(api.calls().some((call) => call.startsWith('POST'))).toBe(false);
  });
});
