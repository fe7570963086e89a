import type { Role } from '@cuebrief/shared';

/**
 * Who may call which submission route. Composers write and read their own submissions and
 * takes; clients read those answering their own requests; admins read everything. Anything
 * unnamed is denied.
 */
export const submissionsAccess = {
  ownSubmissions: ['Composer'],
  submissionsToOwnRequests: ['Client'],
  allSubmissions: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;
