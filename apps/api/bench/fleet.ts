// Issue 16 item 11: a fleet's throughput — one instance and two instances of the built API behind
// nginx (round-robin), on one PostgreSQL database and one S3-compatible bucket, launched as the
// fleet test launches them (test/fleet/launch-fleet.ts, decision 029).
import os from 'node:os';
import { API_PREFIX } from '@cuebrief/shared';
import { launchFleet } from '../test/fleet/launch-fleet';
import { measure } from './measure-route';
import { logIn } from './processes';
import { LOGIN_ACCOUNTS, LOGIN_CONNECTIONS, PROFILE_ACCOUNT, type Figures } from './settings';

/** The fleet's ports: nginx, the instances, S3 and SMTP (instances + 3 of them). */
export const FLEET_FIRST_PORT = Number(process.env.BENCH_FLEET_PORT ?? 3380);
/** The fleets measured: how many instances behind nginx. */
const SIZES = [1, 2];

export type FleetFigures = {
  instances: number;
  loadAverage: number;
  /** Through nginx. */
  profile: Figures;
  login: Figures;
  /** One instance's own port, nginx bypassed: what the proxy costs (one instance only). */
  direct?: Figures;
};

async function measureCalls(baseUrl: string, token: string, name: string) {
  const profile = await measure(`GET ${API_PREFIX.auth}/profile, ${name}`, {
    url: `${baseUrl}${API_PREFIX.auth}/profile`,
    headers: { authorization: `Bearer ${token}` },
  });
  // Right passwords are never counted (decision 015), so rotating accounts are never refused.
  const login = await measure(`POST ${API_PREFIX.auth}/login, ${name}`, {
    url: `${baseUrl}${API_PREFIX.auth}/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: LOGIN_CONNECTIONS,
    requests: LOGIN_ACCOUNTS.map((email) => ({
      body: JSON.stringify({ email, password: 'cuebrief-demo' }),
    })),
  });
  return { profile, login };
}

/** A fleet of `instances` with the demo data, measured through nginx, then stopped. */
async function measureFleet(instances: number): Promise<FleetFigures> {
  const fleet = await launchFleet({
    firstPort: FLEET_FIRST_PORT,
    instances,
    // The demo's accounts to sign in with (written once, under the start-up lock); no analysis
    // of the demo's audio running meanwhile.
    env: { DEMO_DATA: 'true', ANALYSIS_WORKERS: '0' },
  });
  try {
    const loadAverage = os.loadavg()[0] ?? 0;
    const token = await logIn(fleet.url, PROFILE_ACCOUNT);
    const proxied = await measureCalls(fleet.url, token, `${instances} behind nginx`);
    const [first] = fleet.instances;
    const direct =
      instances === 1 && first
        ? await measure(`GET ${API_PREFIX.auth}/profile, the instance directly`, {
            url: `${first.url}${API_PREFIX.auth}/profile`,
            headers: { authorization: `Bearer ${token}` },
          })
        : undefined;
    return { instances, loadAverage, ...proxied, direct };
  } finally {
    await fleet.stop();
  }
}

/** One line per measure, for the bench's output. */
export function printFleet(f: FleetFigures): string {
  return [f.profile, f.login, ...(f.direct ? [f.direct] : [])]
    .map(
      (m) =>
        `${m.name.padEnd(48)} ${String(m.requestsPerSecond).padStart(7)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  errors ${m.errors + m.non2xx}`,
    )
    .join('\n');
}

/** Each fleet size in turn (needs DATABASE_URL, nginx and the built API). */
export async function measureFleets(tell: (line: string) => void): Promise<FleetFigures[]> {
  const fleets: FleetFigures[] = [];
  for (const instances of SIZES) {
    const figures = await measureFleet(instances);
    tell(printFleet(figures));
    fleets.push(figures);
  }
  return fleets;
}
