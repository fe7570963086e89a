import type { Role } from '@cuebrief/shared';

/** Who may call which account route. Routes name one of these; anything unnamed is denied. */
export const usersAccess = {
  ownAccount: ['Composer', 'Client', 'Admin'],
  removeClientAccount: ['Client'],
  removeComposerAccount: ['Composer'],
  manageAccounts: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;

/** Only composers and clients go through approval; admins are made by configuration. */
export const APPROVABLE_ROLES: readonly Role[] = ['Composer', 'Client'];

export type Decision = 'approved' | 'rejected';

/** Pending accounts can be decided; a rejected one can still be approved if the admin relents. */
export function canDecide(status: string, decision: Decision): boolean {
  return status === 'pending' || (status === 'rejected' && decision === 'approved');
}
