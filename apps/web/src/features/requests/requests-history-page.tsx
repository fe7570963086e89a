import { useAuth } from '../../lib/auth/auth-context';
import { ClientRequestsHistory } from './client-requests-history';
import { OpenRequestsBrowser } from './open-requests-browser';

/**
 * /requests-history: one route, two screens (docs/contracts.md#menu). A client's "Requests History"
 * is all of their own requests; a composer's "New Requests" is the open briefs they may answer.
 */
export function RequestsHistoryPage() {
  const { viewer } = useAuth();
  if (viewer === 'Composer') return <OpenRequestsBrowser />;
  // The route guard lets no one else in; until the profile is known, nothing is fetched.
  return viewer === 'Client' ? <ClientRequestsHistory /> : null;
}
