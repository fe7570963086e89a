import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { EndedSessions, Profile, Session, Tokens } from '@cuebrief/shared';
import { sessions, type SessionRow } from '../../src/db/schema';
import { TEST_PASSWORD } from './accounts';
import { call, expectRefusal } from './api';

const AUTH = '/users/v1/auth';
export const SESSIONS = `${AUTH}/sessions`;

/** User-Agents as browsers send them, with what the list must call them. */
export const BROWSERS = {
  chromeOnMac: {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/130.0.0.0 Safari/537.36',
    browser: 'Chrome 130',
    device: 'macOS · desktop',
  },
  safariOnIphone: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
      '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    browser: 'Safari 17',
    device: 'iOS · mobile',
  },
  firefoxOnLinux: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
    browser: 'Firefox 131',
    device: 'Linux · desktop',
  },
  chromeOnAndroid: {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/130.0.6723.58 Mobile Safari/537.36',
    browser: 'Chrome 130',
    device: 'Android · mobile',
  },
} as const;

/** Where a call comes from: its User-Agent, the socket's address, an X-Forwarded-For. */
export type From = { userAgent?: string; address?: string; forwardedFor?: string };

const sentFrom = (from: From) => ({
  remoteAddress: from.address,
  headers: {
    ...(from.userAgent === undefined ? {} : { 'user-agent': from.userAgent }),
    ...(from.forwardedFor === undefined ? {} : { 'x-forwarded-for': from.forwardedFor }),
  },
});

/** A login through the real call, from `from`. */
export async function logInFrom(app: FastifyInstance, email: string, from: From): Promise<Tokens> {
  const response = await call<Tokens>(app, 'POST', `${AUTH}/login`, {
    body: { email, password: TEST_PASSWORD },
    ...sentFrom(from),
  });
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

export const refreshFrom = (app: FastifyInstance, refreshToken: string, from: From = {}) =>
  call<Tokens>(app, 'POST', `${AUTH}/refresh-token`, { body: { refreshToken }, ...sentFrom(from) });

export const listSessions = (app: FastifyInstance, token: string | undefined) =>
  call<Session[]>(app, 'GET', SESSIONS, { token });

/** The caller's sessions, which must be listed. */
export async function sessionsSeenBy(app: FastifyInstance, token: string): Promise<Session[]> {
  const response = await listSessions(app, token);
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

export const endSession = (app: FastifyInstance, token: string | undefined, id: string) =>
  call<null>(app, 'DELETE', `${SESSIONS}/${id}`, { token });

export const endOtherSessions = (app: FastifyInstance, token: string | undefined) =>
  call<EndedSessions>(app, 'POST', `${SESSIONS}/end-others`, { token });

export const changePassword = (
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  from: From = {},
) => call<Tokens>(app, 'PUT', `${AUTH}/change-password`, { token, body, ...sentFrom(from) });

/** The session an access token names (its `sid`). */
export const sessionIdOf = (accessToken: string): string =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string })
    .sid;

export async function sessionRow(app: FastifyInstance, id: string): Promise<SessionRow> {
  const [row] = await app.database.db.select().from(sessions).where(eq(sessions.id, id));
  if (!row) throw new Error(`no session ${id}`);
  return row;
}

/** Both of a session's tokens work: the access token is let in, the refresh token rotates. */
export async function expectSessionWorks(app: FastifyInstance, tokens: Tokens): Promise<Tokens> {
  const profile = await call<Profile>(app, 'GET', `${AUTH}/profile`, {
    token: tokens.accessToken,
  });
  expect(profile.statusCode, profile.raw).toBe(200);
  const refreshed = await refreshFrom(app, tokens.refreshToken);
  expect(refreshed.statusCode, refreshed.raw).toBe(200);
  return refreshed.body.data;
}

/** Neither of a session's tokens works any more. */
export async function expectSessionEnded(app: FastifyInstance, tokens: Tokens): Promise<void> {
  const profile = await call(app, 'GET', `${AUTH}/profile`, { token: tokens.accessToken });
  expectRefusal(profile, 401, 'UNAUTHENTICATED');
  expectRefusal(await refreshFrom(app, tokens.refreshToken), 401, 'INVALID_REFRESH_TOKEN');
}
