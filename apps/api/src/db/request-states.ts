import { and, eq, gt, isNotNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { RequestState } from '@cuebrief/shared';
import { requests } from './schema';

/**
 * Stored as open. Written with the state as a literal, the predicate of the partial indexes
 * (`where state = 'open'`), so the planner can use them whatever the other conditions.
 */
export const isStoredOpen = sql`${requests.state} = 'open'`;

/** Taking submissions at `now`: open, and its deadline day not over. */
export const isOpenAt = (now: Date) => and(isStoredOpen, gt(requests.closesAt, now));

/** Whether an audio submitted to it was licensed: an ended brief is then fulfilled. */
const isLicensed = isNotNull(requests.licensedAt);

/** The state a brief that ends now is stored in: `fulfilled` once licensed, else `closed`. */
export const endedState = sql<RequestState>`case when ${requests.licensedAt} is null then 'closed' else 'fulfilled' end`;

/**
 * The state a request is in at `now` (see stateAt in the requests policy), as a condition on
 * the requests table, for every list that filters by it.
 */
export function isInStateAt(state: RequestState, now: Date): SQL | undefined {
  if (state === 'open') return isOpenAt(now);
  const pastDeadline = and(isStoredOpen, lte(requests.closesAt, now));
  if (state === 'closed') {
    return or(eq(requests.state, 'closed'), and(pastDeadline, not(isLicensed)));
  }
  return or(eq(requests.state, 'fulfilled'), and(pastDeadline, isLicensed));
}
