import { test as base, type BrowserContext } from '@playwright/test';
import { launchFleet, type Fleet } from '../../apps/api/test/fleet/launch-fleet';

/**
 * The first of the fleet's ports (FLEET_PORT, 3200 unless set): nginx, then the two instances,
 * the S3 server and the SMTP server on the next four.
 */
const firstPort = Number(process.env.FLEET_PORT || 3200);

/** Where the browser reaches the fleet: nginx. */
export const FLEET_URL = `http://127.0.0.1:${firstPort}`;

/** The fleet's admin, made at start from ADMIN_EMAIL and ADMIN_PASSWORD (there is no demo data). */
export const FLEET_ADMIN = { email: 'admin@fleet.example', password: 'the fleet admin password' };

/**
 * `test` with the fleet (apps/api/test/fleet): two instances of the built API on a fresh
 * PostgreSQL database (DATABASE_URL's server), one S3 server, one SMTP server that keeps what
 * it receives, behind nginx; started once for the worker, stopped after.
 */
export const test = base.extend<object, { fleet: Fleet }>({
  fleet: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const fleet = await launchFleet({
        firstPort,
        env: {
          ADMIN_EMAIL: FLEET_ADMIN.email,
          ADMIN_PASSWORD: FLEET_ADMIN.password,
          ANALYSIS_WORKERS: '1',
        },
      });
      try {
        await use(fleet);
      } finally {
        await fleet.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** One API call the browser made through nginx, and which instances served it. */
export type ServedCall = {
  method: string;
  path: string;
  status: number;
  /** nginx's `$upstream_addr`: the instance, or the instances tried in turn ("a, b"). */
  upstream: string;
};

/**
 * Records every API call the pages of `contexts` make (their `X-Upstream-Addr`, which the
 * fleet's nginx adds), in the order the answers arrive; the web app and assets are left out.
 */
export function recordServedCalls(): {
  calls: ServedCall[];
  watch: (context: BrowserContext) => void;
} {
  const calls: ServedCall[] = [];
  const watch = (context: BrowserContext) =>
    context.on('response', (response) => {
      const url = new URL(response.url());
      if (!/^\/(users|tickets)\/v1\//.test(url.pathname)) return;
      calls.push({
        method: response.request().method(),
        path: url.pathname,
        status: response.status(),
        upstream: response.headers()['x-upstream-addr'] ?? '',
      });
    });
  return { calls, watch };
}

/** The instance that answered a call: the last nginx tried. */
export const answeredBy = (call: ServedCall) => call.upstream.split(',').pop()?.trim() ?? '';
