import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Profile, Tokens } from '@cuebrief/shared';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/sessions.service';
import { call } from '../helpers/api';
import { TEST_PASSWORD, createAccount, logIn, loginAs } from '../helpers/accounts';
import { useTestApp } from '../helpers/test-app';

const AUTH = '/users/v1/auth';

const t = useTestApp();

const profile = (token: string) => call<Profile>(t.app, 'GET', `${AUTH}/profile`, { token });
const refresh = (refreshToken: string) =>
  call<Tokens>(t.app, 'POST', `${AUTH}/refresh-token`, { body: { refreshToken } });

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('access tokens', () => {
  it('let an approved account read its profile', async () => {
    const { user, accessToken } = await loginAs(t.app, 'Composer');
    const response = await profile(accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.body.data.uuid).toBe(user.id);
  });

  it('expire after 15 minutes with 401 TOKEN_EXPIRED', async () => {
    const { accessToken } = await loginAs(t.app, 'Client');
    t.clock.advance(15 * 60 * 1000 + 1000);
    const response = await profile(accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.body.status.error).toBe('TOKEN_EXPIRED');
  });

  it('refuse a token signed with another secret', async () => {
    const { user } = await loginAs(t.app, 'Client');
    const forged = await new SignJWT({ role: 'Admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('cuebrief')
      .setAudience('cuebrief-api')
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 600)
      .sign(new TextEncoder().encode('some-other-secret-of-sufficient-length!!'));
    const response = await profile(forged);
    expect(response.statusCode).toBe(401);
    expect(response.body.status.error).toBe('UNAUTHENTICATED');
  });

  it('refuse a token whose payload was edited', async () => {
    const { accessToken } = await loginAs(t.app, 'Client');
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const edited = `${header}.${base64url({ ...claims, role: 'Admin' })}.${signature}`;
    expect((await profile(edited)).statusCode).toBe(401);
  });

  it('refuse the wrong algorithm: alg none and HS512 with the right secret', async () => {
    const { user, accessToken } = await loginAs(t.app, 'Client');
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect((await profile(unsigned)).statusCode).toBe(401);

    const hs512 = await new SignJWT({ role: user.role, ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.id)
      .setIssuer('cuebrief')
      .setAudience('cuebrief-api')
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 600)
      .sign(new TextEncoder().encode(t.config.jwtSecret!));
    expect((await profile(hs512)).statusCode).toBe(401);

    // The same claims, signed the way the server signs, pass: the refusals above are about the algorithm.
    const hs256 = `${accessToken.split('.')[0]}.${accessToken.split('.')[1]}`;
    const signature = createHmac('sha256', t.config.jwtSecret!).update(hs256).digest('base64url');
    expect((await profile(`${hs256}.${signature}`)).statusCode).toBe(200);
  });

  it('refuse a missing, empty or non-bearer authorization header', async () => {
    expect((await call(t.app, 'GET', `${AUTH}/profile`)).statusCode).toBe(401);
    expect(
      (await call(t.app, 'GET', `${AUTH}/profile`, { headers: { authorization: 'Bearer ' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, 'GET', `${AUTH}/profile`, { headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
    expect((await profile('not-a-jwt')).statusCode).toBe(401);
  });

  it('stop working after a password change, while the new tokens work', async () => {
    const { accessToken, refreshToken } = await loginAs(t.app, 'Composer');
    const changed = await call<Tokens>(t.app, 'PUT', `${AUTH}/change-password`, {
      token: accessToken,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(accessToken)).statusCode).toBe(401);
    const old = await refresh(refreshToken);
    expect(old.statusCode).toBe(401);
    expect(old.body.status.message).toBe('INVALID_REFRESH_TOKEN');
    expect((await profile(changed.body.data.accessToken)).statusCode).toBe(200);
    expect((await refresh(changed.body.data.refreshToken)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh returns a new pair and the new access token works', async () => {
    const { refreshToken } = await loginAs(t.app, 'Client');
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(refreshToken);
    expect((await profile(first.body.data.accessToken)).statusCode).toBe(200);
    const second = await refresh(first.body.data.refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.body.data.refreshToken).not.toBe(first.body.data.refreshToken);
  });

  it('give the same successor to a token reused within the grace period', async () => {
    const { refreshToken } = await loginAs(t.app, 'Client');
    const first = await refresh(refreshToken);
    t.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const again = await refresh(refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.body.data.refreshToken).toBe(first.body.data.refreshToken);
  });

  it('revoke the whole family when a rotated token is replayed after the grace period', async () => {
    const { refreshToken } = await loginAs(t.app, 'Client');
    const first = await refresh(refreshToken);
    const second = await refresh(first.body.data.refreshToken);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);

    const replay = await refresh(refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.body.status).toMatchObject({
      error: 'INVALID_REFRESH_TOKEN',
      message: 'INVALID_REFRESH_TOKEN',
    });
    // The newest token of that login is dead too: the thief and the victim both start over.
    expect((await refresh(second.body.data.refreshToken)).statusCode).toBe(401);
  });

  it('leave other logins of the same person alone when one family is revoked', async () => {
    const user = await createAccount(t.app, 'Composer');
    const laptop = await logIn(t.app, user.email);
    const phone = await logIn(t.app, user.email);
    await refresh(laptop.refreshToken);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200);
  });

  it('never produce two families from twenty concurrent refreshes with one token', async () => {
    const { refreshToken } = await loginAs(t.app, 'Client');
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(results.map((r) => r.body.data.refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    expect((await refresh(successor!)).statusCode).toBe(200);
  });

  it('expire after 30 days', async () => {
    const { refreshToken } = await loginAs(t.app, 'Client');
    t.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('refuse an unknown token', async () => {
    const response = await refresh('this-token-was-never-issued');
    expect(response.statusCode).toBe(401);
    expect(response.body.status.error).toBe('INVALID_REFRESH_TOKEN');
  });

  it('end with logout, which is idempotent', async () => {
    const { refreshToken } = await loginAs(t.app, 'Admin');
    const out = await call(t.app, 'POST', `${AUTH}/logout`, { body: { refreshToken } });
    expect(out.statusCode).toBe(200);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', `${AUTH}/logout`, { body: { refreshToken } })).statusCode,
    ).toBe(200);
  });
});
