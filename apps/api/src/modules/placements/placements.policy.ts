import type { Role } from '@cuebrief/shared';

/** Who may call which placement route: everyone reads the showcase (guests too); admins manage it. */
export const placementsAccess = {
  read: 'public',
  manage: ['Admin'],
} as const satisfies Record<string, 'public' | readonly Role[]>;
