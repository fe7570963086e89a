// `npm run bench:first-start`: what the demo data costs a first start on the embedded database
// (issue 17 item 3); prints the figures and puts its section in docs/benchmarks.md in place of
// the one there. Needs `npm run build` first.
import os from 'node:os';
import { measureFirstStarts } from './first-start';
import { FIRST_START_HEADING, firstStartReport } from './first-start-report';
import { rewriteBenchmarks } from './part-run';
import { withSection } from './report-sections';

const loadAverage = os.loadavg()[0] ?? 0;
const runs = await measureFirstStarts((line) => process.stdout.write(`${line}\n`));
await rewriteBenchmarks((document) =>
  withSection(document, FIRST_START_HEADING, firstStartReport(runs, loadAverage)),
);
