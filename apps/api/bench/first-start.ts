// Issue 17 item 3: what the demo data costs a first start on the embedded database — the time
// to answer with and without it, the time until its audio is measured, and the disk it takes.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuSecondsOf, startApiServer, stopProcess } from './processes';
import { ROUNDS } from './settings';

export const FIRST_START_PORT = Number(process.env.BENCH_FIRST_START_PORT ?? 3348);
/** Lets the bench read the analysis queue's length (GET /metrics); any 16 characters will do. */
const METRICS_TOKEN = 'first-start-bench-metrics';

/** One first start: answering after `startSeconds`, its audio measured after `measuredSeconds`. */
export type FirstStart = {
  startSeconds: number;
  /** CPU time the server spent until it answered, every thread (the analysis thread's too). */
  startCpuSeconds: number;
  /** From answering until no analysis job is left (demo data only). */
  measuredSeconds: number | null;
  /** CPU time spent until then, from the start. */
  measuredCpuSeconds: number | null;
  /** The data folder once answering: the stored files and the embedded database. */
  filesBytes: number;
  databaseBytes: number;
};

export type FirstStarts = { without: FirstStart[]; withDemo: FirstStart[]; rounds: number };

async function bytesUnder(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? await bytesUnder(full) : (await stat(full)).size;
  }
  return total;
}

/** Analysis jobs waiting or under way, as GET /metrics counts them. */
async function pendingJobs(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = (await response.text())
    .split('\n')
    .find((l) => l.startsWith('cuebrief_jobs_pending'));
  if (!line) throw new Error('GET /metrics has no cuebrief_jobs_pending');
  return Number(line.split(' ').pop());
}

/** The built server's first start on a fresh data folder, with the demo data or without. */
async function firstStart(demo: boolean): Promise<FirstStart> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cuebrief-bench-first-start-'));
  const baseUrl = `http://127.0.0.1:${FIRST_START_PORT}`;
  const started = performance.now();
  // As `npm start` runs it: one analysis thread, which measures the demo's audio meanwhile.
  const server = await startApiServer({
    port: FIRST_START_PORT,
    dataDir,
    env: { DEMO_DATA: String(demo), ANALYSIS_WORKERS: '1', METRICS_TOKEN },
    timeoutMs: 180_000,
  });
  try {
    const startSeconds = (performance.now() - started) / 1000;
    const pid = server.pid ?? 0;
    const startCpuSeconds = await cpuSecondsOf(pid);
    const filesBytes = await bytesUnder(path.join(dataDir, 'files'));
    const databaseBytes = await bytesUnder(path.join(dataDir, 'pgdata'));
    let measuredSeconds: number | null = null;
    let measuredCpuSeconds: number | null = null;
    if (demo) {
      const answered = performance.now();
      while ((await pendingJobs(baseUrl)) > 0) await sleep(250);
      measuredSeconds = (performance.now() - answered) / 1000;
      measuredCpuSeconds = await cpuSecondsOf(pid);
    }
    return {
      startSeconds,
      startCpuSeconds,
      measuredSeconds,
      measuredCpuSeconds,
      filesBytes,
      databaseBytes,
    };
  } finally {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `ROUNDS` first starts each way, in turn, so a busy spell of the machine hits both alike. */
export async function measureFirstStarts(say: (line: string) => void): Promise<FirstStarts> {
  const runs: FirstStarts = { without: [], withDemo: [], rounds: ROUNDS };
  for (let round = 1; round <= ROUNDS; round++) {
    runs.without.push(await firstStart(false));
    const demo = await firstStart(true);
    runs.withDemo.push(demo);
    const plain = runs.without.at(-1);
    say(
      `first start ${round}/${ROUNDS}: ${plain?.startSeconds.toFixed(1)} s ` +
        `(${plain?.startCpuSeconds.toFixed(1)} s of CPU) without the demo, ` +
        `${demo.startSeconds.toFixed(1)} s (${demo.startCpuSeconds.toFixed(1)} s of CPU) with it, ` +
        `its audio measured ${demo.measuredSeconds?.toFixed(1)} s later`,
    );
  }
  return runs;
}
