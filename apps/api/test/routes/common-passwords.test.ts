import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Profile, Tokens } from '@cuebrief/shared';
import { buildApp } from '../../src/app';
import { COMMON_PASSWORD_MESSAGE } from '../../src/modules/users/common-passwords';
import { runStartSteps } from '../../src/start';
import { call, expectRefusal, type ApiResponse } from '../helpers/api';
import { TEST_PASSWORD, logIn, loginAs } from '../helpers/accounts';
import { countRows } from '../helpers/row-counts';
import { testConfig, useTestApp } from '../helpers/test-app';
import { createTestClock } from '../helpers/test-clock';
import { createTestDatabase } from '../helpers/test-database';

// Issue 21, item 10: the 10,000 most common passwords are refused wherever a password is set.

const AUTH = '/users/v1/auth';

const t = useTestApp();

let signUps = 0;
function signUpBody(role: 'composer' | 'client', password: string) {
  signUps += 1;
  const person = {
    email: `common-${signUps}@test.example`,
    password,
    firstName: 'A',
    lastName: 'B',
  };
  return role === 'composer'
    ? { ...person, pro: 'PRS', ipiNumber: '00123456789' }
    : { ...person, clientAgencyName: 'Common Agency' };
}

function expectTooCommon(response: ApiResponse, field: string): void {
  expectRefusal(response, 400, 'VALIDATION_FAILED', [field]);
  expect(response.body.status.fields).toEqual([{ field, message: COMMON_PASSWORD_MESSAGE }]);
}

describe('sign-up', () => {
  it.each([
    ['composer', 'password123'],
    ['client', '12345678'],
    ['composer', 'Password123'],
    ['client', 'QWERTYUIOP'],
  ] as const)('refuses a %s signing up with %s, and keeps nothing', async (role, password) => {
    const body = signUpBody(role, password);
    const before = await countRows(t.app);
    expectTooCommon(
      await call<Profile>(t.app, 'POST', `${AUTH}/register/${role}`, {
        body,
        remoteAddress: `10.30.0.${signUps}`,
      }),
      'password',
    );
    expect(await countRows(t.app)).toEqual(before);
    expect(await t.app.services.users.findByEmail(body.email)).toBeUndefined();
  });
});

describe('change-password', () => {
  it('refuses a common new password and changes nothing', async () => {
    const { user, accessToken, refreshToken } = await loginAs(t.app, 'Client');
    const before = await countRows(t.app);
    const response = await call<Tokens>(t.app, 'PUT', `${AUTH}/change-password`, {
      token: accessToken,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'iloveyou1' },
    });
    expectTooCommon(response, 'newPassword');
    expect(await countRows(t.app)).toEqual(before);
    // The old password and the running session still work.
    expect((await call(t.app, 'GET', `${AUTH}/profile`, { token: accessToken })).statusCode).toBe(
      200,
    );
    const refreshed = await call(t.app, 'POST', `${AUTH}/refresh-token`, {
      body: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    await expect(logIn(t.app, user.email)).resolves.toBeDefined();
  });
});

describe('ADMIN_PASSWORD', () => {
  it('stops the start when it would create an admin with a common password', async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cuebrief-test-'));
    try {
      const config = testConfig(
        { databaseUrl: database.databaseUrl, dataDir },
        { config: { admin: { email: 'boss@test.example', password: 'Password1' } } },
      );
      const clock = createTestClock();
      const app = await buildApp({ config, clock });
      // The start step writes the configured admin, and closes the app when it fails.
      await expect(runStartSteps(app, { config, clock })).rejects.toThrow(
        'ADMIN_PASSWORD is one of the 10,000 most common passwords',
      );
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
