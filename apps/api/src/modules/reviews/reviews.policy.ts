import type { Role } from '@cuebrief/shared';

/**
 * Who may call which review route (docs/contracts.md#reviews). Every role reaches the take's
 * routes, so someone whose take it is not learns nothing of it (404, from the audio module's
 * answer), and the service says who may write what. A decision is never a composer's: 403.
 */
export const reviewsAccess = {
  takeReview: ['Client', 'Composer', 'Admin'],
  decide: ['Client', 'Admin'],
} as const satisfies Record<string, readonly Role[]>;
