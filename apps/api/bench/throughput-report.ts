// The API throughput's section of docs/benchmarks.md (the profile call against the bare route, and
// logins, on each database), for the whole bench and for its own run (throughput-run.ts).
import os from 'node:os';
import { measured as measuredOf, notMeasured, type Missing } from './bench-database';
import { withSection } from './report-sections';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  LOGIN_CONNECTIONS,
  ROUNDS,
  WARMUP_SECONDS,
  type Figures,
} from './settings';
import type { ThroughputFigures } from './throughput';

export const THROUGHPUT_HEADING = '## API throughput on each database';
const PROFILE_TARGET = 0.5;

/** The latest step of the history below: the figures of the table above, by the change. */
const HISTORY_ROW =
  "the request's logger made only when it logs a line; callback hooks; the route's options read once (2026-11-26; reading the token, account and session from memory without a promise each was tried with it and taken out again, as it moved nothing measurable) | 15,337 (PostgreSQL: 15,504) | 36 % (33 %)";

/** Where a profile call's time went before that step, measured with the built server. */
const WHERE_THE_REST_GOES = `Where the time went before the last step (a CPU profile of the built server under autocannon
with \`node --cpu-prof\`, and the allocation sampler): the server spent about 60 µs of user CPU on
a profile call against 20 µs on the bare route (counted from /proc over 60,000 calls), and its
system time was alike (11 against 9 µs: one \`writev\` each). A quarter of the JavaScript time was
garbage collection of 24 KB allocated per call: 3.4 KB of it pino's child logger (every request's
id run through the redaction of the wildcard paths, even at \`warn\`), 1 KB Fastify's route options
built anew on each read, promises of hooks and cached reads, and 3.3 KB the zod response check,
which also costs about 2 µs (\`safeEncode\`). The last step took allocation to 19 KB per call; the
zod check, the token, account and session checks and the role check stay, so the rest is the
response check, Node's HTTP work for the larger answer and its security headers, and routing.`;

const rounds = (f: Figures) =>
  f.rounds ? f.rounds.map((r) => r.toLocaleString('en-US')).join(' · ') : '—';
const row = (database: string, f: Figures) =>
  `| ${f.name} | ${database} | ${f.requestsPerSecond.toLocaleString('en-US')} | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} | ${rounds(f)} |`;

function ratioLine(t: ThroughputFigures): string {
  const verdict = t.ratio >= PROFILE_TARGET ? 'met' : '**not met**';
  return `- ${t.database}: **${(t.ratio * 100).toFixed(0)} %** of the bare route's throughput in the same run (at least ${PROFILE_TARGET * 100} %: ${verdict})`;
}

export function throughputReport(
  results: (ThroughputFigures | Missing)[],
  loadAverage: number,
): string {
  const measured = measuredOf(results);
  const rows = measured.flatMap((t) => [t.bare, t.profile, t.login].map((f) => row(t.database, f)));
  return `${THROUGHPUT_HEADING}

Run: ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} · ${Math.round(os.totalmem() / 2 ** 30)} GiB ·
Node ${process.version} · load average ${loadAverage.toFixed(1)} (1 minute) when it began ·
${CONNECTIONS} connections (login: ${LOGIN_CONNECTIONS}, rotating through five demo accounts) ·
${WARMUP_SECONDS} s of unrecorded warm-up, then ${DURATION_SECONDS} s measured per run.

The built API runs with the demo data at \`LOG_LEVEL=warn\` on a fresh data folder, once on the
embedded database and once on a fresh PostgreSQL database (on the same two cores); the bare
Fastify JSON route runs in a process of its own as the ceiling, and autocannon drives both over
loopback from a third. On each database the bare route and the profile call alternate for
${ROUNDS} rounds and each shows its median round.

| route | database | requests/s | p50 ms | p99 ms | errors | rounds, requests/s |
| --- | --- | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}

${notMeasured(results)}

The authenticated profile call (GET /users/v1/auth/profile, as a composer) reaches:

${measured.map(ratioLine).join('\n')}

It reads nothing from the database while its caches hold (the verified token, the account and
its session: decisions 003, 024), so both databases should serve it alike; each call still checks
that the account and its session are alive and its role may call the route. Login is bound by
argon2id on purpose (19 MiB, two passes per attempt): its throughput is the price of making
stolen password hashes expensive to crack, and the failed-login limits keep it from being a lever
against the server. **One instance serves** about the profile call's figure of requests a second
for calls answered from memory, and about the login figure for sign-ins (docs/deploy.md).

### How the profile call got here

Measured on this 2-core machine while building it (decision 003), on the embedded database:

| change | profile req/s | of the bare route |
| --- | ---: | ---: |
| first version: account read from the database and token verified on every call | 510 | 1 % |
| account rows (5 s) and verified tokens cached in memory | 11,200 | 29 % |
| security headers built once; one log line per request | 14,000–15,000 | 35–40 % |
| access tokens checked against their session (5 s cache); body pace hook (issue 21) | no change: 15,100 and 16,700 against 12,400 and 14,900 before, alternating runs of the two builds on 2026-11-25 | — |
| ${HISTORY_ROW} |

${WHERE_THE_REST_GOES}

Reproduce this section alone (it replaces itself in this file):

\`\`\`
npm run build
DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:throughput --workspace @cuebrief/api    # BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS change the run
\`\`\`
`;
}

export const withThroughputSection = (document: string, section: string): string =>
  withSection(document, THROUGHPUT_HEADING, section);
