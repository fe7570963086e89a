import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, type Role } from '@cuebrief/shared';
import { FORGOT_PASSWORD_ANSWER_MS } from '../../src/modules/password-resets/password-resets.service';
import { hashOpaqueToken } from '../../src/lib/opaque-tokens';
import { addressSequence } from '../helpers/addresses';
import { call, expectRefusal, type ApiResponse } from '../helpers/api';
import { createAccount, loginAs } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { mailTo, whileMailFailsAfterWriting } from '../helpers/mail';
import { askForLink, newResetToken, resetLinksTo, resetRowsOf } from '../helpers/password-resets';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { countRows, tableRows } from '../helpers/row-counts';
import { useTestApp } from '../helpers/test-app';
import { EVERY_CALLER } from '../helpers/who-may';

// Issue 18, item 15: a reset link by mail, the same answer whether the email has an account or
// not, limited per address and per email (docs/contracts.md#password-resets, decision 036).

const LINK_ASKED =
  'If an account uses this email, a link to reset its password is on its way. It works for 30 minutes.';

const t = useTestApp();
const signedIn = useEveryRole(t);
const nextAddress = addressSequence(41);

/** An ask for a link from an address of its own, and how long it took on the test clock. */
async function timedAsk(body: unknown, token?: string) {
  const before = t.clock.now().getTime();
  const response = await askForLink(t.app, body, { remoteAddress: nextAddress(), token });
  return { response, tookMs: t.clock.now().getTime() - before };
}

/** The one answer every ask gets: 200, the neutral message, no data. */
function expectNeutralAnswer(response: ApiResponse<null>): void {
  expect(response.statusCode, response.raw).toBe(200);
  expect(response.body).toEqual({ status: { code: 200, message: LINK_ASKED }, data: null });
}

describe('POST /forgot-password, who may ask', () => {
  it.each(EVERY_CALLER)('%s may, and the account is mailed a link', async (_, role) => {
    const owner = await createAccount(t.app, 'Composer');
    const token = role ? signedIn[role].accessToken : undefined;
    const { response } = await timedAsk({ email: owner.email }, token);
    expectNeutralAnswer(response);
    expect(await resetLinksTo(t.app, owner.email)).toHaveLength(1);
  });

  it.each<Role>(['Admin', 'Client', 'Composer'])(
    'an account of every role (%s) is mailed',
    async (role) => {
      const owner = await createAccount(t.app, role);
      expect(await newResetToken(t.app, owner.email, { remoteAddress: nextAddress() })).toMatch(
        /^[A-Za-z0-9_-]{43}$/,
      );
    },
  );
});

describe('POST /forgot-password, the same answer for every email', () => {
  it('answers an unknown email as a known one, in the same time, and mails nobody', async () => {
    const owner = await createAccount(t.app, 'Client');
    const known = await timedAsk({ email: owner.email });
    const before = await countRows(t.app);
    const unknown = await timedAsk({ email: 'nobody-here@test.example' });

    expectNeutralAnswer(known.response);
    expectNeutralAnswer(unknown.response);
    expect(unknown.response.raw).toBe(known.response.raw);
    expect(known.tookMs).toBe(FORGOT_PASSWORD_ANSWER_MS);
    expect(unknown.tookMs).toBe(FORGOT_PASSWORD_ANSWER_MS);
    expect(await countRows(t.app)).toEqual(before);
    expect(await mailTo(t.app, 'nobody-here@test.example')).toEqual([]);
  });

  it('finds the account whatever the capitals of the email', async () => {
    const owner = await createAccount(t.app, 'Composer');
    expectNeutralAnswer((await timedAsk({ email: owner.email.toUpperCase() })).response);
    expect(await resetLinksTo(t.app, owner.email)).toHaveLength(1);
  });

  it('mails a pending account, but not a rejected or a removed one', async () => {
    const pending = await createAccount(t.app, 'Composer', { status: 'pending' });
    const rejected = await createAccount(t.app, 'Client', { status: 'rejected' });
    const removed = await loginAs(t.app, 'Client');
    const removedEmail = removed.user.email;
    const removal = await call(t.app, 'DELETE', '/users/v1/auth/client/remove-account', {
      token: removed.accessToken,
    });
    expect(removal.statusCode, removal.raw).toBe(200);

    for (const email of [pending.email, rejected.email, removedEmail]) {
      expectNeutralAnswer((await timedAsk({ email })).response);
    }
    expect(await resetLinksTo(t.app, pending.email)).toHaveLength(1);
    expect(await resetLinksTo(t.app, rejected.email)).toEqual([]);
    expect(await resetLinksTo(t.app, removedEmail)).toEqual([]);
  });
});

describe('POST /forgot-password, the link', () => {
  it('leads to the reset page at the public address, with a random token of 256 bits', async () => {
    const owner = await createAccount(t.app, 'Client');
    expectNeutralAnswer((await timedAsk({ email: owner.email })).response);
    const [mail] = await mailTo(t.app, owner.email);
    expect(mail?.subject).toBe('Reset your Cuebrief password');
    expect(mail?.text).toContain('within 30 minutes');
    const [link] = await resetLinksTo(t.app, owner.email);
    expect(link?.origin).toBe(t.config.publicUrl);
    expect(Buffer.from(link!.token, 'base64url')).toHaveLength(32);
  });

  it('is stored as its SHA-256 only, expiring 30 minutes after the ask', async () => {
    const owner = await createAccount(t.app, 'Admin');
    const askedAt = t.clock.now().getTime();
    const token = await newResetToken(t.app, owner.email, { remoteAddress: nextAddress() });
    const [row] = await resetRowsOf(t.app, owner.id);
    expect(row).toMatchObject({ tokenHash: hashOpaqueToken(token), usedAt: null, tokenVersion: 0 });
    expect(row!.expiresAt.getTime() - askedAt).toBe(30 * 60 * 1000);
    const { password_resets: stored } = await tableRows(t.app, ['password_resets']);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('a new ask leaves the earlier link working until it is used or expires', async () => {
    const owner = await createAccount(t.app, 'Client');
    await newResetToken(t.app, owner.email, { remoteAddress: nextAddress() });
    await newResetToken(t.app, owner.email, { remoteAddress: nextAddress() });
    const rows = await resetRowsOf(t.app, owner.id);
    expect(rows.map((row) => row.usedAt)).toEqual([null, null]);
  });

  it('is written with its mail or not at all', async () => {
    const owner = await createAccount(t.app, 'Composer');
    await whileMailFailsAfterWriting(t.app, async (queue) => {
      const before = await countRows(t.app);
      const { response } = await timedAsk({ email: owner.email });
      expect(response.statusCode).toBe(500);
      expect(queue).toHaveBeenCalledTimes(1);
      expect(await countRows(t.app)).toEqual(before);
    });
  });
});

describe('POST /forgot-password, limits', () => {
  it(`mails one email at most ${RATE_LIMITS.passwordResetsPerEmail.limit} times an hour, from any addresses`, async () => {
    const owner = await createAccount(t.app, 'Client');
    const { limit } = RATE_LIMITS.passwordResetsPerEmail;
    for (let i = 0; i < limit; i++)
      expectNeutralAnswer((await timedAsk({ email: owner.email })).response);
    const refused = await timedAsk({ email: owner.email });
    expectRefusal(refused.response, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await resetLinksTo(t.app, owner.email)).toHaveLength(limit);

    // An unknown email is limited alike, so the 429 tells nothing either.
    for (let i = 0; i < limit; i++) {
      expectNeutralAnswer((await timedAsk({ email: 'no-account@test.example' })).response);
    }
    expectRefusal(
      (await timedAsk({ email: 'no-account@test.example' })).response,
      429,
      'TOO_MANY_REQUESTS',
    );

    t.clock.advance(Number(refused.response.headers['retry-after']) * 1000);
    expectNeutralAnswer((await timedAsk({ email: owner.email })).response);
    expect(await resetLinksTo(t.app, owner.email)).toHaveLength(limit + 1);
  });

  it('counts each address against the public forms’ limit, shared with sign-up', async () => {
    const address = '10.42.0.1';
    const { limit } = RATE_LIMITS.publicFormsPerAddress;
    for (let i = 0; i < limit; i++) {
      const response = await askForLink(
        t.app,
        { email: `someone-${i}@test.example` },
        { remoteAddress: address },
      );
      expectNeutralAnswer(response);
    }
    const owner = await createAccount(t.app, 'Composer');
    await expectRefusedChangingNothing(
      t,
      () => askForLink(t.app, { email: owner.email }, { remoteAddress: address }),
      429,
      'TOO_MANY_REQUESTS',
    );
    const signUp = await call(t.app, 'POST', '/users/v1/auth/register/composer', {
      body: {
        email: 'late@test.example',
        password: 'a long enough password',
        firstName: 'A',
        lastName: 'B',
      },
      remoteAddress: address,
    });
    expectRefusal(signUp, 429, 'TOO_MANY_REQUESTS');
    // Another address is not held back.
    expectNeutralAnswer((await timedAsk({ email: owner.email })).response);
  });
});

describe('POST /forgot-password, bad input', () => {
  it.each([
    ['no body fields', {}, ['email']],
    ['an email that is not one', { email: 'not an email' }, ['email']],
    ['an unknown field', { email: 'a@test.example', role: 'Admin' }, ['role']],
  ])('refuses %s with 400 and changes nothing', async (_, body, fields) => {
    await expectRefusedChangingNothing(
      t,
      () => askForLink(t.app, body, { remoteAddress: nextAddress() }),
      400,
      'VALIDATION_FAILED',
      fields,
    );
  });
});
