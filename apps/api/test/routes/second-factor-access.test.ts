import { describe, expect, it } from 'vitest';
import { call, expectRefusal } from '../helpers/api';
import { TEST_PASSWORD, loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import {
  SECOND_FACTOR,
  changeFactor,
  codeNow,
  confirmSetup,
  enrol,
  logInWith,
  startSetup,
  storedFactorOf,
} from '../helpers/second-factor';
import { useTestApp } from '../helpers/test-app';
import { refusedUnless } from '../helpers/who-may';

// docs/contracts.md#admin-two-factor: who may call each second-factor route, and what bad input
// and calls in the wrong state are answered, changing nothing.

const t = useTestApp();
const signedIn = useEveryRole(t);
const NUL = '\u0000';

/** A fresh admin of one test: a factor once set up changes how that admin signs in. */
const newAdmin = () => loginAs(t.app, 'Admin');

/** Sends `send` and expects the refusal, with the account's factor and codes just as they were. */
async function expectRefusedKeepingFactor(
  admin: SignedIn,
  send: () => ReturnType<typeof call>,
  status: number,
  error: string,
  fields?: string[],
) {
  const before = await storedFactorOf(t.app, admin.user.id);
  await expectRefusedChangingNothing(t, send, status, error, fields);
  expect(await storedFactorOf(t.app, admin.user.id)).toEqual(before);
}

describe('POST /second-factor/setup', () => {
  it.each(refusedUnless('Admin'))('refuses %s, changing nothing', async (_, caller) => {
    await expectRefusedChangingNothing(
      t,
      () => call(t.app, 'POST', `${SECOND_FACTOR}/setup`, { token: signedIn.tokenOf(caller.role) }),
      caller.status,
      caller.error,
    );
  });

  it('gives an admin a new secret, its otpauth address and the QR code of it', async () => {
    const admin = await newAdmin();
    const setup = await startSetup(t.app, admin.accessToken);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toBe('Cuebrief');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Cuebrief:${admin.user.email}`);
    expect(setup.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(setup.qrSvg).not.toMatch(/<script|on\w+=/i);
    // Not in force yet: the password alone still signs in.
    expect((await logInWith(t.app, admin.user.email)).statusCode).toBe(200);
  });

  it('starts over with another secret while not confirmed; the first one’s codes stop', async () => {
    const admin = await newAdmin();
    const first = await startSetup(t.app, admin.accessToken);
    const second = await startSetup(t.app, admin.accessToken);
    expect(second.secret).not.toBe(first.secret);
    expect((await storedFactorOf(t.app, admin.user.id)).factor).toHaveLength(1);
    await expectRefusedKeepingFactor(
      admin,
      () => confirmSetup(t.app, admin.accessToken, codeNow(t, first.secret)),
      400,
      'VALIDATION_FAILED',
      ['code'],
    );
    expect(
      (await confirmSetup(t.app, admin.accessToken, codeNow(t, second.secret))).statusCode,
    ).toBe(200);
  });

  it('is 409 INVALID_STATE while a factor is in force, which stays as it was', async () => {
    const admin = await newAdmin();
    await enrol(t, admin.accessToken);
    await expectRefusedKeepingFactor(
      admin,
      () => call(t.app, 'POST', `${SECOND_FACTOR}/setup`, { token: admin.accessToken }),
      409,
      'INVALID_STATE',
    );
  });
});

describe('POST /second-factor/confirm', () => {
  it.each(refusedUnless('Admin'))('refuses %s, changing nothing', async (_, caller) => {
    await expectRefusedChangingNothing(
      t,
      () => confirmSetup(t.app, signedIn.tokenOf(caller.role) as string, '123456'),
      caller.status,
      caller.error,
    );
  });

  it('puts the factor in force for an admin and answers ten recovery codes', async () => {
    const admin = await newAdmin();
    const { secret } = await startSetup(t.app, admin.accessToken);
    const response = await confirmSetup(t.app, admin.accessToken, codeNow(t, secret));
    expect(response.statusCode, response.raw).toBe(200);
    const codes = response.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await logInWith(t.app, admin.user.email)).body.status.error).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
  });

  it('refuses a wrong code with 400 on `code`, leaving the setup waiting', async () => {
    const admin = await newAdmin();
    const { secret } = await startSetup(t.app, admin.accessToken);
    const right = codeNow(t, secret);
    const wrong = right === '000000' ? '000001' : '000000';
    await expectRefusedKeepingFactor(
      admin,
      () => confirmSetup(t.app, admin.accessToken, wrong),
      400,
      'VALIDATION_FAILED',
      ['code'],
    );
    expect((await confirmSetup(t.app, admin.accessToken, right)).statusCode).toBe(200);
  });

  it.each([
    ['no code', {}],
    ['five digits', { code: '12345' }],
    ['seven digits', { code: '1234567' }],
    ['letters', { code: 'abcdef' }],
    ['a number', { code: 123456 }],
    ['a NUL byte', { code: `12345${NUL}` }],
    ['a recovery code', { code: 'abcde-fghjk' }],
  ])('refuses %s with 400 on `code`', async (_, body) => {
    const admin = await newAdmin();
    await startSetup(t.app, admin.accessToken);
    await expectRefusedKeepingFactor(
      admin,
      () => call(t.app, 'POST', `${SECOND_FACTOR}/confirm`, { token: admin.accessToken, body }),
      400,
      'VALIDATION_FAILED',
      ['code'],
    );
  });

  it('refuses an unknown field, naming it', async () => {
    const admin = await newAdmin();
    const { secret } = await startSetup(t.app, admin.accessToken);
    await expectRefusedKeepingFactor(
      admin,
      () =>
        call(t.app, 'POST', `${SECOND_FACTOR}/confirm`, {
          token: admin.accessToken,
          body: { code: codeNow(t, secret), enabled: true },
        }),
      400,
      'VALIDATION_FAILED',
      ['enabled'],
    );
  });

  it('is 409 INVALID_STATE before any setup, and once confirmed', async () => {
    const admin = await newAdmin();
    await expectRefusedKeepingFactor(
      admin,
      () => confirmSetup(t.app, admin.accessToken, '123456'),
      409,
      'INVALID_STATE',
    );
    const { secret } = await enrol(t, admin.accessToken);
    await expectRefusedKeepingFactor(
      admin,
      () => confirmSetup(t.app, admin.accessToken, codeNow(t, secret)),
      409,
      'INVALID_STATE',
    );
  });
});

describe.each(['new recovery codes', 'turn off'] as const)('%s', (change) => {
  it.each(refusedUnless('Admin'))('refuses %s, changing nothing', async (_, caller) => {
    await expectRefusedChangingNothing(
      t,
      () =>
        changeFactor(t.app, change, signedIn.tokenOf(caller.role) as string, {
          password: TEST_PASSWORD,
          code: '123456',
        }),
      caller.status,
      caller.error,
    );
  });

  it('is done for an admin with the password and a code', async () => {
    const admin = await newAdmin();
    const { secret, recoveryCodes } = await enrol(t, admin.accessToken);
    const response = await changeFactor(t.app, change, admin.accessToken, {
      password: TEST_PASSWORD,
      code: codeNow(t, secret),
    });
    expect(response.statusCode, response.raw).toBe(200);
    const stored = await storedFactorOf(t.app, admin.user.id);
    if (change === 'new recovery codes') {
      const codes = (response.body.data as { recoveryCodes: string[] }).recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(codes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
      expect(stored.recoveryCodes).toHaveLength(10);
    } else {
      expect(response.body.data).toBeNull();
      expect(stored).toEqual({ factor: [], recoveryCodes: [] });
    }
  });

  it('refuses a wrong password with 400 WRONG_PASSWORD, using no code', async () => {
    const admin = await newAdmin();
    const { recoveryCodes } = await enrol(t, admin.accessToken);
    await expectRefusedKeepingFactor(
      admin,
      () =>
        changeFactor(t.app, change, admin.accessToken, {
          password: 'not the password',
          code: recoveryCodes[0],
        }),
      400,
      'WRONG_PASSWORD',
      ['password'],
    );
    // The recovery code sent with it was not used up.
    expect((await logInWith(t.app, admin.user.email, { code: recoveryCodes[0] })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong code with 400 on `code` (not 401: the caller stays signed in)', async () => {
    const admin = await newAdmin();
    const { secret } = await enrol(t, admin.accessToken);
    const wrong = codeNow(t, secret) === '000000' ? '000001' : '000000';
    for (const code of [wrong, 'abcde-fghjk']) {
      await expectRefusedKeepingFactor(
        admin,
        () => changeFactor(t.app, change, admin.accessToken, { password: TEST_PASSWORD, code }),
        400,
        'VALIDATION_FAILED',
        ['code'],
      );
    }
  });

  it.each([
    ['nothing', {}, ['code', 'password']],
    ['no code', { password: TEST_PASSWORD }, ['code']],
    ['no password', { code: '123456' }, ['password']],
    ['an empty password', { password: '', code: '123456' }, ['password']],
    ['a short code', { password: TEST_PASSWORD, code: '12345' }, ['code']],
    ['a long code', { password: TEST_PASSWORD, code: 'x'.repeat(33) }, ['code']],
    ['a NUL byte in the code', { password: TEST_PASSWORD, code: `12345${NUL}6` }, ['code']],
    ['a number for the code', { password: TEST_PASSWORD, code: 123456 }, ['code']],
    ['an unknown field', { password: TEST_PASSWORD, code: '123456', force: true }, ['force']],
  ])('refuses %s with 400, naming the fields', async (_, body, fields) => {
    const admin = await newAdmin();
    await enrol(t, admin.accessToken);
    const response = await changeFactor(t.app, change, admin.accessToken, body);
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect([...new Set((response.body.status.fields ?? []).map((f) => f.field))].sort()).toEqual(
      fields,
    );
    expect((await storedFactorOf(t.app, admin.user.id)).factor).toHaveLength(1);
  });

  it('is 409 INVALID_STATE without a factor in force', async () => {
    const admin = await newAdmin();
    const expectNotInForce = () =>
      expectRefusedKeepingFactor(
        admin,
        () =>
          changeFactor(t.app, change, admin.accessToken, {
            password: TEST_PASSWORD,
            code: '123456',
          }),
        409,
        'INVALID_STATE',
      );
    await expectNotInForce();
    // Set up but not confirmed is not in force either.
    await startSetup(t.app, admin.accessToken);
    await expectNotInForce();
  });
});

describe('POST /login with a code', () => {
  it.each([
    ['an empty code', ''],
    ['a short code', '12345'],
    ['a number', 123456],
    ['a NUL byte', `123${NUL}56`],
    ['a long code', '1'.repeat(33)],
  ])('refuses %s with 400 on `code`', async (_, code) => {
    const admin = await newAdmin();
    await enrol(t, admin.accessToken);
    await expectRefusedChangingNothing(
      t,
      () => logInWith(t.app, admin.user.email, { code }),
      400,
      'VALIDATION_FAILED',
      ['code'],
    );
  });

  it.each(['Client', 'Composer', 'Admin'] as const)(
    'ignores a code for a %s without a second factor',
    async (role) => {
      const account = await loginAs(t.app, role);
      expect((await logInWith(t.app, account.user.email, { code: '123456' })).statusCode).toBe(200);
    },
  );
});
