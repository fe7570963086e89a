import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import type { Profile, Tokens } from '@cuebrief/shared';
import { sessionsRepository } from '../../src/modules/auth/sessions.repository';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/sessions.service';
import { call, expectRefusal } from '../helpers/api';
import { createAccount, logIn, loginAs } from '../helpers/accounts';
import { useTestApp } from '../helpers/test-app';

// Issue 21, item 5: an access token names its session and stops working when the session ends.

const AUTH = '/users/v1/auth';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

const t = useTestApp();

const profile = (token: string) => call<Profile>(t.app, 'GET', `${AUTH}/profile`, { token });
const refresh = (refreshToken: string) =>
  call<Tokens>(t.app, 'POST', `${AUTH}/refresh-token`, { body: { refreshToken } });
const logout = (refreshToken: string) =>
  call(t.app, 'POST', `${AUTH}/logout`, { body: { refreshToken } });

async function expectSessionEnded(accessToken: string): Promise<void> {
  const response = await profile(accessToken);
  expectRefusal(response, 401, 'UNAUTHENTICATED');
  expect(response.body.status.message).toBe(SESSION_ENDED);
}

describe('access tokens end with their session', () => {
  it('after logout, at once, while the person’s other logins go on', async () => {
    const user = await createAccount(t.app, 'Composer');
    const laptop = await logIn(t.app, user.email);
    const phone = await logIn(t.app, user.email);
    // Read once, so this process remembers the session as running.
    expect((await profile(laptop.accessToken)).statusCode).toBe(200);

    expect((await logout(laptop.refreshToken)).statusCode).toBe(200);
    await expectSessionEnded(laptop.accessToken);

    expect((await profile(phone.accessToken)).statusCode).toBe(200);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200);
  });

  it('after a replayed refresh token, every access token of that login, and no other', async () => {
    const user = await createAccount(t.app, 'Client');
    const laptop = await logIn(t.app, user.email);
    const phone = await logIn(t.app, user.email);
    const rotated = await refresh(laptop.refreshToken);
    expect(rotated.statusCode).toBe(200);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await profile(rotated.body.data.accessToken)).statusCode).toBe(200);

    const replay = await refresh(laptop.refreshToken);
    expectRefusal(replay, 401, 'INVALID_REFRESH_TOKEN');
    // Both the thief's and the owner's access tokens of that login stop at once.
    await expectSessionEnded(laptop.accessToken);
    await expectSessionEnded(rotated.body.data.accessToken);

    expect((await profile(phone.accessToken)).statusCode).toBe(200);
    const phoneRotated = await refresh(phone.refreshToken);
    expect(phoneRotated.statusCode).toBe(200);
    expect((await profile(phoneRotated.body.data.accessToken)).statusCode).toBe(200);
  });

  it('refuses a token signed by the server that names no session, or another account’s', async () => {
    const { user, accessToken } = await loginAs(t.app, 'Composer');
    const someoneElse = await loginAs(t.app, 'Composer');
    const issuedAt = Math.floor(t.clock.now().getTime() / 1000);
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT({ role: user.role, ver: user.tokenVersion, ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer('cuebrief')
        .setAudience('cuebrief-api')
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 600)
        .sign(new TextEncoder().encode(t.config.jwtSecret!));
    const sessionOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

    // As the server signed it, with its session, it works: the refusals below are about `sid`.
    expect((await profile(await signed({ sid: sessionOf(accessToken) }))).statusCode).toBe(200);
    // A token from before sessions were named.
    expectRefusal(await profile(await signed({})), 401, 'UNAUTHENTICATED');
    // A session that is not this account's.
    await expectSessionEnded(await signed({ sid: sessionOf(someoneElse.accessToken) }));
  });

  it('after logout while a call was reading the session, for the calls after it', async () => {
    const user = await createAccount(t.app, 'Composer');
    const tokens = await logIn(t.app, user.email);
    // The call reads the session before the logout ends it, and comes back after.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const findSession = sessionsRepository.findSession;
    const spy = vi
      .spyOn(sessionsRepository, 'findSession')
      .mockImplementationOnce(async (...args) => {
        const row = await findSession(...args);
        await released;
        return row;
      });
    try {
      const during = profile(tokens.accessToken);
      await vi.waitFor(() => expect(spy).toHaveBeenCalled());
      expect((await logout(tokens.refreshToken)).statusCode).toBe(200);
      release();
      expect((await during).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    await expectSessionEnded(tokens.accessToken);
  });
});
