import type { Role } from '@cuebrief/shared';

/**
 * Who may call which catalogue route: clients and admins browse (clients only what is
 * published), admins make and change albums and their tracks. Anything unnamed is denied.
 */
export const catalogueAccess = {
  browse: ['Client', 'Admin'],
  manage: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;
