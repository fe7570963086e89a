import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_MAX_LIFETIME_SECONDS,
  type Profile,
  type Tokens,
} from '@cuebrief/shared';
import { refreshTokens } from '../../src/db/schema';
import { call, expectRefusal } from '../helpers/api';
import { loginAs } from '../helpers/accounts';
import { useTestApp } from '../helpers/test-app';

// Issue 21, item 10: refresh tokens no longer slide forever; a login ends 90 days after it began.

const AUTH = '/users/v1/auth';
const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIME_MS = SESSION_MAX_LIFETIME_SECONDS * 1000;

const t = useTestApp();

const profile = (token: string) => call<Profile>(t.app, 'GET', `${AUTH}/profile`, { token });
const refresh = (refreshToken: string) =>
  call<Tokens>(t.app, 'POST', `${AUTH}/refresh-token`, { body: { refreshToken } });

async function refreshed(refreshToken: string): Promise<Tokens> {
  const response = await refresh(refreshToken);
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

async function expiryOf(refreshToken: string): Promise<Date> {
  const tokenHash = createHash('sha256').update(refreshToken).digest('hex');
  const [row] = await t.app.database.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row!.expiresAt;
}

describe('the absolute lifetime of a login', () => {
  it('ends a login 90 days after it began, however often it was refreshed', async () => {
    const loggedInAt = t.clock.now().getTime();
    let tokens: Tokens = await loginAs(t.app, 'Client');
    expect((await expiryOf(tokens.refreshToken)).getTime()).toBe(
      loggedInAt + REFRESH_TOKEN_TTL_SECONDS * 1000,
    );

    // Refreshed every 29 days: each successor lives 30 days from its refresh…
    for (let day = 29; day <= 58; day += 29) {
      t.clock.set(new Date(loggedInAt + day * DAY_MS));
      tokens = await refreshed(tokens.refreshToken);
      expect((await expiryOf(tokens.refreshToken)).getTime()).toBe(
        t.clock.now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000,
      );
    }
    // …until 30 more days would pass the end of the login: then it lives until that end.
    t.clock.set(new Date(loggedInAt + 87 * DAY_MS));
    tokens = await refreshed(tokens.refreshToken);
    expect((await expiryOf(tokens.refreshToken)).getTime()).toBe(loggedInAt + LIFETIME_MS);

    // Five minutes before the end the login still refreshes, with a token that ends with it.
    t.clock.set(new Date(loggedInAt + LIFETIME_MS - 5 * 60 * 1000));
    tokens = await refreshed(tokens.refreshToken);
    expect((await expiryOf(tokens.refreshToken)).getTime()).toBe(loggedInAt + LIFETIME_MS);
    expect((await profile(tokens.accessToken)).statusCode).toBe(200);

    // At the end, the refresh token is refused, and so is the access token it came with,
    // although that one was issued less than 15 minutes ago.
    t.clock.set(new Date(loggedInAt + LIFETIME_MS));
    expectRefusal(await refresh(tokens.refreshToken), 401, 'INVALID_REFRESH_TOKEN');
    const ended = await profile(tokens.accessToken);
    expectRefusal(ended, 401, 'UNAUTHENTICATED');
    expect(ended.body.status.message).toBe('Your session has ended. Please log in again.');
  });
});
