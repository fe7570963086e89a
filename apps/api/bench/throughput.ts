// The API's throughput on one database: the profile call against the bare route (taking turns,
// so both meet the same noise of a shared machine), and logins.
import { API_PREFIX } from '@cuebrief/shared';
import type { BenchDatabaseName } from './bench-database';
import { measure } from './measure-route';
import { logIn } from './processes';
import {
  LOGIN_ACCOUNTS,
  LOGIN_CONNECTIONS,
  PROFILE_ACCOUNT,
  ROUNDS,
  type Figures,
} from './settings';

export type ThroughputFigures = {
  database: BenchDatabaseName;
  bare: Figures;
  profile: Figures;
  login: Figures;
  /** The profile call's requests per second over the bare route's, medians of their rounds. */
  ratio: number;
};

/** The round with the median throughput (its latencies come with it), with every round's. */
export function medianRound(rounds: Figures[]): Figures {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no rounds measured');
  return { ...middle, rounds: rounds.map((r) => r.requestsPerSecond) };
}

/** The profile call and logins of the API at `apiUrl`, beside the bare route at `bareUrl`. */
export async function measureThroughput(options: {
  database: BenchDatabaseName;
  apiUrl: string;
  bareUrl: string;
}): Promise<ThroughputFigures> {
  const token = await logIn(options.apiUrl, PROFILE_ACCOUNT);
  const bareRounds: Figures[] = [];
  const profileRounds: Figures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRounds.push(
      await measure('bare Fastify JSON route (ceiling)', { url: `${options.bareUrl}/bare` }),
    );
    profileRounds.push(
      await measure(`GET ${API_PREFIX.auth}/profile`, {
        url: `${options.apiUrl}${API_PREFIX.auth}/profile`,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
  }
  // Rotating through the approved demo accounts, as many people logging in at once would.
  // Right passwords are never counted (decision 015), so one account would not be refused.
  const login = await measure(`POST ${API_PREFIX.auth}/login`, {
    url: `${options.apiUrl}${API_PREFIX.auth}/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: LOGIN_CONNECTIONS,
    requests: LOGIN_ACCOUNTS.map((email) => ({
      body: JSON.stringify({ email, password: 'cuebrief-demo' }),
    })),
  });
  const bare = medianRound(bareRounds);
  const profile = medianRound(profileRounds);
  return {
    database: options.database,
    bare,
    profile,
    login,
    ratio: profile.requestsPerSecond / (bare.requestsPerSecond || 1),
  };
}

/** The figures in a few lines, for the bench's output. */
export function printThroughput(t: ThroughputFigures): string {
  return [t.bare, t.profile, t.login]
    .map(
      (f) =>
        `${t.database.padEnd(10)} ${f.name.padEnd(36)} ${String(f.requestsPerSecond).padStart(7)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  errors ${f.errors + f.non2xx}`,
    )
    .concat(`${t.database.padEnd(10)} profile / bare = ${(t.ratio * 100).toFixed(0)} %`)
    .join('\n');
}
