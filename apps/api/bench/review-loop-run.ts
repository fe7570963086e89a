// `npm run bench:review-loop`: the review loop's part of the bench alone (issue 14), on a fresh
// data folder; prints its figures and puts its section in docs/benchmarks.md in place of the one
// there. Needs the built API and web app (`npm run build`).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startProcess } from './processes';
import { measureReviewLoop, printReviewLoop } from './review-loop';
import { loadReviewLoop } from './review-loop-load';
import { reviewLoopReport, withReviewLoopSection } from './review-loop-report';
import { REVIEW_SHAPE, repoDir } from './settings';

// Not the whole bench's port, so this part can run beside a server of the usual range.
const PORT = Number(process.env.BENCH_REVIEW_PORT ?? 3347);
/** A fresh PostgreSQL database to run on instead of the embedded one (it is not emptied). */
const DATABASE_URL = process.env.BENCH_DATABASE_URL;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cuebrief-bench-review-'));
  let server: ChildProcess | undefined;
  try {
    process.stdout.write(
      `writing ${REVIEW_SHAPE.takes} takes × ${REVIEW_SHAPE.versionsPerTake} versions and ${REVIEW_SHAPE.comments} comments…\n`,
    );
    const seed = await loadReviewLoop({ dataDir, databaseUrl: DATABASE_URL, shape: REVIEW_SHAPE });
    server = await startProcess(
      process.execPath,
      ['dist/server.js'],
      {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'true',
        // The demo's own files would be measured meanwhile; the benchmark's rows are written
        // measured. (The whole bench measures these after minutes of other work, when the
        // demo's analyses are long done.)
        ANALYSIS_WORKERS: '0',
        ...(DATABASE_URL ? { DATABASE_URL } : {}),
      },
      /is running/,
    );
    const figures = await measureReviewLoop(
      `http://127.0.0.1:${PORT}`,
      seed,
      DATABASE_URL ? 'PostgreSQL' : 'embedded',
    );
    process.stdout.write(`${printReviewLoop(figures)}\n`);
    const file = path.join(repoDir, 'docs', 'benchmarks.md');
    const document = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
    await writeFile(
      file,
      withReviewLoopSection(document, figures.database, reviewLoopReport(figures)),
    );
  } finally {
    server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
