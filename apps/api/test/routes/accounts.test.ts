import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, profileSchema, type Profile, type Tokens } from '@cuebrief/shared';
import { outbox, users } from '../../src/db/schema';
import { createAccessTokens } from '../../src/modules/auth/access-tokens';
import { addressSequence } from '../helpers/addresses';
import { call, expectRefusal } from '../helpers/api';
import { TEST_PASSWORD, createAccount, logIn, loginAs } from '../helpers/accounts';
import { countRows } from '../helpers/row-counts';
import { useTestApp } from '../helpers/test-app';
import { refusedUnless } from '../helpers/who-may';

const AUTH = '/users/v1/auth';
const DAY_MS = 24 * 60 * 60 * 1000;
const PROFILE_KEYS = Object.keys(profileSchema.shape).sort();

const t = useTestApp();
const nextAddress = addressSequence(1);

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.example`;

const composerSignUp = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('composer'),
  password: 'a long enough password',
  firstName: 'Clara',
  lastName: 'Schumann',
  pro: 'GEMA',
  ipiNumber: '123456789',
  signupType: 'individual',
  ...overrides,
});

const clientSignUp = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('client'),
  password: 'a long enough password',
  firstName: 'Don',
  lastName: 'Draper',
  phone: '+1 212 555 0100',
  clientAgencyName: 'Sterling Cooper',
  website: 'https://sterling-cooper.example',
  agencyLocationCity: 'New York',
  agencyLocationCountry: 'United States',
  duty: 'Creative Director',
  ...overrides,
});

const register = (kind: 'composer' | 'client', body: unknown, token?: string) =>
  call<Profile>(t.app, 'POST', `${AUTH}/register/${kind}`, {
    body,
    token,
    remoteAddress: nextAddress(),
  });

const login = (email: string, password = TEST_PASSWORD) =>
  call<Tokens>(t.app, 'POST', `${AUTH}/login`, { body: { email, password } });
const profile = (token?: string) => call<Profile>(t.app, 'GET', `${AUTH}/profile`, { token });
const updateProfile = (token: string | undefined, body: unknown) =>
  call<Profile>(t.app, 'PUT', `${AUTH}/update-profile`, { token, body });
const changePassword = (token: string | undefined, body: unknown) =>
  call<Tokens>(t.app, 'PUT', `${AUTH}/change-password`, { token, body });
const refresh = (refreshToken: string) =>
  call<Tokens>(t.app, 'POST', `${AUTH}/refresh-token`, { body: { refreshToken } });
const removeAccount = (kind: 'client' | 'composer', token?: string) =>
  call<null>(t.app, 'DELETE', `${AUTH}/${kind}/remove-account`, { token });

/** The stored row, removed or not. */
async function userRow(id: string) {
  const [row] = await t.app.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function mailsTo(email: string) {
  return t.app.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
}

describe('POST /register/composer', () => {
  it('creates a pending composer with the composer fields and thanks the person', async () => {
    const body = composerSignUp({ email: `Mixed.Case-${randomUUID().slice(0, 8)}@Test.Example` });
    const response = await register('composer', body);

    expect(response.statusCode).toBe(200);
    expect(response.body.status).toEqual({ code: 200, message: MESSAGES.thankYou });
    const data = response.body.data;
    expect(Object.keys(data).sort()).toEqual(PROFILE_KEYS);
    expect(data).toMatchObject({
      role: 'Composer',
      status: 'pending',
      email: body.email.toLowerCase(),
      firstName: 'Clara',
      lastName: 'Schumann',
      pro: 'GEMA',
      ipiNumber: '123456789',
      signupType: 'individual',
      clientAgencyName: null,
      writingAccess: false,
      trialEndsAt: null,
    });
    const row = await userRow(data.uuid);
    expect(row).toMatchObject({ role: 'Composer', status: 'pending', pro: 'GEMA' });
    expect(row?.passwordHash).not.toBe(body.password);
  });

  it('queues a sign-up-received mail, readable in the admin outbox', async () => {
    const body = composerSignUp();
    expect((await register('composer', body)).statusCode).toBe(200);

    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'We received your Cuebrief sign-up' });
    expect(mails[0]?.textBody).toContain('Hello Clara');

    const admin = await loginAs(t.app, 'Admin');
    const listed = await call<{ data: { to: string; subject: string }[] }>(
      t.app,
      'GET',
      '/users/v1/mail/outbox',
      { token: admin.accessToken, query: { pageSize: '100' } },
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data.data.filter((m) => m.to === body.email)).toEqual([
      expect.objectContaining({ subject: 'We received your Cuebrief sign-up' }),
    ]);
  });

  it('leaves the new account unable to log in: 403 ACCOUNT_PENDING', async () => {
    const body = composerSignUp();
    await register('composer', body);
    expectRefusal(await login(body.email, body.password), 403, 'ACCOUNT_PENDING');
  });

  it('refuses a taken email with 409 EMAIL_TAKEN, also in other letter case', async () => {
    const body = composerSignUp();
    expect((await register('composer', body)).statusCode).toBe(200);
    const before = await countRows(t.app);

    expectRefusal(
      await register('composer', composerSignUp({ email: body.email })),
      409,
      'EMAIL_TAKEN',
    );
    const shouted = composerSignUp({ email: body.email.toUpperCase() });
    expectRefusal(await register('composer', shouted), 409, 'EMAIL_TAKEN');
    // Emails are unique across roles.
    expectRefusal(
      await register('client', clientSignUp({ email: body.email })),
      409,
      'EMAIL_TAKEN',
    );
    expect(await countRows(t.app)).toEqual(before);
  });

  it('refuses role: "Admin" by name and creates nobody', async () => {
    const body = composerSignUp({ role: 'Admin' });
    const before = await countRows(t.app);
    expectRefusal(await register('composer', body), 400, 'VALIDATION_FAILED', ['role']);
    expect(await countRows(t.app)).toEqual(before);
    expect(await t.app.services.users.findByEmail(body.email)).toBeUndefined();
  });

  it('refuses any other unknown field by name', async () => {
    for (const extra of [
      { status: 'approved' },
      { tokenVersion: 0 },
      { phone: '+44 20 7946 0000' },
    ]) {
      const response = await register('composer', composerSignUp(extra));
      expectRefusal(response, 400, 'VALIDATION_FAILED', Object.keys(extra));
    }
  });

  it('refuses a password shorter than 8 or longer than 128 characters', async () => {
    for (const password of ['1234567', 'x'.repeat(129)]) {
      const body = composerSignUp({ password });
      expectRefusal(await register('composer', body), 400, 'VALIDATION_FAILED', ['password']);
      expect(await t.app.services.users.findByEmail(body.email)).toBeUndefined();
    }
    // Eight characters, but not '12345678': that one is refused as a common password.
    for (const password of ['qz8-Tk4w', 'x'.repeat(128)]) {
      expect((await register('composer', composerSignUp({ password }))).statusCode).toBe(200);
    }
  });

  it('refuses an IPI number that is not 9 to 11 digits', async () => {
    for (const ipiNumber of ['12345678', '123456789012', '12345678a', 'IPI123456789', '']) {
      const response = await register('composer', composerSignUp({ ipiNumber }));
      expectRefusal(response, 400, 'VALIDATION_FAILED', ['ipiNumber']);
    }
    for (const ipiNumber of ['123456789', '12345678901']) {
      expect((await register('composer', composerSignUp({ ipiNumber }))).statusCode).toBe(200);
    }
  });

  it('is public: a signed-in user may call it too', async () => {
    const { accessToken } = await loginAs(t.app, 'Client');
    const response = await register('composer', composerSignUp(), accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.body.data.status).toBe('pending');
  });
});

describe('POST /register/client', () => {
  it('creates a pending client with the agency fields and thanks the person', async () => {
    const body = clientSignUp();
    const response = await register('client', body);

    expect(response.statusCode).toBe(200);
    expect(response.body.status).toEqual({ code: 200, message: MESSAGES.thankYou });
    expect(Object.keys(response.body.data).sort()).toEqual(PROFILE_KEYS);
    expect(response.body.data).toMatchObject({
      role: 'Client',
      status: 'pending',
      email: body.email,
      phone: '+1 212 555 0100',
      clientAgencyName: 'Sterling Cooper',
      website: 'https://sterling-cooper.example',
      agencyLocationCity: 'New York',
      agencyLocationCountry: 'United States',
      duty: 'Creative Director',
      pro: null,
      ipiNumber: null,
      // No trial before an admin approves the account.
      trialEndsAt: null,
      isSubscriptionEnabled: false,
      writingAccess: false,
    });
    expect(await userRow(response.body.data.uuid)).toMatchObject({
      role: 'Client',
      clientAgencyName: 'Sterling Cooper',
      duty: 'Creative Director',
    });
  });

  it('queues a sign-up-received mail', async () => {
    const body = clientSignUp();
    await register('client', body);
    const mails = await mailsTo(body.email);
    expect(mails.map((m) => m.subject)).toEqual(['We received your Cuebrief sign-up']);
    expect(mails[0]?.textBody).toContain('as a client');
  });

  it('leaves the new account unable to log in: 403 ACCOUNT_PENDING', async () => {
    const body = clientSignUp();
    await register('client', body);
    expectRefusal(await login(body.email, body.password), 403, 'ACCOUNT_PENDING');
  });

  it('refuses a taken email with 409 EMAIL_TAKEN, also in other letter case', async () => {
    const existing = await createAccount(t.app, 'Client');
    const before = await countRows(t.app);
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      expectRefusal(await register('client', clientSignUp({ email })), 409, 'EMAIL_TAKEN');
    }
    expect(await countRows(t.app)).toEqual(before);
  });

  it('refuses role: "Admin" by name and creates nobody', async () => {
    const body = clientSignUp({ role: 'Admin' });
    const before = await countRows(t.app);
    expectRefusal(await register('client', body), 400, 'VALIDATION_FAILED', ['role']);
    expect(await countRows(t.app)).toEqual(before);
    expect(await t.app.services.users.findByEmail(body.email)).toBeUndefined();
  });

  it('refuses composer fields by name', async () => {
    const response = await register('client', clientSignUp({ pro: 'ASCAP' }));
    expectRefusal(response, 400, 'VALIDATION_FAILED', ['pro']);
  });

  it('refuses a password shorter than 8 or longer than 128 characters', async () => {
    for (const password of ['short', 'x'.repeat(129)]) {
      const response = await register('client', clientSignUp({ password }));
      expectRefusal(response, 400, 'VALIDATION_FAILED', ['password']);
    }
  });

  it('refuses a website that is not an http(s) address', async () => {
    for (const website of [
      'sterling-cooper.example',
      'ftp://sterling-cooper.example',
      'javascript:alert(1)',
      'mailto:don@sterling-cooper.example',
    ]) {
      const response = await register('client', clientSignUp({ website }));
      expectRefusal(response, 400, 'VALIDATION_FAILED', ['website']);
    }
    const plain = await register('client', clientSignUp({ website: 'http://agency.example' }));
    expect(plain.statusCode).toBe(200);
  });

  it('requires the agency name', async () => {
    const body: Record<string, unknown> = clientSignUp();
    delete body.clientAgencyName;
    expectRefusal(await register('client', body), 400, 'VALIDATION_FAILED', ['clientAgencyName']);
  });
});

describe('pending and rejected accounts', () => {
  it('a pending account gets 403 ACCOUNT_PENDING and no tokens', async () => {
    const user = await createAccount(t.app, 'Composer', { status: 'pending' });
    const before = await countRows(t.app);
    const response = await login(user.email);
    expectRefusal(response, 403, 'ACCOUNT_PENDING');
    expect(response.body.status.message).toMatch(/waiting for approval/);
    expect(await countRows(t.app)).toEqual(before);
  });

  it('a rejected account gets 403 ACCOUNT_REJECTED and no tokens', async () => {
    const user = await createAccount(t.app, 'Client', { status: 'rejected' });
    const before = await countRows(t.app);
    expectRefusal(await login(user.email), 403, 'ACCOUNT_REJECTED');
    expect(await countRows(t.app)).toEqual(before);
  });

  it('tell the state of an account only to someone who knows its password', async () => {
    const pending = await createAccount(t.app, 'Client', { status: 'pending' });
    const rejected = await createAccount(t.app, 'Composer', { status: 'rejected' });
    for (const email of [pending.email, rejected.email]) {
      expectRefusal(await login(email, 'not the password'), 401, 'INVALID_CREDENTIALS');
    }
  });

  it('have no way in, even with an access token signed by the server', async () => {
    const accessTokens = createAccessTokens(t.config.jwtSecret!, t.clock);
    for (const status of ['pending', 'rejected'] as const) {
      const user = await createAccount(t.app, 'Client', { status });
      const { sessionId } = await t.app.services.sessions.start(t.app.database.db, user.id, {
        address: '127.0.0.1',
        userAgent: undefined,
      });
      const token = await accessTokens.sign(user, sessionId);
      expectRefusal(await profile(token), 401, 'UNAUTHENTICATED');
      expectRefusal(await updateProfile(token, { firstName: 'Sneaky' }), 401, 'UNAUTHENTICATED');
      expect((await userRow(user.id))?.firstName).toBe('Client');
    }
  });
});

describe('GET /profile', () => {
  it.each(['Client', 'Composer', 'Admin'] as const)(
    'shows a %s their own account, without the password hash or token version',
    async (role) => {
      const { user, accessToken } = await loginAs(t.app, role);
      const response = await profile(accessToken);
      expect(response.statusCode).toBe(200);
      expect(response.body.status.code).toBe(200);
      const data = response.body.data;
      expect(Object.keys(data).sort()).toEqual(PROFILE_KEYS);
      expect(data).toMatchObject({
        uuid: user.id,
        role,
        status: 'approved',
        email: user.email,
        firstName: role,
        lastName: 'Tester',
        phone: null,
      });
      expect(response.raw).not.toMatch(/passwordHash|password_hash|tokenVersion|argon2/);
    },
  );

  it('a client in a running trial has the subscription and writing access', async () => {
    const trialEndsAt = new Date(t.clock.now().getTime() + 3 * DAY_MS);
    const user = await createAccount(t.app, 'Client', { trialEndsAt });
    const response = await profile((await logIn(t.app, user.email)).accessToken);
    expect(response.body.data).toMatchObject({
      isSubscriptionEnabled: true,
      writingAccess: true,
      trialEndsAt: trialEndsAt.toISOString(),
    });
  });

  it('a client whose trial has ended, or who never had one, has neither', async () => {
    for (const trialEndsAt of [new Date(t.clock.now().getTime() - DAY_MS), null]) {
      const user = await createAccount(t.app, 'Client', { trialEndsAt });
      const response = await profile((await logIn(t.app, user.email)).accessToken);
      expect(response.statusCode).toBe(200);
      expect(response.body.data).toMatchObject({
        isSubscriptionEnabled: false,
        writingAccess: false,
      });
    }
  });

  it('a trial ends while the client is signed in', async () => {
    const trialEndsAt = new Date(t.clock.now().getTime() + 60 * 1000);
    const user = await createAccount(t.app, 'Client', { trialEndsAt });
    const { accessToken } = await logIn(t.app, user.email);
    expect((await profile(accessToken)).body.data.writingAccess).toBe(true);
    t.clock.advance(2 * 60 * 1000);
    expect((await profile(accessToken)).body.data).toMatchObject({
      isSubscriptionEnabled: false,
      writingAccess: false,
    });
  });

  it('a subscribed client has both after the trial, until the subscription runs out', async () => {
    const user = await createAccount(t.app, 'Client', {
      trialEndsAt: new Date(t.clock.now().getTime() - 30 * DAY_MS),
      subscriptionEndsAt: new Date(t.clock.now().getTime() + 60 * 1000),
    });
    const { accessToken } = await logIn(t.app, user.email);
    expect((await profile(accessToken)).body.data).toMatchObject({
      isSubscriptionEnabled: true,
      writingAccess: true,
    });
    t.clock.advance(2 * 60 * 1000);
    expect((await profile(accessToken)).body.data).toMatchObject({
      isSubscriptionEnabled: false,
      writingAccess: false,
    });
  });

  it.each([
    ['Composer', true],
    ['Client', null],
    ['Admin', null],
  ] as const)('a %s has notifyNewRequests %s (it is a composer setting)', async (role, value) => {
    const { accessToken } = await loginAs(t.app, role);
    expect((await profile(accessToken)).body.data.notifyNewRequests).toBe(value);
  });

  it.each([
    ['Composer', true],
    ['Client', true],
    ['Admin', null],
  ] as const)('a %s has notifyReviewActivity %s (composers and clients)', async (role, value) => {
    const { accessToken } = await loginAs(t.app, role);
    expect((await profile(accessToken)).body.data.notifyReviewActivity).toBe(value);
  });

  it.each(['Composer', 'Admin'] as const)('a %s always has both', async (role) => {
    const { accessToken } = await loginAs(t.app, role);
    expect((await profile(accessToken)).body.data).toMatchObject({
      isSubscriptionEnabled: true,
      writingAccess: true,
      trialEndsAt: null,
    });
  });

  it('refuses a guest with 401', async () => {
    expectRefusal(await profile(), 401, 'UNAUTHENTICATED');
  });

  it('shows each user only their own profile', async () => {
    const first = await loginAs(t.app, 'Client');
    const second = await loginAs(t.app, 'Client');
    const firstProfile = await profile(first.accessToken);
    const secondProfile = await profile(second.accessToken);
    expect(firstProfile.body.data).toMatchObject({ uuid: first.user.id, email: first.user.email });
    expect(secondProfile.body.data).toMatchObject({
      uuid: second.user.id,
      email: second.user.email,
    });
    // There is no id to pass: a query string cannot select someone else either.
    const sneaky = await call<Profile>(t.app, 'GET', `${AUTH}/profile`, {
      token: first.accessToken,
      query: { id: second.user.id },
    });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.body.data.uuid).toBe(first.user.id);
  });
});

describe('PUT /update-profile', () => {
  it('lets a composer change their name, phone, PRO and IPI number', async () => {
    const { user, accessToken } = await loginAs(t.app, 'Composer');
    const changes = {
      firstName: 'Hildegard',
      lastName: 'von Bingen',
      phone: '+49 30 1234567',
      pro: 'SACEM',
      ipiNumber: '98765432101',
    };
    const response = await updateProfile(accessToken, changes);
    expect(response.statusCode).toBe(200);
    expect(response.body.status).toEqual({ code: 200, message: MESSAGES.updateProfileSuccess });
    expect(response.body.data).toMatchObject({ uuid: user.id, ...changes, email: user.email });
    expect((await profile(accessToken)).body.data).toMatchObject(changes);
  });

  it('lets a composer turn the new-request digest off and on', async () => {
    const { accessToken } = await loginAs(t.app, 'Composer');
    for (const notifyNewRequests of [false, true]) {
      const response = await updateProfile(accessToken, { notifyNewRequests });
      expect(response.statusCode, response.raw).toBe(200);
      expect(response.body.data.notifyNewRequests).toBe(notifyNewRequests);
      expect((await profile(accessToken)).body.data.notifyNewRequests).toBe(notifyNewRequests);
    }
    expectRefusal(
      await updateProfile(accessToken, { notifyNewRequests: 'no' }),
      400,
      'VALIDATION_FAILED',
      ['notifyNewRequests'],
    );
  });

  it.each(['Composer', 'Client'] as const)(
    'lets a %s turn the review digest off and on',
    async (role) => {
      const { accessToken } = await loginAs(t.app, role);
      for (const notifyReviewActivity of [false, true]) {
        const response = await updateProfile(accessToken, { notifyReviewActivity });
        expect(response.statusCode, response.raw).toBe(200);
        expect(response.body.data.notifyReviewActivity).toBe(notifyReviewActivity);
        expect((await profile(accessToken)).body.data.notifyReviewActivity).toBe(
          notifyReviewActivity,
        );
      }
      expectRefusal(
        await updateProfile(accessToken, { notifyReviewActivity: 'no' }),
        400,
        'VALIDATION_FAILED',
        ['notifyReviewActivity'],
      );
    },
  );

  it('lets a client change their name, phone and agency fields', async () => {
    const { accessToken } = await loginAs(t.app, 'Client');
    const changes = {
      firstName: 'Peggy',
      lastName: 'Olson',
      phone: '(212) 555-0199',
      clientAgencyName: 'Sterling Cooper & Partners',
      website: 'https://scp.example/about',
      agencyLocationCity: 'Los Angeles',
      agencyLocationCountry: 'United States',
      duty: 'Copy Chief',
    };
    const response = await updateProfile(accessToken, changes);
    expect(response.statusCode).toBe(200);
    expect(response.body.status.message).toBe(MESSAGES.updateProfileSuccess);
    expect((await profile(accessToken)).body.data).toMatchObject(changes);
  });

  it('lets an admin change their name and phone', async () => {
    const { accessToken } = await loginAs(t.app, 'Admin');
    const changes = { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0018' };
    const response = await updateProfile(accessToken, changes);
    expect(response.statusCode).toBe(200);
    expect(response.body.status.message).toBe(MESSAGES.updateProfileSuccess);
    expect((await profile(accessToken)).body.data).toMatchObject(changes);
  });

  it('changes only the fields sent', async () => {
    const { user, accessToken } = await loginAs(t.app, 'Client');
    const response = await updateProfile(accessToken, { duty: 'Producer' });
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({
      duty: 'Producer',
      firstName: user.firstName,
      clientAgencyName: user.clientAgencyName,
      agencyLocationCity: user.agencyLocationCity,
    });
  });

  it.each([
    ['Composer', { firstName: 'Changed', clientAgencyName: 'Not Mine' }, 'clientAgencyName'],
    ['Client', { firstName: 'Changed', pro: 'BMI' }, 'pro'],
    ['Admin', { firstName: 'Changed', pro: 'BMI' }, 'pro'],
    ['Admin', { firstName: 'Changed', website: 'https://admin.example' }, 'website'],
    ['Client', { notifyNewRequests: false }, 'notifyNewRequests'],
    ['Admin', { notifyNewRequests: false }, 'notifyNewRequests'],
    ['Admin', { notifyReviewActivity: false }, 'notifyReviewActivity'],
  ] as const)(
    'refuses a %s a field of another role by name and changes nothing',
    async (role, body, field) => {
      const { accessToken } = await loginAs(t.app, role);
      const before = (await profile(accessToken)).body.data;
      expectRefusal(await updateProfile(accessToken, body), 400, 'VALIDATION_FAILED', [field]);
      expect((await profile(accessToken)).body.data).toEqual(before);
    },
  );

  it.each(['Client', 'Composer', 'Admin'] as const)(
    'refuses a %s an email change and changes nothing',
    async (role) => {
      const { accessToken } = await loginAs(t.app, role);
      const before = (await profile(accessToken)).body.data;
      const response = await updateProfile(accessToken, {
        firstName: 'Changed',
        email: uniqueEmail('new'),
      });
      expectRefusal(response, 400, 'VALIDATION_FAILED', ['email']);
      expect((await profile(accessToken)).body.data).toEqual(before);
    },
  );

  it('refuses an empty body', async () => {
    const { accessToken } = await loginAs(t.app, 'Client');
    expectRefusal(await updateProfile(accessToken, {}), 400, 'VALIDATION_FAILED');
  });

  it('refuses invalid values by name', async () => {
    const { accessToken } = await loginAs(t.app, 'Composer');
    const before = (await profile(accessToken)).body.data;
    for (const [field, value] of [
      ['firstName', '   '],
      ['phone', 'call me maybe'],
      ['ipiNumber', '123'],
    ] as const) {
      const response = await updateProfile(accessToken, { [field]: value });
      expectRefusal(response, 400, 'VALIDATION_FAILED', [field]);
    }
    expect((await profile(accessToken)).body.data).toEqual(before);
  });

  it('refuses a guest with 401', async () => {
    expectRefusal(await updateProfile(undefined, { firstName: 'Guest' }), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /change-password', () => {
  it('refuses a wrong current password by name and keeps the old one', async () => {
    const { user, accessToken } = await loginAs(t.app, 'Client');
    const hashBefore = (await userRow(user.id))?.passwordHash;
    const response = await changePassword(accessToken, {
      currentPassword: 'not my password',
      newPassword: 'a brand new password',
    });
    expectRefusal(response, 400, 'WRONG_PASSWORD', ['currentPassword']);
    expect((await userRow(user.id))?.passwordHash).toBe(hashBefore);
    expect((await profile(accessToken)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(200);
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(401);
  });

  it('refuses a new password shorter than 8 or longer than 128 characters', async () => {
    const { user, accessToken } = await loginAs(t.app, 'Composer');
    const hashBefore = (await userRow(user.id))?.passwordHash;
    for (const newPassword of ['1234567', 'x'.repeat(129)]) {
      const response = await changePassword(accessToken, {
        currentPassword: TEST_PASSWORD,
        newPassword,
      });
      expectRefusal(response, 400, 'VALIDATION_FAILED', ['newPassword']);
    }
    expect((await userRow(user.id))?.passwordHash).toBe(hashBefore);
  });

  it.each(['Client', 'Composer', 'Admin'] as const)(
    'lets a %s change the password: new tokens, old password refused, a mail queued',
    async (role) => {
      const { user, accessToken, refreshToken } = await loginAs(t.app, role);
      const newPassword = `new password for ${role}`;
      const response = await changePassword(accessToken, {
        currentPassword: TEST_PASSWORD,
        newPassword,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body.status).toEqual({ code: 200, message: MESSAGES.updatePasswordSuccess });
      expect(response.body.data).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
      });

      expect((await profile(response.body.data.accessToken)).body.data.uuid).toBe(user.id);
      expectRefusal(await profile(accessToken), 401, 'UNAUTHENTICATED');
      expectRefusal(await refresh(refreshToken), 401, 'INVALID_REFRESH_TOKEN');
      expectRefusal(await login(user.email), 401, 'INVALID_CREDENTIALS');
      expect((await login(user.email, newPassword)).statusCode).toBe(200);

      const mails = await mailsTo(user.email);
      expect(mails.map((m) => m.subject)).toEqual(['Your Cuebrief password was changed']);
    },
  );

  it('refuses a guest with 401', async () => {
    const response = await changePassword(undefined, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new password',
    });
    expectRefusal(response, 401, 'UNAUTHENTICATED');
  });
});

describe.each([
  { kind: 'client', owner: 'Client' },
  { kind: 'composer', owner: 'Composer' },
] as const)('DELETE /$kind/remove-account', ({ kind, owner }) => {
  it.each(refusedUnless(owner))('refuses %s and removes nothing', async (_, caller) => {
    const refused = caller.role ? await loginAs(t.app, caller.role) : undefined;
    expectRefusal(await removeAccount(kind, refused?.accessToken), caller.status, caller.error);
    // A guest has no account to lose; a signed-in caller keeps theirs, and stays signed in.
    if (refused) {
      const { user, accessToken } = refused;
      expect(await userRow(user.id)).toMatchObject({ email: user.email, deletedAt: null });
      expect((await profile(accessToken)).statusCode).toBe(200);
    }
  });

  it(`removes the ${owner.toLowerCase()}'s account and ends every session`, async () => {
    const { user, accessToken, refreshToken } = await loginAs(t.app, owner);
    const otherDevice = await logIn(t.app, user.email);

    const response = await removeAccount(kind, accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.body.status.code).toBe(200);
    expect(response.body.data).toBeNull();

    expectRefusal(await profile(accessToken), 401, 'UNAUTHENTICATED');
    expectRefusal(await profile(otherDevice.accessToken), 401, 'UNAUTHENTICATED');
    expectRefusal(await removeAccount(kind, accessToken), 401, 'UNAUTHENTICATED');
    expectRefusal(await refresh(refreshToken), 401, 'INVALID_REFRESH_TOKEN');
    expectRefusal(await refresh(otherDevice.refreshToken), 401, 'INVALID_REFRESH_TOKEN');
    expectRefusal(await login(user.email), 401, 'INVALID_CREDENTIALS');
  });

  it('erases the personal data from the row', async () => {
    const { user, accessToken } = await loginAs(t.app, owner);
    await updateProfile(accessToken, { phone: '+44 161 496 0000' });
    expect((await removeAccount(kind, accessToken)).statusCode).toBe(200);

    const row = await userRow(user.id);
    expect(row).toMatchObject({
      passwordHash: null,
      firstName: 'Removed',
      lastName: 'account',
      phone: null,
      pro: null,
      ipiNumber: null,
      website: null,
      agencyLocationCity: null,
      agencyLocationCountry: null,
      duty: null,
      deletedAt: expect.any(Date),
    });
    expect(row?.email).not.toBe(user.email);
    const stored = JSON.stringify(row);
    for (const personal of [
      user.email,
      '+44 161 496 0000',
      user.ipiNumber,
      user.agencyLocationCity,
    ]) {
      if (personal) expect(stored).not.toContain(personal);
    }
    expect(await t.app.services.users.findByEmail(user.email)).toBeUndefined();
  });

  it('frees the email for a new sign-up', async () => {
    const { user, accessToken } = await loginAs(t.app, owner);
    expect((await removeAccount(kind, accessToken)).statusCode).toBe(200);
    const body =
      kind === 'client'
        ? clientSignUp({ email: user.email })
        : composerSignUp({ email: user.email });
    const again = await register(kind, body);
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toMatchObject({ email: user.email, status: 'pending', role: owner });
    expect(again.body.data.uuid).not.toBe(user.id);
    expectRefusal(await login(user.email, body.password), 403, 'ACCOUNT_PENDING');
  });
});
