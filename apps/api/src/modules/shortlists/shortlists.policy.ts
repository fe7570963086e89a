import type { Role } from '@cuebrief/shared';
import type { UserRow } from '../../db/schema';

/**
 * Who may call which shortlist route (docs/contracts.md#shortlists): a client their own, admins
 * read every client's and change nothing (403 at the door), composers none (403). Another
 * client's shortlist is checked per shortlist and answers 404, as an unknown one does.
 */
export const shortlistsAccess = {
  read: ['Client', 'Admin'],
  change: ['Client'],
} as const satisfies Record<string, readonly Role[]>;

/** Whether `viewer` may read a shortlist of `clientId`'s: its client, or an admin. */
export const mayReadShortlist = (viewer: UserRow, clientId: string): boolean =>
  viewer.role === 'Admin' || (viewer.role === 'Client' && viewer.id === clientId);

/** Whether `viewer` may change a shortlist of `clientId`'s: its client only. */
export const mayChangeShortlist = (viewer: UserRow, clientId: string): boolean =>
  viewer.role === 'Client' && viewer.id === clientId;
