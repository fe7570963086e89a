// `npm run bench:caches`: how soon a change made through one instance is seen by another
// (issue 16, decision 024). Two built API processes share a fresh database on the PostgreSQL
// server BENCH_DATABASE_URL (else DATABASE_URL) names, made here and dropped after. Each try
// warms the second instance's caches, makes the change through the first, then asks the second
// again and again until it sees it. Prints the figures and puts them in docs/benchmarks.md in
// place of the section there. Needs `npm run build`.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { DEMO_PASSWORD } from '../src/demo/seed';
import { createServerDatabase } from '../test/helpers/server-database';
import { CACHES_HEADING, cachesReport, cachesTable } from './caches-report';
import { signIn, startProcess } from './processes';
import { withSection } from './report-sections';
import { repoDir } from './settings';

const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const TRIES = Number(process.env.BENCH_CACHES_TRIES ?? 50);
/** The two instances listen here and on the next port. */
const FIRST_PORT = Number(process.env.BENCH_CACHES_PORT ?? 3350);
const COMPOSER = 'lena@composers.example';
const CLIENT = 'ava@northlight.example';
const OTHER_PASSWORD = 'another bench passphrase';
/** Longer than this and the change is taken as never seen. */
const GIVE_UP_MS = 10_000;

type Answer = { status: number; data: unknown };

async function api(
  base: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as { data: unknown };
  return { status: response.status, data: envelope.data };
}

async function expectStatus(answer: Promise<Answer>, status: number, what: string) {
  const { status: got, data } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(data)}`);
  return data;
}

/** Real milliseconds until `holds`, asked again as soon as it answers, starting now. */
async function msUntil(holds: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await holds())) {
    if (performance.now() - started > GIVE_UP_MS) throw new Error('not seen within 10 s');
  }
  return performance.now() - started;
}

const AUTH = '/users/v1/auth';
const profileStatus = async (base: string, token: string) =>
  (await api(base, 'GET', `${AUTH}/profile`, { token })).status;
const openTotal = async (base: string, token: string) =>
  (
    (await api(base, 'GET', '/users/v1/request/composer/requests', { token })).data as {
      total: number;
    }
  ).total;

/** Each case: `TRIES` times, the milliseconds until the second instance saw the change. */
async function measure(one: string, two: string): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = {
    'password change: old access token refused': [],
    'logout: access token refused': [],
    'new open request: listed to composers': [],
  };
  const [passwordChange, logout, newRequest] = Object.values(times) as [
    number[],
    number[],
    number[],
  ];

  let { accessToken } = await signIn(one, COMPOSER);
  let password = DEMO_PASSWORD;
  for (let i = 0; i < TRIES; i += 1) {
    await expectStatus(api(two, 'GET', `${AUTH}/profile`, { token: accessToken }), 200, 'warm');
    const next = password === DEMO_PASSWORD ? OTHER_PASSWORD : DEMO_PASSWORD;
    const changed = (await expectStatus(
      api(one, 'PUT', `${AUTH}/change-password`, {
        token: accessToken,
        body: { currentPassword: password, newPassword: next },
      }),
      200,
      'change password',
    )) as { accessToken: string };
    const old = accessToken;
    passwordChange.push(await msUntil(async () => (await profileStatus(two, old)) === 401));
    ({ accessToken } = changed);
    password = next;
  }

  for (let i = 0; i < TRIES; i += 1) {
    const session = await signIn(one, CLIENT);
    await expectStatus(
      api(two, 'GET', `${AUTH}/profile`, { token: session.accessToken }),
      200,
      'warm',
    );
    await expectStatus(
      api(one, 'POST', `${AUTH}/logout`, { body: { refreshToken: session.refreshToken } }),
      200,
      'logout',
    );
    logout.push(await msUntil(async () => (await profileStatus(two, session.accessToken)) === 401));
  }

  const client = (await signIn(one, CLIENT)).accessToken;
  const deadline = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  for (let i = 0; i < TRIES; i += 1) {
    const before = await openTotal(two, accessToken);
    await expectStatus(
      api(one, 'POST', '/users/v1/request/client/request', {
        token: client,
        body: {
          name: 'Bench',
          duty: ['Brand manager'],
          email: 'bench@northlight.example',
          budget: 1000,
          deadline,
          category: ['Advertising'],
          length: ['30 seconds'],
          genre: ['Cinematic'],
          mood: ['Uplifting'],
          tempo: [90, 120],
          brief: `A brief the cache bench adds (${i + 1}).`,
        },
      }),
      200,
      'create request',
    );
    newRequest.push(await msUntil(async () => (await openTotal(two, accessToken)) === before + 1));
  }
  return times;
}

async function main(): Promise<void> {
  if (!SERVER_URL) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server database.');
  const loadAverage = os.loadavg()[0] ?? 0;
  const database = await createServerDatabase(SERVER_URL, { label: 'caches_' });
  const servers: ChildProcess[] = [];
  const dataDirs: string[] = [];
  try {
    const bases: string[] = [];
    // One after the other: the first writes the demo data, the second finds it there.
    for (const port of [FIRST_PORT, FIRST_PORT + 1]) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cuebrief-bench-caches-'));
      dataDirs.push(dataDir);
      servers.push(
        await startProcess(
          process.execPath,
          ['dist/server.js'],
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: database.url,
            // Both instances sign and check the same tokens.
            JWT_SECRET: 'the cache bench signs with this secret on both instances',
            LOG_LEVEL: 'warn',
            DEMO_DATA: 'true',
            ANALYSIS_WORKERS: '0',
          },
          /is running/,
        ),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    const times = await measure(bases[0]!, bases[1]!);
    process.stdout.write(`${cachesTable(times)}\n`);
    const file = path.join(repoDir, 'docs', 'benchmarks.md');
    const document = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
    await writeFile(file, withSection(document, CACHES_HEADING, cachesReport(times, loadAverage)));
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done(0))),
      ),
    );
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
