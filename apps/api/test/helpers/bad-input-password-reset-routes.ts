import { beforeAll } from 'vitest';
import { createAccount } from './accounts';
import type { JsonRoute } from './bad-input-routes';
import { FORGOT_PASSWORD, RESET_PASSWORD, newResetToken } from './password-resets';
import type { TableName } from './row-counts';
import type { TestApp } from './test-app';

/** The fields an empty body lacks, per password reset route. */
export const passwordResetRequiredFields: Record<string, string[]> = {
  'POST /forgot-password': ['email'],
  'POST /reset-password': ['token', 'newPassword'],
};

/**
 * The password reset routes, for the bad-input tests (bad-input-routes.ts): an account of this
 * file's own, mailed a link. A valid ask would write another link and its mail; a valid reset
 * would set the password and use the link.
 */
export function usePasswordResetJsonRoutes(t: TestApp) {
  let owner: { email: string };
  let token: string;
  beforeAll(async () => {
    owner = await createAccount(t.app, 'Client');
    token = await newResetToken(t.app, owner.email, { remoteAddress: '10.44.0.1' });
  });

  const routes: JsonRoute[] = [
    {
      name: 'POST /forgot-password',
      method: 'POST',
      url: FORGOT_PASSWORD,
      validBody: () => ({ email: owner.email }),
    },
    {
      name: 'POST /reset-password',
      method: 'POST',
      url: RESET_PASSWORD,
      validBody: () => ({ token, newPassword: 'a fresh start for the account' }),
    },
  ];

  const snapshotTables: readonly TableName[] = ['password_resets'];

  return { routes, snapshotTables };
}
