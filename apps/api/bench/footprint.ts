// Issue 16 item 10: the built server's memory at rest, started with the demo data on the
// embedded database or on PostgreSQL, after a minute without calls and again after a short load.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { API_PREFIX } from '@cuebrief/shared';
import { onEachDatabase, type BenchDatabaseName, type Missing } from './bench-database';
import { cpuSecondsOf, logIn, signIn, startApiServer, stopProcess } from './processes';
import { FOOTPRINT_IDLE_SECONDS, FOOTPRINT_PORT, LOGIN_ACCOUNTS } from './settings';

/** What the process holds at one moment: /proc's view, and its own (memory-probe.mjs). */
export type MemorySample = {
  /** Resident set, and its anonymous (heaps, WebAssembly) and file-backed (code) parts. */
  rss: number;
  rssAnon: number;
  rssFile: number;
  /** The largest resident set so far (VmHWM): the start's peak, for the first sample. */
  peakRss: number;
  threads: number;
  heapTotal: number;
  heapUsed: number;
  /** Memory of C++ objects bound to JavaScript ones, WebAssembly memories among them. */
  external: number;
  arrayBuffers: number;
  /** PGlite's WebAssembly memory: its size and the part of it that is resident. */
  wasmBytes: number;
  wasmResident: number;
};

export type Footprint = {
  database: BenchDatabaseName;
  /** From the start (the demo data written) to answering. */
  startSeconds: number;
  /** After `idleSeconds` without a call. */
  rested: MemorySample;
  /** After the load below, then `idleSeconds` again. */
  afterLoad: MemorySample;
  idleSeconds: number;
  logins: number;
  calls: number;
};

/** Whole megabytes, as the report shows them. */
export const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** One database's figures in a line, for the bench's output. */
function printFootprint(f: Footprint): string {
  const mb = megabytes;
  return (
    `footprint on ${f.database}: at rest ${mb(f.rested.rss)} (heap ${mb(f.rested.heapTotal)}, ` +
    `wasm ${mb(f.rested.wasmResident)}), after load ${mb(f.afterLoad.rss)}, peak ${mb(f.afterLoad.peakRss)}`
  );
}

const probe = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));

/** A figure of /proc/<pid>/status (sizes there are in kB). */
function field(status: string, name: string): number {
  return Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
}

/** /proc's figures of `pid`, with the probe's answer to SIGUSR2 (written to `file`). */
async function sampleOf(pid: number, file: string): Promise<MemorySample> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const before = (await readFile(file, 'utf8').catch(() => '')).length;
  process.kill(pid, 'SIGUSR2');
  let written = '';
  for (let tries = 0; tries < 100 && !written.trim(); tries += 1) {
    await sleep(50);
    written = (await readFile(file, 'utf8').catch(() => '')).slice(before);
  }
  const own = JSON.parse(written) as Omit<
    MemorySample,
    'rss' | 'rssAnon' | 'rssFile' | 'peakRss' | 'threads'
  >;
  return {
    rss: field(status, 'VmRSS') * 1024,
    rssAnon: field(status, 'RssAnon') * 1024,
    rssFile: field(status, 'RssFile') * 1024,
    peakRss: field(status, 'VmHWM') * 1024,
    threads: field(status, 'Threads'),
    heapTotal: own.heapTotal,
    heapUsed: own.heapUsed,
    external: own.external,
    arrayBuffers: own.arrayBuffers,
    wasmBytes: own.wasmBytes,
    wasmResident: own.wasmResident,
  };
}

/**
 * Until `pid` has used under 2 % of a core for 5 s in a row (the demo's audio measured, the
 * analysis thread idle), for at most 5 minutes: what it does after that is rest.
 */
async function untilQuiet(pid: number): Promise<void> {
  const until = Date.now() + 5 * 60_000;
  let before = await cpuSecondsOf(pid);
  while (Date.now() < until) {
    await sleep(5_000);
    const now = await cpuSecondsOf(pid);
    if (now - before < 0.1) return;
    before = now;
  }
}

/** What people signing in and reading their lists for a few seconds ask of the server. */
const READS: { email: string; paths: string[] }[] = [
  {
    email: 'ava@northlight.example',
    paths: ['/client/requests', '/client/submissions', '/client/favourites'].map(
      (p) => `${API_PREFIX.request}${p}`,
    ),
  },
  {
    email: 'lena@composers.example',
    paths: ['/composer/requests', '/composer/submissions'].map((p) => `${API_PREFIX.request}${p}`),
  },
];

/** Logs in as every account `rounds` times, then reads each list and the profile for a moment. */
async function shortLoad(
  baseUrl: string,
  rounds: number,
): Promise<{ logins: number; calls: number }> {
  let logins = 0;
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(LOGIN_ACCOUNTS.map((email) => signIn(baseUrl, email)));
    logins += LOGIN_ACCOUNTS.length;
  }
  let calls = 0;
  for (const { email, paths } of READS) {
    const token = await logIn(baseUrl, email);
    logins += 1;
    for (const route of [...paths, `${API_PREFIX.auth}/profile`]) {
      const result = await autocannon({
        url: `${baseUrl}${route}`,
        headers: { authorization: `Bearer ${token}` },
        connections: 10,
        duration: 2,
      });
      calls += result.requests.total;
    }
  }
  return { logins, calls };
}

/**
 * Starts the built server with the demo data on a fresh data folder (and `databaseUrl`, a fresh
 * PostgreSQL database, when given), measures it at rest, loads it briefly, measures it at rest
 * again, and stops it.
 */
export async function measureFootprint(options: {
  port: number;
  databaseUrl?: string;
  idleSeconds: number;
}): Promise<Footprint> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cuebrief-footprint-'));
  const file = path.join(dataDir, 'memory.jsonl');
  let server: ChildProcess | undefined;
  try {
    const startedAt = Date.now();
    server = await startApiServer({
      port: options.port,
      dataDir,
      databaseUrl: options.databaseUrl,
      env: { BENCH_MEMORY_FILE: file },
      nodeArgs: ['--import', probe],
      timeoutMs: 180_000,
    });
    const startSeconds = (Date.now() - startedAt) / 1000;
    const pid = server.pid;
    if (!pid) throw new Error('the API process has no pid');
    const baseUrl = `http://127.0.0.1:${options.port}`;
    await untilQuiet(pid);
    await sleep(options.idleSeconds * 1000);
    const rested = await sampleOf(pid, file);
    const load = await shortLoad(baseUrl, 4);
    await untilQuiet(pid);
    await sleep(options.idleSeconds * 1000);
    const afterLoad = await sampleOf(pid, file);
    return {
      database: options.databaseUrl ? 'PostgreSQL' : 'embedded',
      startSeconds,
      rested,
      afterLoad,
      idleSeconds: options.idleSeconds,
      ...load,
    };
  } finally {
    if (server) await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The footprint on each database (bench-database.ts); `tell` hears each when measured. */
export function measureFootprints(tell: (line: string) => void): Promise<(Footprint | Missing)[]> {
  return onEachDatabase(async ({ databaseUrl }) => {
    const footprint = await measureFootprint({
      port: FOOTPRINT_PORT,
      idleSeconds: FOOTPRINT_IDLE_SECONDS,
      databaseUrl,
    });
    tell(printFootprint(footprint));
    return footprint;
  });
}
