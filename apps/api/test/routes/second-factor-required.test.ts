import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile, Tokens } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { TEST_PASSWORD, loginAs } from '../helpers/accounts';
import {
  AUTH,
  changeFactor,
  codeNow,
  confirmSetup,
  enrol,
  expectSignedIn,
  logInWith,
  startSetup,
  storedFactorOf,
} from '../helpers/second-factor';
import { useTestApp } from '../helpers/test-app';

// ADMIN_MFA=required (docs/contracts.md#admin-two-factor): an admin without a factor in force
// signs in, reads their profile and sets one up; every other signed-in call is refused until
// then, deny by default.

const t = useTestApp({ config: { adminSecondFactor: 'required' } });

/** Routes an admin must reach before setting up a second factor, and what they answer. */
const OPEN_BEFORE_SETUP = new Set([
  'get /users/v1/auth/profile',
  // How the app looks is chosen in the app bar, which shows while the setup waits.
  'put /users/v1/auth/color-scheme',
  'post /users/v1/auth/second-factor/setup',
  'post /users/v1/auth/second-factor/confirm',
]);

type Operation = { security?: object[] };
let signedInRoutes: [method: string, path: string][] = [];

beforeAll(async () => {
  // Every route that needs a login, from the app's own OpenAPI document.
  const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
  const doc = response.json<{ paths: Record<string, Record<string, Operation>> }>();
  signedInRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security !== undefined)
      .map(([method]) => [method, path] as [string, string]),
  );
});

/** A path of the document with a fresh id in each parameter. */
const urlOf = (path: string) => path.replace(/\{\w+\}/g, () => randomUUID());

const profileOf = async (token: string) =>
  (await call<Profile>(t.app, 'GET', `${AUTH}/profile`, { token })).body.data;

describe('an admin without a second factor', () => {
  it('signs in, and the profile says the setup comes first', async () => {
    const admin = await loginAs(t.app, 'Admin');
    expect((await profileOf(admin.accessToken)).secondFactor).toEqual({
      enabled: false,
      required: true,
      enrolmentRequired: true,
    });
  });

  it('chooses a colour scheme, kept on the account, while the setup waits', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const chosen = await call<Profile>(t.app, 'PUT', `${AUTH}/color-scheme`, {
      token: admin.accessToken,
      body: { colorScheme: 'dark' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await profileOf(admin.accessToken)).colorScheme).toBe('dark');
  });

  it('is refused every other signed-in call with 403 SECOND_FACTOR_ENROLMENT_REQUIRED', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const enrolled = await loginAs(t.app, 'Admin');
    await enrol(t, enrolled.accessToken);
    const gated = signedInRoutes.filter(([m, p]) => !OPEN_BEFORE_SETUP.has(`${m} ${p}`));
    // The document is read, not assumed: a handful of admin routes must be among them.
    expect(gated.map(([m, p]) => `${m} ${p}`)).toEqual(
      expect.arrayContaining([
        'get /users/v1/auth/all-composers',
        'get /users/v1/mail/outbox',
        'put /users/v1/auth/update-profile',
        'put /users/v1/auth/change-password',
        'post /users/v1/auth/second-factor/recovery-codes',
        'delete /users/v1/auth/second-factor',
      ]),
    );
    const send = (method: string, path: string, token: string) =>
      call(t.app, method.toUpperCase() as 'GET', urlOf(path), {
        token,
        body: method === 'get' ? undefined : {},
      });
    for (const [method, path] of gated) {
      const route = `${method.toUpperCase()} ${path}`;
      const response = await send(method, path, admin.accessToken);
      expect(response.statusCode, route).toBe(403);
      if (response.body.status.error === 'FORBIDDEN') {
        // Only a route no admin may call says so: an admin with a factor is refused it too.
        const withFactor = await send(method, path, enrolled.accessToken);
        expect([withFactor.statusCode, withFactor.body.status.error], route).toEqual([
          403,
          'FORBIDDEN',
        ]);
      } else {
        expect(response.body.status.error, route).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
      }
    }
  });

  it('refreshes and logs out (public calls), and sets up a factor, after which all is open', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const refreshed = await call<Tokens>(t.app, 'POST', `${AUTH}/refresh-token`, {
      body: { refreshToken: admin.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.raw).toBe(200);
    const token = refreshed.body.data.accessToken;

    const { secret } = await startSetup(t.app, token);
    // A wrong confirmation is answered as such, not with the gate's 403.
    expectRefusal(await confirmSetup(t.app, token, '12345'), 400, 'VALIDATION_FAILED', ['code']);
    expect((await confirmSetup(t.app, token, codeNow(t, secret))).statusCode).toBe(200);

    expect((await profileOf(token)).secondFactor).toEqual({
      enabled: true,
      required: true,
      enrolmentRequired: false,
    });
    const composers = await call(t.app, 'GET', `${AUTH}/all-composers`, { token });
    expect(composers.statusCode, composers.raw).toBe(200);

    const loggedOut = await call(t.app, 'POST', `${AUTH}/logout`, {
      body: { refreshToken: refreshed.body.data.refreshToken },
    });
    expect(loggedOut.statusCode, loggedOut.raw).toBe(200);
  });
});

describe('other roles', () => {
  it.each([
    ['Client', '/users/v1/request/client/requests'],
    ['Composer', '/users/v1/request/composer/requests'],
  ] as const)('are not asked for a second factor: a %s calls %s', async (role, url) => {
    const account = await loginAs(t.app, role);
    expect((await profileOf(account.accessToken)).secondFactor).toBeNull();
    const response = await call(t.app, 'GET', url, { token: account.accessToken });
    expect(response.statusCode, response.raw).toBe(200);
  });

  it('are refused the setup with 403 FORBIDDEN, not the enrolment', async () => {
    const client = await loginAs(t.app, 'Client');
    expectRefusal(
      await call(t.app, 'POST', `${AUTH}/second-factor/setup`, { token: client.accessToken }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('an admin with a factor in force', () => {
  it('signs in with a code and cannot turn the factor off (409), which stays in force', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const { secret } = await enrol(t, admin.accessToken);
    expectRefusal(await logInWith(t.app, admin.user.email), 401, 'SECOND_FACTOR_REQUIRED');
    expectSignedIn(await logInWith(t.app, admin.user.email, { code: codeNow(t, secret) }));
    const before = await storedFactorOf(t.app, admin.user.id);
    expectRefusal(
      await changeFactor(t.app, 'turn off', admin.accessToken, {
        password: TEST_PASSWORD,
        code: codeNow(t, secret),
      }),
      409,
      'INVALID_STATE',
    );
    expect(await storedFactorOf(t.app, admin.user.id)).toEqual(before);
  });
});
