import type { Role } from '@cuebrief/shared';

/** Each role's home is that role's alone: anyone else is refused (a guest 401, another role 403). */
export const homeSummariesAccess = {
  client: ['Client'],
  composer: ['Composer'],
  admin: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;
