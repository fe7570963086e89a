import type { RequestState, Role } from '@cuebrief/shared';
import type { RequestRow } from '../../db/schema';

/**
 * Who may call which request route. Clients write and read their own briefs; composers read
 * the open ones. Admins read the open ones as composers do (to answer questions about them and
 * keep the market clean), without the clients' contact details. Anything unnamed is denied.
 */
export const requestsAccess = {
  ownRequests: ['Client'],
  openRequests: ['Composer', 'Admin'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * The state a request is in at `now` (docs/contracts.md#request-states): one still stored as open
 * stops taking submissions at the end of its deadline day, without anyone or anything writing that
 * down.
 */
export function stateAt(request: Pick<RequestRow, 'state' | 'closesAt'>, now: Date): RequestState {
  return request.state === 'open' && request.closesAt <= now ? 'closed' : request.state;
}

/** Only an open request can be closed by its client; closed and fulfilled ones stay as they are. */
export const canClose = (state: RequestState) => state === 'open';
