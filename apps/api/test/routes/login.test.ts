import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Profile, Role, Tokens } from '@cuebrief/shared';
import { PASSWORD_CHECK_SLOTS } from '../../src/modules/auth/login-throttle';
import { call, type ApiResponse } from '../helpers/api';
import { TEST_PASSWORD, createAccount, logIn } from '../helpers/accounts';
import { countRows } from '../helpers/row-counts';
import { useTestApp } from '../helpers/test-app';

const AUTH = '/users/v1/auth';
const WRONG_PASSWORD = 'not the right password';
const FIFTEEN_MINUTES_S = 15 * 60;
const ONE_HOUR_S = 60 * 60;

const t = useTestApp();

const login = (email: string, password: string, remoteAddress?: string) =>
  call<Tokens>(t.app, 'POST', `${AUTH}/login`, { body: { email, password }, remoteAddress });
const profile = (token: string) => call<Profile>(t.app, 'GET', `${AUTH}/profile`, { token });
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.example`;

/**
 * A 429 as docs/contracts.md#abuse-limits describes it: the code, a readable message and a usable
 * Retry-After.
 */
function expectTooMany(response: ApiResponse<unknown>, windowSeconds: number): number {
  expect(response.statusCode).toBe(429);
  expect(response.body.status.code).toBe(429);
  expect(response.body.status.error).toBe('TOO_MANY_REQUESTS');
  expect(response.body.data).toBeNull();
  const header = response.headers['retry-after'];
  expect(header).toMatch(/^[1-9]\d*$/);
  const retryAfter = Number(header);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const minutes = Math.ceil(retryAfter / 60);
  expect(response.body.status.message).toBe(
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
  return retryAfter;
}

function expectInvalidCredentials(response: ApiResponse<Tokens>): void {
  expect(response.statusCode).toBe(401);
  expect(response.body.status).toEqual({
    code: 401,
    error: 'INVALID_CREDENTIALS',
    message: 'The email or password is not correct.',
  });
  expect(response.body.data).toBeNull();
  expect(response.headers['retry-after']).toBeUndefined();
}

describe('POST /users/v1/auth/login', () => {
  it.each<Role>(['Client', 'Composer', 'Admin'])(
    'logs in an approved %s, whose access token reads its profile',
    async (role) => {
      const user = await createAccount(t.app, role);
      const response = await login(user.email, TEST_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.body.status.code).toBe(200);
      expect(response.body.status.error).toBeUndefined();
      expect(Object.keys(response.body.data).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(response.body.data.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(response.body.data.refreshToken.length).toBeGreaterThanOrEqual(32);

      const me = await profile(response.body.data.accessToken);
      expect(me.statusCode).toBe(200);
      expect(me.body.data).toMatchObject({
        uuid: user.id,
        role,
        status: 'approved',
        email: user.email,
      });
    },
  );

  it('matches the email case-insensitively', async () => {
    const user = await createAccount(t.app, 'Composer', { email: uniqueEmail('Mixed.Case') });
    expect(user.email).toBe(user.email.toLowerCase());
    const response = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await profile(response.body.data.accessToken)).body.data.uuid).toBe(user.id);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const user = await createAccount(t.app, 'Client');
    const wrong = await login(user.email, WRONG_PASSWORD);
    const unknown = await login(uniqueEmail('nobody'), TEST_PASSWORD);
    expectInvalidCredentials(wrong);
    expectInvalidCredentials(unknown);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('tells a pending account with the right password that it waits for approval', async () => {
    const user = await createAccount(t.app, 'Composer', { status: 'pending' });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.body.status).toEqual({
      code: 403,
      error: 'ACCOUNT_PENDING',
      message: 'Your account is waiting for approval. You will get an email once it is reviewed.',
    });
    expect(response.body.data).toBeNull();
  });

  it('tells a rejected account with the right password that it was not approved', async () => {
    const user = await createAccount(t.app, 'Client', { status: 'rejected' });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.body.status.error).toBe('ACCOUNT_REJECTED');
    expect(response.body.status.message).toMatch(/not approved/);
    expect(response.body.data).toBeNull();
  });

  it('does not reveal the state of a pending or rejected account to a wrong password', async () => {
    const pending = await createAccount(t.app, 'Client', { status: 'pending' });
    const rejected = await createAccount(t.app, 'Composer', { status: 'rejected' });
    expectInvalidCredentials(await login(pending.email, WRONG_PASSWORD));
    expectInvalidCredentials(await login(rejected.email, WRONG_PASSWORD));
  });

  it('refuses a removed account with the same 401 as an unknown email', async () => {
    const user = await createAccount(t.app, 'Client');
    const { accessToken } = await logIn(t.app, user.email);
    const removed = await call(t.app, 'DELETE', `${AUTH}/client/remove-account`, {
      token: accessToken,
    });
    expect(removed.statusCode).toBe(200);
    expectInvalidCredentials(await login(user.email, TEST_PASSWORD));
  });
});

describe('failed-login limit per account and address', () => {
  it('refuses the 11th attempt from an address after 10 failures there, even with the right password, until the window ends', async () => {
    const user = await createAccount(t.app, 'Composer');
    const address = '10.1.0.1';
    // Ten failures from one address; case does not matter.
    for (let i = 1; i <= 10; i++) {
      const email = i % 2 === 0 ? user.email.toUpperCase() : user.email;
      expectInvalidCredentials(await login(email, WRONG_PASSWORD, address));
    }

    const blocked = await login(user.email, TEST_PASSWORD, address);
    const retryAfter = expectTooMany(blocked, FIFTEEN_MINUTES_S);
    // A wrong password is refused the same way.
    expectTooMany(
      await login(user.email.toUpperCase(), WRONG_PASSWORD, address),
      FIFTEEN_MINUTES_S,
    );
    // Another account is not affected, from the same address either.
    const other = await createAccount(t.app, 'Composer');
    expect((await login(other.email, TEST_PASSWORD, address)).statusCode).toBe(200);

    // Just before Retry-After runs out the limit still holds; at Retry-After it is lifted.
    t.clock.advance((retryAfter - 1) * 1000);
    expectTooMany(await login(user.email, TEST_PASSWORD, address), FIFTEEN_MINUTES_S);
    t.clock.advance(1000);
    const again = await login(user.email, TEST_PASSWORD, address);
    expect(again.statusCode).toBe(200);
    expect((await profile(again.body.data.accessToken)).body.data.uuid).toBe(user.id);
  });

  it('lets no more than 10 guesses from one address through, and the few being checked, when they arrive all at once', async () => {
    const user = await createAccount(t.app, 'Client');
    const address = '10.5.0.1';
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(user.email, WRONG_PASSWORD, address)),
    );
    const codes = responses.map((r) => r.statusCode);
    const checked = codes.filter((code) => code === 401).length;
    // A guess is checked against the limit only once it holds one of the password-check slots,
    // and its failure is counted before it lets go: at most the other slots' guesses were
    // already past the check when the tenth failure was counted (decision 015).
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(checked).toBeLessThanOrEqual(10 + PASSWORD_CHECK_SLOTS - 1);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - checked);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expectTooMany(response, FIFTEEN_MINUTES_S);
    }
    expectTooMany(await login(user.email, TEST_PASSWORD, address), FIFTEEN_MINUTES_S);
  });

  it('does not count successful logins, nor forget failures because of one', async () => {
    const user = await createAccount(t.app, 'Client');
    const address = '10.2.0.1';
    for (let i = 1; i <= 9; i++) {
      expectInvalidCredentials(await login(user.email, WRONG_PASSWORD, address));
    }
    for (let i = 0; i < 3; i++) {
      expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    }
    // The tenth failure reaches the limit: the successes in between neither counted nor reset it.
    expectInvalidCredentials(await login(user.email, WRONG_PASSWORD, address));
    expectTooMany(await login(user.email, TEST_PASSWORD, address), FIFTEEN_MINUTES_S);

    t.clock.advance(FIFTEEN_MINUTES_S * 1000 + 1000);
    expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });
});

describe('failed-login limit per address', () => {
  it('refuses an address after 50 failures over different emails, while others log in', async () => {
    const address = '10.3.0.1';
    const user = await createAccount(t.app, 'Client');
    const known = await createAccount(t.app, 'Composer');
    for (let i = 1; i <= 50; i++) {
      // Mostly unknown emails, some known accounts with a wrong password: all are failures.
      // A forged X-Forwarded-For does not make the socket address someone else's.
      const email = i % 10 === 0 ? known.email : uniqueEmail(`guess${i}`);
      const response = await call<Tokens>(t.app, 'POST', `${AUTH}/login`, {
        body: { email, password: WRONG_PASSWORD },
        remoteAddress: address,
        headers: i % 2 === 0 ? { 'x-forwarded-for': `192.0.2.${i}` } : {},
      });
      expectInvalidCredentials(response);
    }

    expectTooMany(await login(user.email, TEST_PASSWORD, address), FIFTEEN_MINUTES_S);
    expectTooMany(await login(uniqueEmail('another'), WRONG_PASSWORD, address), FIFTEEN_MINUTES_S);

    // The person's account is not locked: from another address the right password works.
    const elsewhere = await login(user.email, TEST_PASSWORD, '10.3.0.2');
    expect(elsewhere.statusCode).toBe(200);
    expect((await profile(elsewhere.body.data.accessToken)).body.data.uuid).toBe(user.id);

    t.clock.advance(FIFTEEN_MINUTES_S * 1000 + 1000);
    expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });
});

describe('public-form limit on sign-up', () => {
  const composerBody = (email: string) => ({
    email,
    password: TEST_PASSWORD,
    firstName: 'Nadia',
    lastName: 'Composer',
    pro: 'PRS',
    ipiNumber: '00123456789',
  });
  const clientBody = (email: string) => ({
    email,
    password: TEST_PASSWORD,
    firstName: 'Omar',
    lastName: 'Client',
    clientAgencyName: 'Limit Agency',
  });
  const register = (kind: 'composer' | 'client', body: unknown, remoteAddress: string) =>
    call<Profile>(t.app, 'POST', `${AUTH}/register/${kind}`, { body, remoteAddress });

  it('refuses the 21st sign-up attempt from an address within the hour, valid or not', async () => {
    const address = '10.4.0.1';
    // Twenty attempts of every kind: valid sign-ups of both roles, invalid and empty bodies.
    for (let i = 1; i <= 20; i++) {
      if (i === 1) {
        expect(
          (await register('composer', composerBody(uniqueEmail('c')), address)).statusCode,
        ).toBe(200);
      } else if (i === 2) {
        expect((await register('client', clientBody(uniqueEmail('a')), address)).statusCode).toBe(
          200,
        );
      } else if (i <= 4) {
        // A body that is not even JSON is an attempt too.
        const response = await call(t.app, 'POST', `${AUTH}/register/client`, {
          payload: '{"email": "half@a.body",',
          headers: { 'content-type': 'application/json' },
          remoteAddress: address,
        });
        expect(response.statusCode).toBe(400);
        expect(response.body.status.error).toBe('MALFORMED_BODY');
      } else {
        const body = i % 2 === 0 ? { email: 'not an email' } : {};
        const response = await call(
          t.app,
          'POST',
          `${AUTH}/register/${i % 3 ? 'composer' : 'client'}`,
          {
            body,
            remoteAddress: address,
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
          },
        );
        expect(response.statusCode).toBe(400);
        expect(response.body.status.error).toBe('VALIDATION_FAILED');
      }
    }

    const before = await countRows(t.app);
    const refusedEmail = uniqueEmail('refused');
    const refused = await register('client', clientBody(refusedEmail), address);
    const retryAfter = expectTooMany(refused, ONE_HOUR_S);
    expectTooMany(await register('composer', composerBody(uniqueEmail('r2')), address), ONE_HOUR_S);
    expectTooMany(await register('composer', {}, address), ONE_HOUR_S);
    expect(await countRows(t.app)).toEqual(before);
    expect(await t.app.services.users.findByEmail(refusedEmail)).toBeUndefined();

    // Another address signs up as usual.
    const other = await register('composer', composerBody(uniqueEmail('other')), '10.4.0.2');
    expect(other.statusCode).toBe(200);
    expect(other.body.data.status).toBe('pending');

    // Once the hour is over, the address can sign up again.
    t.clock.advance(retryAfter * 1000);
    const later = await register('client', clientBody(refusedEmail), address);
    expect(later.statusCode).toBe(200);
    expect(later.body.data).toMatchObject({
      email: refusedEmail,
      role: 'Client',
      status: 'pending',
    });
  });
});
