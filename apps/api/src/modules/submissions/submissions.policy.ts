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
  /**
   * The table of a request's takes: its client and admins. Every role is let in so a composer,
   * like another client, learns nothing of a request that is not theirs: 404, not 403.
   */
  takeTable: ['Client', 'Composer', 'Admin'],
} as const satisfies Record<string, readonly Role[]>;
