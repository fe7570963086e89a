// `npm run bench:lighthouse`: Lighthouse on the share page, / and /login alone (issue 15), on a
// fresh data folder with the demo data; prints its figures and puts its section in
// docs/benchmarks.md in place of the one there. Builds nothing: needs `npm run build` first.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureInitialJs } from './initial-js';
import { checkSharePage, measureLighthouse, printLighthouse } from './lighthouse';
import { lighthouseReport, withLighthouseSection } from './lighthouse-report';
import { startProcess } from './processes';
import { kb } from './units';
import { SHARE_PAGE, lighthousePages, repoDir } from './settings';

// Not the whole bench's port, so this part can run beside a server of the usual range.
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3348);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cuebrief-bench-lighthouse-'));
  let server: ChildProcess | undefined;
  try {
    server = await startProcess(
      process.execPath,
      ['dist/server.js'],
      {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'true',
        // Measuring the demo's files would take the CPU the audits time.
        ANALYSIS_WORKERS: '0',
      },
      /is running/,
    );
    const baseUrl = `http://127.0.0.1:${PORT}`;
    await checkSharePage(baseUrl, SHARE_PAGE);
    const loadAverage = os.loadavg()[0] ?? 0;
    const [weight] = await measureInitialJs(baseUrl, [SHARE_PAGE]);
    if (weight) {
      process.stdout.write(
        `share page JavaScript: ${weight.scripts} scripts, gzip ${kb(weight.gzipBytes)}, sent ${kb(weight.wireBytes)}\n`,
      );
    }
    const pages = lighthousePages();
    const figures = await measureLighthouse(baseUrl, pages);
    process.stdout.write(`${printLighthouse(figures)}\n`);
    const file = path.join(repoDir, 'docs', 'benchmarks.md');
    const document = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
    const sharePage = { name: pages[0]?.name ?? SHARE_PAGE, weight };
    await writeFile(
      file,
      withLighthouseSection(document, lighthouseReport(figures, sharePage, loadAverage)),
    );
  } finally {
    server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
