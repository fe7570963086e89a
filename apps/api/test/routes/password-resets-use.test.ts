import { describe, expect, it } from 'vitest';
import { type Role } from '@cuebrief/shared';
import { addressSequence } from '../helpers/addresses';
import { call, expectRefusal } from '../helpers/api';
import { TEST_PASSWORD, createAccount, logIn, loginAs } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { mailTo } from '../helpers/mail';
import { newResetToken, resetRowsOf, resetWith } from '../helpers/password-resets';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { enrol, logInWith } from '../helpers/second-factor';
import { changePassword, expectSessionEnded, logInFrom } from '../helpers/sessions';
import { useTestApp } from '../helpers/test-app';
import { EVERY_CALLER } from '../helpers/who-may';

// Issue 18, item 15: a reset link works once, for 30 minutes; the reset ends every session of the
// account and voids its other links (docs/contracts.md#password-resets, decision 036).

const NEW_PASSWORD = 'a fresh start for the account';
const MINUTE_MS = 60 * 1000;

const t = useTestApp();
const signedIn = useEveryRole(t);
const nextAddress = addressSequence(43);

const tokenFor = (email: string) => newResetToken(t.app, email, { remoteAddress: nextAddress() });
const reset = (body: unknown, token?: string) =>
  resetWith(t.app, body, { remoteAddress: nextAddress(), token });
const login = (email: string, password: string) =>
  call(t.app, 'POST', '/users/v1/auth/login', {
    body: { email, password },
    remoteAddress: nextAddress(),
  });

async function expectReset(token: string, newPassword = NEW_PASSWORD, caller?: string) {
  const response = await reset({ token, newPassword }, caller);
  expect(response.statusCode, response.raw).toBe(200);
  expect(response.body).toEqual({
    status: { code: 200, message: 'Your password is reset. Please log in with the new one.' },
    data: null,
  });
}

/** A refused link: 400 RESET_LINK_INVALID, and nothing changed at all. */
const expectLinkRefused = (token: string, newPassword = NEW_PASSWORD) =>
  expectRefusedChangingNothing(t, () => reset({ token, newPassword }), 400, 'RESET_LINK_INVALID');

describe('POST /reset-password, who may', () => {
  it.each(EVERY_CALLER)('%s may set a password with a link', async (_, role) => {
    const owner = await createAccount(t.app, 'Client');
    await expectReset(
      await tokenFor(owner.email),
      NEW_PASSWORD,
      role ? signedIn[role].accessToken : undefined,
    );
    await logIn(t.app, owner.email, NEW_PASSWORD);
  });

  it.each<Role>(['Admin', 'Client', 'Composer'])(
    'a signed-in %s may reset their own password, which signs this session out too',
    async (role) => {
      const { user, ...session } = await loginAs(t.app, role);
      await expectReset(await tokenFor(user.email), NEW_PASSWORD, session.accessToken);
      await expectSessionEnded(t.app, session);
      await logIn(t.app, user.email, NEW_PASSWORD);
    },
  );
});

describe('POST /reset-password, a working link', () => {
  it('sets the password: the new one logs in, the old one no longer, and the owner is told', async () => {
    const owner = await createAccount(t.app, 'Composer');
    await expectReset(await tokenFor(owner.email));
    await logIn(t.app, owner.email, NEW_PASSWORD);
    expectRefusal(await login(owner.email, TEST_PASSWORD), 401, 'INVALID_CREDENTIALS');
    const subjects = (await mailTo(t.app, owner.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Your Cuebrief password was changed');
  });

  it('ends every session of the account: refresh and access tokens both stop', async () => {
    const owner = await createAccount(t.app, 'Client');
    const laptop = await logInFrom(t.app, owner.email, { address: '198.51.100.70' });
    const phone = await logIn(t.app, owner.email);
    await expectReset(await tokenFor(owner.email));
    await expectSessionEnded(t.app, laptop);
    await expectSessionEnded(t.app, phone);
  });

  it('works once: a second use is refused and changes nothing', async () => {
    const owner = await createAccount(t.app, 'Admin');
    const token = await tokenFor(owner.email);
    await expectReset(token);
    await expectLinkRefused(token, 'yet another password');
    await logIn(t.app, owner.email, NEW_PASSWORD);
  });

  it('used twice at once, sets the password once', async () => {
    const owner = await createAccount(t.app, 'Client');
    const token = await tokenFor(owner.email);
    const answers = await Promise.all([
      reset({ token, newPassword: 'first of two at once' }),
      reset({ token, newPassword: 'second of two at once' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expectRefusal(refused, 400, 'RESET_LINK_INVALID');
  });

  it('works until 30 minutes after the ask, and not from then on', async () => {
    const owner = await createAccount(t.app, 'Composer');
    const early = await tokenFor(owner.email);
    const late = await tokenFor(owner.email);
    t.clock.advance(30 * MINUTE_MS - 1000);
    await expectReset(early);
    // The second was asked for a moment later; once its 30 minutes are up, it is refused.
    t.clock.advance(1000);
    await expectLinkRefused(late, 'too late for this one');
  });

  it("voids the account's other links", async () => {
    const owner = await createAccount(t.app, 'Client');
    const first = await tokenFor(owner.email);
    const second = await tokenFor(owner.email);
    await expectReset(second);
    await expectLinkRefused(first, 'another new password');
    expect((await resetRowsOf(t.app, owner.id)).every((row) => row.usedAt !== null)).toBe(true);
  });

  it('is void once the password was changed in Settings since', async () => {
    const { user, accessToken } = await loginAs(t.app, 'Composer');
    const token = await tokenFor(user.email);
    const changed = await changePassword(t.app, accessToken, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'changed in settings',
    });
    expect(changed.statusCode, changed.raw).toBe(200);
    await expectLinkRefused(token);
    await logIn(t.app, user.email, 'changed in settings');
  });

  it('keeps an admin’s second factor: signing in still asks for the code', async () => {
    const admin = await loginAs(t.app, 'Admin');
    await enrol(t, admin.accessToken);
    await expectReset(await tokenFor(admin.user.email));
    const noCode = await logInWith(t.app, admin.user.email, {
      password: NEW_PASSWORD,
      remoteAddress: nextAddress(),
    });
    expectRefusal(noCode, 401, 'SECOND_FACTOR_REQUIRED');
  });
});

describe('POST /reset-password, accounts that are not approved', () => {
  it('a pending account sets its password, and login then says it awaits approval', async () => {
    const pending = await createAccount(t.app, 'Composer', { status: 'pending' });
    await expectReset(await tokenFor(pending.email));
    expectRefusal(await login(pending.email, NEW_PASSWORD), 403, 'ACCOUNT_PENDING');
  });

  it('a link of an account rejected since it was asked for is refused', async () => {
    const pending = await createAccount(t.app, 'Client', { status: 'pending' });
    const token = await tokenFor(pending.email);
    await t.app.services.users.decide(signedIn.Admin.user, pending.id, 'rejected');
    await expectLinkRefused(token);
  });

  it('a link of an account removed since it was asked for is refused', async () => {
    const { user, accessToken } = await loginAs(t.app, 'Composer');
    const token = await tokenFor(user.email);
    const removal = await call(t.app, 'DELETE', '/users/v1/auth/composer/remove-account', {
      token: accessToken,
    });
    expect(removal.statusCode, removal.raw).toBe(200);
    expect(await resetRowsOf(t.app, user.id)).toEqual([]);
    await expectLinkRefused(token);
  });
});

describe('POST /reset-password, bad input', () => {
  it('refuses an unknown token', async () => {
    await expectLinkRefused('x'.repeat(43));
  });

  it.each<[string, (token: string) => Record<string, unknown>, string[]]>([
    ['no fields', () => ({}), ['token', 'newPassword']],
    ['a password too short', (token) => ({ token, newPassword: 'short' }), ['newPassword']],
    [
      'an unknown field',
      (token) => ({ token, newPassword: NEW_PASSWORD, email: 'a@test.example' }),
      ['email'],
    ],
    ['a token too long', () => ({ token: 'x'.repeat(201), newPassword: NEW_PASSWORD }), ['token']],
  ])('refuses %s with 400, and the link still works', async (_, bodyWith, fields) => {
    const owner = await createAccount(t.app, 'Client');
    const token = await tokenFor(owner.email);
    await expectRefusedChangingNothing(
      t,
      () => reset(bodyWith(token)),
      400,
      'VALIDATION_FAILED',
      fields,
    );
    await expectReset(token);
  });

  it('refuses a common password as every password form does, and the link still works', async () => {
    const owner = await createAccount(t.app, 'Composer');
    const token = await tokenFor(owner.email);
    const refused = await expectRefusedChangingNothing(
      t,
      () => reset({ token, newPassword: 'iloveyou1' }),
      400,
      'VALIDATION_FAILED',
      ['newPassword'],
    );
    expect(refused.body.status.fields?.[0]?.message).toMatch(/common/i);
    await expectReset(token);
  });
});
