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
 * down, and has then ended `fulfilled` if an audio was licensed for it, else `closed`.
 */
export function stateAt(
  request: Pick<RequestRow, 'state' | 'closesAt' | 'licensedAt'>,
  now: Date,
): RequestState {
  if (request.state !== 'open' || request.closesAt > now) return request.state;
  return endedStateOf(request);
}

/** The state a brief that ends is stored in: `fulfilled` once licensed, else `closed`. */
export const endedStateOf = (request: Pick<RequestRow, 'licensedAt'>): RequestState =>
  request.licensedAt ? 'fulfilled' : 'closed';

/** Only an open request can be closed by its client; closed and fulfilled ones stay as they are. */
export const canClose = (state: RequestState) => state === 'open';
