/** Roles as the spec names them. A guest is anyone without a token, so it is never stored. */
export const ROLES = ['Composer', 'Client', 'Admin'] as const;
export type Role = (typeof ROLES)[number];
export const GUEST = 'Guest' as const;
export type Viewer = Role | typeof GUEST;

/** Sign-up creates `pending`; an admin moves it to `approved` or `rejected`. */
export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
