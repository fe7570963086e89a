import type { Role } from '@cuebrief/shared';

/**
 * Who may call the second-factor routes (docs/contracts.md#admin-two-factor): admins, for their
 * own account; every other role 403, a guest 401.
 */
export const secondFactorAccess = {
  own: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;
