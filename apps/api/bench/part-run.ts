// A part of the bench run alone (`npm run bench:<part>`): the built API started on a fresh data
// folder, its figures printed and its section of docs/benchmarks.md put in place of the one
// there. Needs the built API and web app (`npm run build`).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  onEachDatabase,
  type BenchDatabase,
  type BenchDatabaseName,
  type Missing,
} from './bench-database';
import { startApiServer, stopProcess } from './processes';
import { repoDir } from './settings';

/** docs/benchmarks.md, rewritten by `update` (which puts a section in place). */
export async function rewriteBenchmarks(update: (document: string) => string): Promise<void> {
  const file = path.join(repoDir, 'docs', 'benchmarks.md');
  const document = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  await writeFile(file, update(document));
}

/**
 * A fresh data folder named after `name`, the API on it (and on `databaseUrl` when given) at
 * `port` while `work` runs; both gone after.
 */
export async function withApiServer<T>(
  options: { name: string; port: number; databaseUrl?: string; env?: Record<string, string> },
  work: (context: { baseUrl: string; dataDir: string; server: ChildProcess }) => Promise<T>,
  beforeStart?: (dataDir: string) => Promise<void>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `cuebrief-bench-${options.name}-`));
  let server: ChildProcess | undefined;
  try {
    await beforeStart?.(dataDir);
    server = await startApiServer({
      port: options.port,
      dataDir,
      databaseUrl: options.databaseUrl,
      env: options.env,
    });
    return await work({ baseUrl: `http://127.0.0.1:${options.port}`, dataDir, server });
  } finally {
    if (server) await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The demo's own files would be measured meanwhile; a benchmark's rows are written measured.
// (The whole bench measures after minutes of other work, when the demo's analyses are long done.)
const NO_ANALYSIS = { ANALYSIS_WORKERS: '0' };

/**
 * A part on one database: the embedded one, or the fresh PostgreSQL database
 * BENCH_DATABASE_URL names; its data written before the API starts on it.
 */
export async function runPartAlone<Seed, Figures>(part: {
  /** Names its data folder. */
  name: string;
  /** Its server's port: not the whole bench's, so it can run beside a server of that range. */
  port: number;
  /** Said before the data is written, which can take minutes. */
  loading: string;
  load: (options: { dataDir: string; databaseUrl?: string }) => Promise<Seed>;
  measure: (baseUrl: string, seed: Seed, database: BenchDatabaseName) => Promise<Figures>;
  print: (figures: Figures) => string;
  /** The document with the part's section in place. */
  report: (document: string, figures: Figures) => string;
}): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  let seed: Seed | undefined;
  const figures = await withApiServer(
    { name: part.name, port: part.port, databaseUrl, env: NO_ANALYSIS },
    ({ baseUrl }) => part.measure(baseUrl, seed as Seed, databaseUrl ? 'PostgreSQL' : 'embedded'),
    async (dataDir) => {
      process.stdout.write(`${part.loading}\n`);
      seed = await part.load({ dataDir, databaseUrl });
    },
  );
  process.stdout.write(`${part.print(figures)}\n`);
  await rewriteBenchmarks((document) => part.report(document, figures));
}

/**
 * A part on the embedded database and, with DATABASE_URL, on a fresh PostgreSQL database
 * beside it (bench-database.ts), each on a server of its own; the report gets both.
 */
export async function runPartOnEachDatabase<Figures>(part: {
  name: string;
  port: number;
  measure: (baseUrl: string, database: BenchDatabase) => Promise<Figures>;
  print: (figures: Figures) => string;
  report: (document: string, results: (Figures | Missing)[]) => string;
}): Promise<void> {
  const results = await onEachDatabase((database) =>
    withApiServer(
      { name: part.name, port: part.port, databaseUrl: database.databaseUrl, env: NO_ANALYSIS },
      async ({ baseUrl }) => {
        const figures = await part.measure(baseUrl, database);
        process.stdout.write(`${part.print(figures)}\n`);
        return figures;
      },
    ),
  );
  await rewriteBenchmarks((document) => part.report(document, results));
}
