import { describe, expect, it } from 'vitest';
import { ROLES, type Profile, type Tokens } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { TEST_PASSWORD, createAccount, logIn } from '../helpers/accounts';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import {
  BROWSERS,
  changePassword,
  expectSessionEnded,
  expectSessionWorks,
  logInFrom,
  refreshFrom,
  sessionIdOf,
  sessionsSeenBy,
} from '../helpers/sessions';
import { useTestApp } from '../helpers/test-app';

// A password change offers to end the other sessions (docs/contracts.md#sessions): by default
// it does; with endOtherSessions false they stay signed in, their access tokens stopped.

const NEW_PASSWORD = 'a brand new password';

const t = useTestApp();

const profileWith = (token: string) =>
  call<Profile>(t.app, 'GET', '/users/v1/auth/profile', { token });

/** An account of `role` signed in on a laptop (the one changing the password) and a phone. */
async function laptopAndPhone(role: (typeof ROLES)[number]) {
  const user = await createAccount(t.app, role);
  const laptop = await logInFrom(t.app, user.email, {
    userAgent: BROWSERS.chromeOnMac.userAgent,
    address: '198.51.100.60',
  });
  const phone = await logIn(t.app, user.email);
  return { user, laptop, phone };
}

async function changeOn(laptop: Tokens, extra: Record<string, unknown> = {}): Promise<Tokens> {
  const response = await changePassword(
    t.app,
    laptop.accessToken,
    { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, ...extra },
    { userAgent: BROWSERS.chromeOnMac.userAgent, address: '198.51.100.61' },
  );
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

describe('PUT /change-password and the other sessions', () => {
  it.each([
    ['not given', {}],
    ['true', { endOtherSessions: true }],
  ])('with endOtherSessions %s, ends every other session', async (_, extra) => {
    const { laptop, phone } = await laptopAndPhone('Client');
    const fresh = await changeOn(laptop, extra);

    await expectSessionEnded(t.app, phone);
    // The caller's old session made way for the new one, which carries on from this device.
    await expectSessionEnded(t.app, laptop);
    const seen = await sessionsSeenBy(t.app, fresh.accessToken);
    expect(seen).toEqual([
      expect.objectContaining({
        id: sessionIdOf(fresh.accessToken),
        current: true,
        browser: 'Chrome 130',
        firstAddress: '198.51.100.61',
      }),
    ]);
    await expectSessionWorks(t.app, fresh);
  });

  it.each(ROLES)('with endOtherSessions false, keeps the other sessions (%s)', async (role) => {
    const { laptop, phone } = await laptopAndPhone(role);
    const fresh = await changeOn(laptop, { endOtherSessions: false });

    // The phone's access token predates the password, so it stops; its refresh token goes on
    // and gives it one that works.
    expectRefusal(await profileWith(phone.accessToken), 401, 'UNAUTHENTICATED');
    const phoneRefreshed = await refreshFrom(t.app, phone.refreshToken);
    expect(phoneRefreshed.statusCode, phoneRefreshed.raw).toBe(200);
    expect((await profileWith(phoneRefreshed.body.data.accessToken)).statusCode).toBe(200);

    await expectSessionEnded(t.app, laptop);
    expect((await sessionsSeenBy(t.app, fresh.accessToken)).map((s) => s.id)).toEqual([
      sessionIdOf(fresh.accessToken),
      sessionIdOf(phone.accessToken),
    ]);
    await expectSessionWorks(t.app, fresh);
  });

  it.each([
    ['a string', 'no'],
    ['a number', 0],
    ['null', null],
  ])('refuses endOtherSessions as %s and changes nothing', async (_, value) => {
    const { user, laptop, phone } = await laptopAndPhone('Composer');
    await expectRefusedChangingNothing(
      t,
      () =>
        changePassword(t.app, laptop.accessToken, {
          currentPassword: TEST_PASSWORD,
          newPassword: NEW_PASSWORD,
          endOtherSessions: value,
        }),
      400,
      'VALIDATION_FAILED',
      ['endOtherSessions'],
    );
    await expectSessionWorks(t.app, laptop);
    await expectSessionWorks(t.app, phone);
    // The old password still opens the account.
    await logIn(t.app, user.email);
  });
});
