import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@cuebrief/shared';
import { users } from '../../src/db/schema';
import { call, expectRefusal } from '../helpers/api';
import { TEST_PASSWORD, loginAs } from '../helpers/accounts';
import {
  AUTH,
  STEP_MS,
  changeFactor,
  codeAt,
  codeNow,
  confirmSetup,
  enrol,
  expectSignedIn,
  logInWith,
  nextStep,
  startSetup,
  storedFactorOf,
} from '../helpers/second-factor';
import { useTestApp } from '../helpers/test-app';

// docs/contracts.md#admin-two-factor: an admin's second factor from setup to turning it off.

const t = useTestApp();

const profileOf = async (token: string) =>
  (await call<Profile>(t.app, 'GET', `${AUTH}/profile`, { token })).body.data;

describe("an admin's second factor, from setup to off", () => {
  it('enrols, signs in with each code once and each recovery code once, renews them, turns off', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const email = admin.user.email;
    expect((await profileOf(admin.accessToken)).secondFactor).toEqual({
      enabled: false,
      required: false,
      enrolmentRequired: false,
    });

    // Setting up: not in force until a code from the new secret confirms it.
    const { secret } = await startSetup(t.app, admin.accessToken);
    expect((await profileOf(admin.accessToken)).secondFactor?.enabled).toBe(false);
    const confirmingCode = codeNow(t, secret);
    const confirmed = await confirmSetup(t.app, admin.accessToken, confirmingCode);
    expect(confirmed.statusCode, confirmed.raw).toBe(200);
    const firstCodes = confirmed.body.data.recoveryCodes;
    expect((await profileOf(admin.accessToken)).secondFactor).toEqual({
      enabled: true,
      required: false,
      enrolmentRequired: false,
    });

    // The password alone no longer signs in; the wrong password is still just wrong.
    expectRefusal(await logInWith(t.app, email), 401, 'SECOND_FACTOR_REQUIRED');
    expectRefusal(
      await logInWith(t.app, email, { password: 'not the password', code: confirmingCode }),
      401,
      'INVALID_CREDENTIALS',
    );
    // The code that confirmed the setup was used: its step is spent.
    expectRefusal(
      await logInWith(t.app, email, { code: confirmingCode }),
      401,
      'SECOND_FACTOR_WRONG',
    );

    // The next step's code signs in, once.
    nextStep(t);
    const code = codeNow(t, secret);
    expectSignedIn(await logInWith(t.app, email, { code }));
    expectRefusal(await logInWith(t.app, email, { code }), 401, 'SECOND_FACTOR_WRONG');
    // Still inside the window, the step before is older than the one used: refused too.
    expectRefusal(
      await logInWith(t.app, email, { code: codeAt(secret, t.clock.now(), -1) }),
      401,
      'SECOND_FACTOR_WRONG',
    );

    // A recovery code signs in once; case, dash and spaces as copied do not matter.
    const [first, second, third] = firstCodes;
    expectSignedIn(await logInWith(t.app, email, { code: first }));
    expectRefusal(await logInWith(t.app, email, { code: first }), 401, 'SECOND_FACTOR_WRONG');
    expectSignedIn(
      await logInWith(t.app, email, { code: ` ${second!.replace('-', ' ').toUpperCase()} ` }),
    );
    expectRefusal(await logInWith(t.app, email, { code: second }), 401, 'SECOND_FACTOR_WRONG');

    // New recovery codes: every old one stops, the new ones work.
    nextStep(t);
    const renewed = await changeFactor(t.app, 'new recovery codes', admin.accessToken, {
      password: TEST_PASSWORD,
      code: codeNow(t, secret),
    });
    expect(renewed.statusCode, renewed.raw).toBe(200);
    const newCodes = (renewed.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expectRefusal(await logInWith(t.app, email, { code: third }), 401, 'SECOND_FACTOR_WRONG');
    expectSignedIn(await logInWith(t.app, email, { code: newCodes[0] }));

    // Turning it off takes the password and a code; a recovery code does too.
    const off = await changeFactor(t.app, 'turn off', admin.accessToken, {
      password: TEST_PASSWORD,
      code: newCodes[1],
    });
    expect(off.statusCode, off.raw).toBe(200);
    expect((await profileOf(admin.accessToken)).secondFactor).toEqual({
      enabled: false,
      required: false,
      enrolmentRequired: false,
    });
    expectSignedIn(await logInWith(t.app, email));
    expect(await storedFactorOf(t.app, admin.user.id)).toEqual({ factor: [], recoveryCodes: [] });
  });

  it('accepts the code of the step before or after, not two steps away', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const { secret } = await enrol(t, admin.accessToken);
    // Past the step after the confirming one, so the step before the present one is unused.
    nextStep(t);
    const email = admin.user.email;
    const now = () => t.clock.now();
    expectRefusal(
      await logInWith(t.app, email, { code: codeAt(secret, now(), 2) }),
      401,
      'SECOND_FACTOR_WRONG',
    );
    // A phone running a step behind: its code is accepted.
    expectSignedIn(await logInWith(t.app, email, { code: codeAt(secret, now(), -1) }));
    // …and one a step ahead, which then spends the present step too.
    expectSignedIn(await logInWith(t.app, email, { code: codeAt(secret, now(), 1) }));
    expectRefusal(
      await logInWith(t.app, email, { code: codeNow(t, secret) }),
      401,
      'SECOND_FACTOR_WRONG',
    );
    t.clock.advance(2 * STEP_MS);
    expectSignedIn(await logInWith(t.app, email, { code: codeNow(t, secret) }));
  });

  it('a new admin’s code does not sign in another admin, nor do their recovery codes', async () => {
    const [ann, ben] = [await loginAs(t.app, 'Admin'), await loginAs(t.app, 'Admin')];
    const annFactor = await enrol(t, ann.accessToken);
    await enrol(t, ben.accessToken);
    for (const code of [codeNow(t, annFactor.secret), annFactor.recoveryCodes[0]]) {
      expectRefusal(await logInWith(t.app, ben.user.email, { code }), 401, 'SECOND_FACTOR_WRONG');
    }
  });
});

describe('what is stored', () => {
  it('keeps the secret encrypted and the recovery codes as keyed hashes only', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const { secret, recoveryCodes } = await enrol(t, admin.accessToken);
    const stored = await storedFactorOf(t.app, admin.user.id);
    const [factor] = stored.factor;
    expect(factor?.confirmedAt).not.toBeNull();
    expect(factor?.secretCiphertext).toMatch(/^v1\./);
    const everything = JSON.stringify(stored);
    expect(everything).not.toContain(secret);
    expect(everything.toLowerCase()).not.toContain(secret.toLowerCase());
    for (const code of recoveryCodes) {
      expect(everything).not.toContain(code);
      expect(everything).not.toContain(code.replace('-', ''));
    }
    expect(stored.recoveryCodes.map((row) => row.usedAt)).toEqual(Array(10).fill(null));
  });

  it('a sealed secret copied to another admin’s row does not open there', async () => {
    const [ann, ben] = [await loginAs(t.app, 'Admin'), await loginAs(t.app, 'Admin')];
    const annFactor = await enrol(t, ann.accessToken);
    await enrol(t, ben.accessToken);
    const [annRow] = (await storedFactorOf(t.app, ann.user.id)).factor;
    await t.app.database.db.execute(
      sql`update second_factors set secret_ciphertext = ${annRow!.secretCiphertext} where user_id = ${ben.user.id}`,
    );
    const response = await logInWith(t.app, ben.user.email, {
      code: codeNow(t, annFactor.secret),
    });
    // The database was changed around the app: an internal error, logged, and no tokens.
    expectRefusal(response, 500, 'INTERNAL_ERROR');
  });
});

describe('the end of an account', () => {
  it('takes its second factor and recovery codes with it when the row is deleted', async () => {
    const admin = await loginAs(t.app, 'Admin');
    await enrol(t, admin.accessToken);
    expect((await storedFactorOf(t.app, admin.user.id)).recoveryCodes).toHaveLength(10);
    await t.app.database.db.delete(users).where(eq(users.id, admin.user.id));
    expect(await storedFactorOf(t.app, admin.user.id)).toEqual({ factor: [], recoveryCodes: [] });
  });

  it('takes them in the removal of the account, whose row stays', async () => {
    const admin = await loginAs(t.app, 'Admin');
    await enrol(t, admin.accessToken);
    await t.app.services.users.removeAccount(admin.user);
    expect(await storedFactorOf(t.app, admin.user.id)).toEqual({ factor: [], recoveryCodes: [] });
  });
});

describe('the profile', () => {
  it.each(['Client', 'Composer'] as const)('of a %s has no second factor: null', async (role) => {
    const account = await loginAs(t.app, role);
    expect((await profileOf(account.accessToken)).secondFactor).toBeNull();
  });

  it('changed by an admin still says their second factor is on', async () => {
    const admin = await loginAs(t.app, 'Admin');
    await enrol(t, admin.accessToken);
    const response = await call<Profile>(t.app, 'PUT', `${AUTH}/update-profile`, {
      token: admin.accessToken,
      body: { firstName: 'Ada' },
    });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data.secondFactor).toEqual({
      enabled: true,
      required: false,
      enrolmentRequired: false,
    });
  });
});
