// A part of the bench run alone (`npm run bench:<part>`): on a fresh data folder (or the fresh
// PostgreSQL database BENCH_DATABASE_URL names), its data written before the built API starts on
// it, its figures printed and its section of docs/benchmarks.md put in place of the one there.
// Needs the built API and web app (`npm run build`).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startProcess } from './processes';
import { repoDir } from './settings';

export type BenchDatabase = 'embedded' | 'PostgreSQL';

export async function runPartAlone<Seed, Figures>(part: {
  /** Names its data folder. */
  name: string;
  /** Its server's port: not the whole bench's, so it can run beside a server of that range. */
  port: number;
  /** Said before the data is written, which can take minutes. */
  loading: string;
  load: (options: { dataDir: string; databaseUrl?: string }) => Promise<Seed>;
  measure: (baseUrl: string, seed: Seed, database: BenchDatabase) => Promise<Figures>;
  print: (figures: Figures) => string;
  /** The document with the part's section in place. */
  report: (document: string, figures: Figures) => string;
}): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `cuebrief-bench-${part.name}-`));
  let server: ChildProcess | undefined;
  try {
    process.stdout.write(`${part.loading}\n`);
    const seed = await part.load({ dataDir, databaseUrl });
    server = await startProcess(
      process.execPath,
      ['dist/server.js'],
      {
        PORT: String(part.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'true',
        // The demo's own files would be measured meanwhile; a benchmark's rows are written
        // measured. (The whole bench measures after minutes of other work, when the demo's
        // analyses are long done.)
        ANALYSIS_WORKERS: '0',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      /is running/,
    );
    const figures = await part.measure(
      `http://127.0.0.1:${part.port}`,
      seed,
      databaseUrl ? 'PostgreSQL' : 'embedded',
    );
    process.stdout.write(`${part.print(figures)}\n`);
    const file = path.join(repoDir, 'docs', 'benchmarks.md');
    const document = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
    await writeFile(file, part.report(document, figures));
  } finally {
    server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}
