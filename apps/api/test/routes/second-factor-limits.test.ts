import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@cuebrief/shared';
import { expectRefusal } from '../helpers/api';
import { TEST_PASSWORD, loginAs } from '../helpers/accounts';
import {
  changeFactor,
  codeAt,
  codeNow,
  enrol,
  expectSignedIn,
  logInWith,
} from '../helpers/second-factor';
import { useTestApp } from '../helpers/test-app';

// docs/contracts.md#admin-two-factor and #abuse-limits: a wrong code is a failed login, limited
// as passwords are; a code or a recovery code is accepted once even when sent at once.

const t = useTestApp();
const LIMIT = RATE_LIMITS.failedLoginsPerAccountAndAddress.limit;

/** A six-digit code that is none of the codes the factor accepts now (a step either side). */
function wrongCodeFor(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((steps) => codeAt(secret, t.clock.now(), steps)));
  let code = 0;
  while (accepted.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

describe('wrong codes at login', () => {
  it('are limited as wrong passwords are: 429 after the limit, even for the right code', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const { secret } = await enrol(t, admin.accessToken);
    const email = admin.user.email;
    const address = '10.160.0.1';
    const wrong = wrongCodeFor(secret);
    for (let i = 1; i <= LIMIT; i++) {
      expectRefusal(
        await logInWith(t.app, email, { code: wrong, remoteAddress: address }),
        401,
        'SECOND_FACTOR_WRONG',
      );
    }
    const limited = await logInWith(t.app, email, {
      code: codeNow(t, secret),
      remoteAddress: address,
    });
    expectRefusal(limited, 429, 'TOO_MANY_REQUESTS');
    expect(limited.headers['retry-after']).toMatch(/^[1-9]\d*$/);

    // The owner, from an address without failures, signs in with that very code: the refused
    // attempt did not spend it.
    expectSignedIn(
      await logInWith(t.app, email, { code: codeNow(t, secret), remoteAddress: '10.160.0.2' }),
    );
  });

  it('count with wrong passwords in one limit', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const { secret } = await enrol(t, admin.accessToken);
    const email = admin.user.email;
    const address = '10.160.1.1';
    const half = Math.floor(LIMIT / 2);
    for (let i = 1; i <= half; i++) {
      expectRefusal(
        await logInWith(t.app, email, { password: 'not the password', remoteAddress: address }),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    for (let i = half + 1; i <= LIMIT; i++) {
      expectRefusal(
        await logInWith(t.app, email, { code: wrongCodeFor(secret), remoteAddress: address }),
        401,
        'SECOND_FACTOR_WRONG',
      );
    }
    expectRefusal(
      await logInWith(t.app, email, { code: codeNow(t, secret), remoteAddress: address }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });

  it('are not counted when the code is only missing: the first step of signing in', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const { secret } = await enrol(t, admin.accessToken);
    const address = '10.160.2.1';
    for (let i = 1; i <= LIMIT + 2; i++) {
      expectRefusal(
        await logInWith(t.app, admin.user.email, { remoteAddress: address }),
        401,
        'SECOND_FACTOR_REQUIRED',
      );
    }
    expectSignedIn(
      await logInWith(t.app, admin.user.email, {
        code: codeNow(t, secret),
        remoteAddress: address,
      }),
    );
  });
});

describe.each(['new recovery codes', 'turn off'] as const)('wrong codes to %s', (change) => {
  it('are limited too, and the limit holds the change back', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const { secret } = await enrol(t, admin.accessToken);
    const address = '10.160.3.1';
    const send = (code: string) =>
      changeFactor(t.app, change, admin.accessToken, { password: TEST_PASSWORD, code }, address);
    for (let i = 1; i <= LIMIT; i++) {
      expectRefusal(await send(wrongCodeFor(secret)), 400, 'VALIDATION_FAILED', ['code']);
    }
    expectRefusal(await send(codeNow(t, secret)), 429, 'TOO_MANY_REQUESTS');
  });
});

describe('one code sent at once', () => {
  it('by several logins signs in exactly one of them', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const { secret } = await enrol(t, admin.accessToken);
    const code = codeNow(t, secret);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        logInWith(t.app, admin.user.email, { code, remoteAddress: `10.160.4.${i + 1}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401]);
    for (const response of responses.filter((r) => r.statusCode === 401)) {
      expect(response.body.status.error).toBe('SECOND_FACTOR_WRONG');
    }
  });

  it('as a recovery code, by several logins, signs in exactly one of them', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const { recoveryCodes } = await enrol(t, admin.accessToken);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        logInWith(t.app, admin.user.email, {
          code: recoveryCodes[0],
          remoteAddress: `10.160.5.${i + 1}`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 401, 401, 401, 401, 401,
    ]);
  });
});
