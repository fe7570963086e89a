import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@cuebrief/shared';
import { loadConfig } from '../../src/config';
import { call } from '../helpers/api';
import { useTestApp } from '../helpers/test-app';

const LIMIT = RATE_LIMITS.failedLoginsPerAddress.limit;
/** The load balancer in front of the app, as the app's socket sees it. */
const PROXY = '10.20.0.1';

/** A failed login (an unknown email, so only the address limit can refuse it). */
const failedLogin = (app: Parameters<typeof call>[0], from: string, forwardedFor?: string) =>
  call(app, 'POST', '/users/v1/auth/login', {
    body: { email: `guess-${randomUUID().slice(0, 8)}@test.example`, password: 'wrong password' },
    remoteAddress: from,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY=1 (one proxy in front of the app)', () => {
  const t = useTestApp({ config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy } });

  it('limits the address the proxy saw, whatever the client forges before it', async () => {
    const client = '198.51.100.7';
    for (let i = 1; i <= LIMIT; i++) {
      // The client sends a made-up X-Forwarded-For; the proxy appends the address it saw.
      const response = await failedLogin(t.app, PROXY, `203.0.113.${i}, ${client}`);
      expect(response.statusCode, `attempt ${i}`).toBe(401);
    }
    const refused = await failedLogin(t.app, PROXY, `203.0.113.200, ${client}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.status.error).toBe('TOO_MANY_REQUESTS');

    // The proxy's other clients keep their own count: the hop is read, not ignored.
    expect((await failedLogin(t.app, PROXY, '198.51.100.8')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY with the addresses of the proxies', () => {
  const t = useTestApp({
    config: { trustProxy: loadConfig({ TRUST_PROXY: '10.20.0.0/16, fd00::/8' }).trustProxy },
  });

  it('ignores X-Forwarded-For from any other peer, and reads it from a listed proxy', async () => {
    const direct = '198.51.100.9';
    for (let i = 1; i <= LIMIT; i++) {
      const response = await failedLogin(t.app, direct, `203.0.113.${i}`);
      expect(response.statusCode, `attempt ${i}`).toBe(401);
    }
    expect((await failedLogin(t.app, direct, '203.0.113.201')).statusCode).toBe(429);

    // Through the listed proxy the client is the address it forwards.
    expect((await failedLogin(t.app, PROXY, direct)).statusCode).toBe(429);
    expect((await failedLogin(t.app, PROXY, '198.51.100.10')).statusCode).toBe(401);
  });
});
