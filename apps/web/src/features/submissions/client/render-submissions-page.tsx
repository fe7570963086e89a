import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { SubscriptionDialogProvider } from '../../../domain/payments/subscription-dialog';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { RequestSubmissionsPage } from './request-submissions-page';

/**
 * For tests: the client's page of one request's submissions at `/requests/{requestId}/submissions`
 * plus `query`, with `api` as its server and `beside` (the player bar, say) next to it; "Upgrade
 * Your Plan" can open, as an offer may need it.
 */
export function renderSubmissionsPage<Api extends FakeApi>(
  api: Api,
  requestId: string,
  { query = '', beside }: { query?: string; beside?: ReactNode } = {},
): Api {
  renderApp(
    <SubscriptionDialogProvider>
      <Routes>
        <Route path="/requests/:id/submissions" element={<RequestSubmissionsPage />} />
      </Routes>
      {beside}
    </SubscriptionDialogProvider>,
    { api, path: `/requests/${requestId}/submissions${query}` },
  );
  return api;
}
