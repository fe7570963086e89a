import type { Role } from '@cuebrief/shared';

/** Who may call which auth route. Routes name one of these; anything unnamed is denied. */
export const authAccess = {
  changePassword: ['Composer', 'Client', 'Admin'],
  /** One's own signed-in sessions (docs/contracts.md#sessions). */
  ownSessions: ['Composer', 'Client', 'Admin'],
} as const satisfies Record<string, readonly Role[]>;
