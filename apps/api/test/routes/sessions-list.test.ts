import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { call } from '../helpers/api';
import { createAccount, logIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import {
  BROWSERS,
  listSessions,
  logInFrom,
  refreshFrom,
  sessionIdOf,
  sessionRow,
  sessionsSeenBy,
} from '../helpers/sessions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

// Issue 16, point 8: every user sees their signed-in sessions (docs/contracts.md#sessions).

const MINUTE = 60_000;

const t = useTestApp();
const signedIn = useEveryRole(t);

describe('GET /users/v1/auth/sessions', () => {
  it.each(whoMay('Client', 'Composer', 'Admin'))('answers %s', async (_, caller) => {
    const response = await listSessions(t.app, signedIn.tokenOf(caller.role));
    if (expectAnswerFor(caller, response)) {
      const own = signedIn[caller.role!];
      const [first] = response.body.data;
      expect(first).toMatchObject({ id: sessionIdOf(own.accessToken), current: true });
    }
  });

  it('names each session’s browser and device, with its addresses, start and last use', async () => {
    const user = await createAccount(t.app, 'Client');
    const startedAt = t.clock.now();
    const mac = await logInFrom(t.app, user.email, {
      userAgent: BROWSERS.chromeOnMac.userAgent,
      address: '198.51.100.1',
    });
    t.clock.advance(MINUTE);
    const phone = await logInFrom(t.app, user.email, {
      userAgent: BROWSERS.safariOnIphone.userAgent,
      address: '198.51.100.2',
    });
    t.clock.advance(MINUTE);
    const script = await logInFrom(t.app, user.email, {
      userAgent: 'curl/8.5.0',
      address: '2001:db8::3',
    });

    const minutesIn = (minutes: number) =>
      new Date(startedAt.getTime() + minutes * MINUTE).toISOString();
    // The caller's own first, then the most recently used.
    expect(await sessionsSeenBy(t.app, mac.accessToken)).toEqual([
      {
        id: sessionIdOf(mac.accessToken),
        current: true,
        browser: 'Chrome 130',
        device: 'macOS · desktop',
        firstAddress: '198.51.100.1',
        lastAddress: '198.51.100.1',
        startedAt: minutesIn(0),
        lastUsedAt: minutesIn(0),
      },
      {
        id: sessionIdOf(script.accessToken),
        current: false,
        // A client that names no browser is shown as unknown, not guessed at.
        browser: null,
        device: null,
        firstAddress: '2001:db8::3',
        lastAddress: '2001:db8::3',
        startedAt: minutesIn(2),
        lastUsedAt: minutesIn(2),
      },
      {
        id: sessionIdOf(phone.accessToken),
        current: false,
        browser: 'Safari 17',
        device: 'iOS · mobile',
        firstAddress: '198.51.100.2',
        lastAddress: '198.51.100.2',
        startedAt: minutesIn(1),
        lastUsedAt: minutesIn(1),
      },
    ]);
    // Seen from another of them, that one is current and first.
    const seenFromPhone = await sessionsSeenBy(t.app, phone.accessToken);
    expect(seenFromPhone.map((s) => [s.id, s.current])).toEqual([
      [sessionIdOf(phone.accessToken), true],
      [sessionIdOf(script.accessToken), false],
      [sessionIdOf(mac.accessToken), false],
    ]);
  });

  it.each(Object.entries(BROWSERS))('names %s', async (_, known) => {
    const user = await createAccount(t.app, 'Composer');
    const tokens = await logInFrom(t.app, user.email, { userAgent: known.userAgent });
    const [session] = await sessionsSeenBy(t.app, tokens.accessToken);
    expect(session).toMatchObject({ browser: known.browser, device: known.device });
  });

  it('records a refresh as the last use, from its address, and orders by it', async () => {
    const user = await createAccount(t.app, 'Composer');
    const laptop = await logInFrom(t.app, user.email, {
      userAgent: BROWSERS.firefoxOnLinux.userAgent,
      address: '198.51.100.10',
    });
    const startedAt = t.clock.now().toISOString();
    t.clock.advance(MINUTE);
    const phone = await logInFrom(t.app, user.email, { address: '198.51.100.20' });
    const phoneStartedAt = t.clock.now().toISOString();
    t.clock.advance(14 * MINUTE);

    const refreshed = await refreshFrom(t.app, laptop.refreshToken, { address: '203.0.113.30' });
    expect(refreshed.statusCode, refreshed.raw).toBe(200);
    const row = await sessionRow(t.app, sessionIdOf(laptop.accessToken));
    expect(row).toMatchObject({
      firstAddress: '198.51.100.10',
      lastAddress: '203.0.113.30',
      startedAt: new Date(startedAt),
      lastUsedAt: t.clock.now(),
      userAgent: BROWSERS.firefoxOnLinux.userAgent,
    });

    // The laptop, refreshed last, now comes before the phone, which started later.
    const seen = await sessionsSeenBy(t.app, phone.accessToken);
    expect(seen.map((s) => [s.id, s.lastAddress, s.lastUsedAt])).toEqual([
      [sessionIdOf(phone.accessToken), '198.51.100.20', phoneStartedAt],
      [sessionIdOf(laptop.accessToken), '203.0.113.30', t.clock.now().toISOString()],
    ]);
  });

  it('records a refresh repeated within the grace period as a use too', async () => {
    const user = await createAccount(t.app, 'Client');
    const tokens = await logInFrom(t.app, user.email, { address: '198.51.100.40' });
    t.clock.advance(MINUTE);
    expect(
      (await refreshFrom(t.app, tokens.refreshToken, { address: '198.51.100.41' })).statusCode,
    ).toBe(200);
    t.clock.advance(1000);
    // Another tab of the same browser refreshes with the same token a moment later.
    expect(
      (await refreshFrom(t.app, tokens.refreshToken, { address: '198.51.100.42' })).statusCode,
    ).toBe(200);
    const row = await sessionRow(t.app, sessionIdOf(tokens.accessToken));
    expect(row).toMatchObject({ lastAddress: '198.51.100.42', lastUsedAt: t.clock.now() });
  });

  it('lists only the caller’s own sessions that still live', async () => {
    const user = await createAccount(t.app, 'Admin');
    const current = await logIn(t.app, user.email);
    const living = await logIn(t.app, user.email);
    const loggedOut = await logIn(t.app, user.email);
    const runOut = await logIn(t.app, user.email);
    const someoneElse = await logIn(t.app, (await createAccount(t.app, 'Admin')).email);
    await call(t.app, 'POST', '/users/v1/auth/logout', {
      body: { refreshToken: loggedOut.refreshToken },
    });
    await t.app.database.db
      .update(sessions)
      .set({ endsAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(sessions.id, sessionIdOf(runOut.accessToken)));

    const seen = await sessionsSeenBy(t.app, current.accessToken);
    expect(seen.map((s) => s.id)).toEqual([
      sessionIdOf(current.accessToken),
      sessionIdOf(living.accessToken),
    ]);
    expect(seen.map((s) => s.id)).not.toContain(sessionIdOf(someoneElse.accessToken));
  });

  it('shows a session from before these were kept as unknown, used when it started', async () => {
    const user = await createAccount(t.app, 'Composer');
    const current = await logIn(t.app, user.email);
    const old = await logIn(t.app, user.email);
    await t.app.database.db
      .update(sessions)
      .set({ userAgent: null, firstAddress: null, lastUsedAt: null, lastAddress: null })
      .where(eq(sessions.id, sessionIdOf(old.accessToken)));

    const [, shown] = await sessionsSeenBy(t.app, current.accessToken);
    expect(shown).toEqual({
      id: sessionIdOf(old.accessToken),
      current: false,
      browser: null,
      device: null,
      firstAddress: null,
      lastAddress: null,
      startedAt: t.clock.now().toISOString(),
      lastUsedAt: t.clock.now().toISOString(),
    });
  });

  it('keeps a User-Agent short and free of control characters', async () => {
    const user = await createAccount(t.app, 'Client');
    const long = await logInFrom(t.app, user.email, {
      userAgent: `${BROWSERS.chromeOnMac.userAgent} ${'x'.repeat(5000)}`,
    });
    const stored = (await sessionRow(t.app, sessionIdOf(long.accessToken))).userAgent!;
    expect(stored).toHaveLength(512);
    expect(stored.startsWith(BROWSERS.chromeOnMac.userAgent)).toBe(true);

    // PostgreSQL's text cannot hold a NUL: the login must not fail over it.
    const odd = await logInFrom(t.app, user.email, { userAgent: 'Odd\u0000Agent\u0007/1.0' });
    expect((await sessionRow(t.app, sessionIdOf(odd.accessToken))).userAgent).toBe('OddAgent/1.0');
    // Nothing but control characters is no User-Agent at all.
    const blank = await logInFrom(t.app, user.email, { userAgent: '\u0001 \u0002' });
    expect((await sessionRow(t.app, sessionIdOf(blank.accessToken))).userAgent).toBeNull();
  });
});
