import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createAccount } from '../helpers/accounts';
import {
  BROWSERS,
  changePassword,
  logInFrom,
  refreshFrom,
  sessionIdOf,
  sessionRow,
} from '../helpers/sessions';
import { TEST_PASSWORD } from '../helpers/accounts';
import { useTestApp } from '../helpers/test-app';

// A session's addresses are the client's as TRUST_PROXY lets the app see it
// (docs/contracts.md#sessions, decision 027): the socket's, or the one a trusted proxy names.

/** The load balancer in front of the app, as the app's socket sees it. */
const PROXY = '10.20.0.1';
const FORGED = '203.0.113.66';

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({ config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy } });

  it('records the address the proxy saw at login, refresh and a password change', async () => {
    const user = await createAccount(t.app, 'Client');
    // The client forges a hop; the proxy appends the address it saw.
    const tokens = await logInFrom(t.app, user.email, {
      userAgent: BROWSERS.chromeOnMac.userAgent,
      address: PROXY,
      forwardedFor: `${FORGED}, 198.51.100.7`,
    });
    const id = sessionIdOf(tokens.accessToken);
    expect(await sessionRow(t.app, id)).toMatchObject({
      firstAddress: '198.51.100.7',
      lastAddress: '198.51.100.7',
    });

    const refreshed = await refreshFrom(t.app, tokens.refreshToken, {
      address: PROXY,
      forwardedFor: '198.51.100.8',
    });
    expect(refreshed.statusCode, refreshed.raw).toBe(200);
    expect(await sessionRow(t.app, id)).toMatchObject({
      firstAddress: '198.51.100.7',
      lastAddress: '198.51.100.8',
    });

    // A password change starts the caller's new session, recorded the same way.
    const changed = await changePassword(
      t.app,
      refreshed.body.data.accessToken,
      { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
      { userAgent: BROWSERS.chromeOnMac.userAgent, address: PROXY, forwardedFor: '198.51.100.9' },
    );
    expect(changed.statusCode, changed.raw).toBe(200);
    expect(await sessionRow(t.app, sessionIdOf(changed.body.data.accessToken))).toMatchObject({
      userAgent: BROWSERS.chromeOnMac.userAgent,
      firstAddress: '198.51.100.9',
      lastAddress: '198.51.100.9',
    });
  });
});

describe('without TRUST_PROXY', () => {
  const t = useTestApp();

  it('records the socket’s address and ignores X-Forwarded-For', async () => {
    const user = await createAccount(t.app, 'Composer');
    const tokens = await logInFrom(t.app, user.email, {
      address: '198.51.100.50',
      forwardedFor: FORGED,
    });
    const id = sessionIdOf(tokens.accessToken);
    expect(await sessionRow(t.app, id)).toMatchObject({
      firstAddress: '198.51.100.50',
      lastAddress: '198.51.100.50',
    });

    const refreshed = await refreshFrom(t.app, tokens.refreshToken, {
      address: '198.51.100.51',
      forwardedFor: FORGED,
    });
    expect(refreshed.statusCode, refreshed.raw).toBe(200);
    expect(await sessionRow(t.app, id)).toMatchObject({
      firstAddress: '198.51.100.50',
      lastAddress: '198.51.100.51',
    });
  });
});
