// `npm run bench:throughput`: the API's throughput alone (the profile call against the bare
// route, and logins), on the embedded database and, with DATABASE_URL, on a fresh PostgreSQL
// database; its section of docs/benchmarks.md is put in place of the one there.
import os from 'node:os';
import { runPartOnEachDatabase } from './part-run';
import { startProcess, stopProcess } from './processes';
import { measureThroughput, printThroughput } from './throughput';
import { throughputReport, withThroughputSection } from './throughput-report';

// Not the whole bench's ports, so this part can run beside a server of the usual range.
const PORT = Number(process.env.BENCH_THROUGHPUT_PORT ?? 3345);
const BARE_PORT = PORT + 1;

const loadAverage = os.loadavg()[0] ?? 0;
const bare = await startProcess(
  process.execPath,
  ['--import', 'tsx', 'bench/bare-server.ts'],
  { PORT: String(BARE_PORT) },
  /listening/,
);
try {
  await runPartOnEachDatabase({
    name: 'throughput',
    port: PORT,
    measure: (apiUrl, { name }) =>
      measureThroughput({ database: name, apiUrl, bareUrl: `http://127.0.0.1:${BARE_PORT}` }),
    print: printThroughput,
    report: (document, results) =>
      withThroughputSection(document, throughputReport(results, loadAverage)),
  });
} finally {
  await stopProcess(bare);
}
