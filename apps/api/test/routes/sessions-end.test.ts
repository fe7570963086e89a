import { randomUUID } from 'node:crypto';
import type { Role } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import { call, expectRefusal } from '../helpers/api';
import { createAccount, logIn } from '../helpers/accounts';
import {
  BROWSERS,
  endOtherSessions,
  endSession,
  expectSessionEnded,
  expectSessionWorks,
  logInFrom,
  sessionIdOf,
  sessionRow,
  sessionsSeenBy,
} from '../helpers/sessions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

// Issue 16, point 8: a person ends any other of their sessions (docs/contracts.md#sessions).

const t = useTestApp();

/** A fresh account of `role` signed in `count` times: its sessions, oldest first. */
async function signedInTimes(role: Role, count: number) {
  const user = await createAccount(t.app, role);
  const logins = [];
  for (let i = 0; i < count; i++) logins.push(await logIn(t.app, user.email));
  return logins;
}

describe('DELETE /users/v1/auth/sessions/{id}', () => {
  it.each(whoMay('Client', 'Composer', 'Admin'))('answers %s', async (_, caller) => {
    const [laptop, phone] = await signedInTimes(caller.role ?? 'Client', 2);
    const token = caller.role ? laptop!.accessToken : undefined;
    const response = await endSession(t.app, token, sessionIdOf(phone!.accessToken));
    if (expectAnswerFor(caller, response)) {
      expect(response.body.data).toBeNull();
      await expectSessionEnded(t.app, phone!);
    } else {
      await expectSessionWorks(t.app, phone!);
    }
  });

  it('ends that session’s refresh token and access tokens at once; the others go on', async () => {
    const [laptop, phone, tablet] = await signedInTimes('Composer', 3);
    // The phone's session is read once, so this process remembers it as living.
    expect(
      (await call(t.app, 'GET', '/users/v1/auth/profile', { token: phone!.accessToken }))
        .statusCode,
    ).toBe(200);

    const response = await endSession(t.app, laptop!.accessToken, sessionIdOf(phone!.accessToken));
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.message).toBe('Session ended');

    await expectSessionEnded(t.app, phone!);
    expect((await sessionRow(t.app, sessionIdOf(phone!.accessToken))).revokedAt).toEqual(
      t.clock.now(),
    );
    const laptopNow = await expectSessionWorks(t.app, laptop!);
    await expectSessionWorks(t.app, tablet!);
    expect((await sessionsSeenBy(t.app, laptopNow.accessToken)).map((s) => s.id)).toEqual([
      sessionIdOf(laptop!.accessToken),
      sessionIdOf(tablet!.accessToken),
    ]);
  });

  it('refuses the current session with 409: it ends by logging out', async () => {
    const [laptop] = await signedInTimes('Client', 1);
    const response = await endSession(t.app, laptop!.accessToken, sessionIdOf(laptop!.accessToken));
    expectRefusal(response, 409, 'INVALID_STATE');
    expect(response.body.status.message).toMatch(/log out/);
    await expectSessionWorks(t.app, laptop!);
  });

  it('answers 404 for another person’s session, and it goes on', async () => {
    const [mine] = await signedInTimes('Admin', 1);
    const [theirs] = await signedInTimes('Admin', 1);
    const response = await endSession(t.app, mine!.accessToken, sessionIdOf(theirs!.accessToken));
    expectRefusal(response, 404, 'NOT_FOUND');
    expect((await sessionRow(t.app, sessionIdOf(theirs!.accessToken))).revokedAt).toBeNull();
    await expectSessionWorks(t.app, theirs!);
  });

  it('answers 404 for an unknown id and for a session that already ended', async () => {
    const [laptop, phone] = await signedInTimes('Composer', 2);
    expectRefusal(await endSession(t.app, laptop!.accessToken, randomUUID()), 404, 'NOT_FOUND');

    const phoneId = sessionIdOf(phone!.accessToken);
    expect((await endSession(t.app, laptop!.accessToken, phoneId)).statusCode).toBe(200);
    const endedAt = (await sessionRow(t.app, phoneId)).revokedAt;
    t.clock.advance(1000);
    expectRefusal(await endSession(t.app, laptop!.accessToken, phoneId), 404, 'NOT_FOUND');
    // The first ending's time stays.
    expect((await sessionRow(t.app, phoneId)).revokedAt).toEqual(endedAt);
  });

  it.each(['not-a-uuid', '123', `${randomUUID()}x`])(
    'answers 400 for an id that is not a UUID (%s)',
    async (id) => {
      const [laptop] = await signedInTimes('Client', 1);
      expectRefusal(await endSession(t.app, laptop!.accessToken, id), 400, 'VALIDATION_FAILED', [
        'id',
      ]);
    },
  );
});

describe('POST /users/v1/auth/sessions/end-others', () => {
  it.each(whoMay('Client', 'Composer', 'Admin'))('answers %s', async (_, caller) => {
    const [laptop, phone] = await signedInTimes(caller.role ?? 'Composer', 2);
    const response = await endOtherSessions(t.app, caller.role ? laptop!.accessToken : undefined);
    if (expectAnswerFor(caller, response)) {
      expect(response.body.data).toEqual({ ended: 1 });
      await expectSessionEnded(t.app, phone!);
    } else {
      await expectSessionWorks(t.app, phone!);
    }
    await expectSessionWorks(t.app, laptop!);
  });

  it('ends every other session and keeps the current one working', async () => {
    const [laptop, phone, tablet] = await signedInTimes('Admin', 3);
    const [someoneElse] = await signedInTimes('Admin', 1);
    const response = await endOtherSessions(t.app, tablet!.accessToken);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body).toEqual({
      status: { code: 200, message: 'Other sessions ended' },
      data: { ended: 2 },
    });

    await expectSessionEnded(t.app, laptop!);
    await expectSessionEnded(t.app, phone!);
    const tabletNow = await expectSessionWorks(t.app, tablet!);
    await expectSessionWorks(t.app, someoneElse!);
    expect((await sessionsSeenBy(t.app, tabletNow.accessToken)).map((s) => s.id)).toEqual([
      sessionIdOf(tablet!.accessToken),
    ]);

    // Nothing left to end.
    const again = await endOtherSessions(t.app, tabletNow.accessToken);
    expect(again.body.data).toEqual({ ended: 0 });
    await expectSessionWorks(t.app, tabletNow);
  });
});

describe('a removed account’s sessions', () => {
  it('end, and keep no browser or address', async () => {
    const user = await createAccount(t.app, 'Client');
    const laptop = await logInFrom(t.app, user.email, {
      userAgent: BROWSERS.chromeOnMac.userAgent,
      address: '198.51.100.70',
    });
    const phone = await logInFrom(t.app, user.email, {
      userAgent: BROWSERS.safariOnIphone.userAgent,
      address: '198.51.100.71',
    });
    const removed = await call(t.app, 'DELETE', '/users/v1/auth/client/remove-account', {
      token: laptop.accessToken,
    });
    expect(removed.statusCode, removed.raw).toBe(200);

    for (const tokens of [laptop, phone]) {
      await expectSessionEnded(t.app, tokens);
      expect(await sessionRow(t.app, sessionIdOf(tokens.accessToken))).toMatchObject({
        userAgent: null,
        firstAddress: null,
        lastAddress: null,
        revokedAt: t.clock.now(),
      });
    }
  });
});
