import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccountStatus, Role, Tokens } from '@cuebrief/shared';
import type { UserRow } from '../../src/db/schema';
import { call } from './api';

export const TEST_PASSWORD = 'correct horse battery';

const roleFields: Record<Role, Record<string, string>> = {
  Admin: {},
  Composer: { pro: 'PRS', ipiNumber: '00123456789', signupType: 'individual' },
  Client: {
    clientAgencyName: 'Test Agency',
    agencyLocationCity: 'Leeds',
    agencyLocationCountry: 'United Kingdom',
  },
};

/** An account straight through the users service (sign-up limits do not apply to fixtures). */
export async function createAccount(
  app: FastifyInstance,
  role: Role,
  options: {
    status?: AccountStatus;
    email?: string;
    password?: string;
    trialEndsAt?: Date | null;
    subscriptionEndsAt?: Date | null;
    notifyNewRequests?: boolean;
  } = {},
): Promise<UserRow> {
  const status = options.status ?? 'approved';
  const trialEndsAt =
    options.trialEndsAt !== undefined
      ? options.trialEndsAt
      : role === 'Client' && status === 'approved'
        ? new Date(Date.now() + 14 * 24 * 3600 * 1000)
        : null;
  return app.services.users.createAccount(
    {
      role,
      status,
      email: options.email ?? `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@test.example`,
      password: options.password ?? TEST_PASSWORD,
      firstName: role,
      lastName: 'Tester',
      trialEndsAt,
      subscriptionEndsAt: options.subscriptionEndsAt ?? null,
      notifyNewRequests: options.notifyNewRequests,
      ...roleFields[role],
    },
    { notify: false },
  );
}

export type SignedIn = { user: UserRow } & Tokens;

/** An approved account of the role, logged in through the real login call. */
export async function loginAs(app: FastifyInstance, role: Role): Promise<SignedIn> {
  const user = await createAccount(app, role);
  return { user, ...(await logIn(app, user.email)) };
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<Tokens> {
  const response = await call<Tokens>(app, 'POST', '/users/v1/auth/login', {
    body: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.raw}`);
  return response.body.data;
}
