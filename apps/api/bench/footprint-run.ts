// `npm run bench:footprint`: the server's memory at rest alone (issue 16 item 10), on the embedded
// database and, with DATABASE_URL, on a fresh PostgreSQL database; prints the figures and puts
// its section in docs/benchmarks.md in place of the one there. Needs `npm run build` first.
import os from 'node:os';
import { measureFootprints } from './footprint';
import { footprintReport, withFootprintSection } from './footprint-report';
import { rewriteBenchmarks } from './part-run';

const loadAverage = os.loadavg()[0] ?? 0;
const footprints = await measureFootprints((line) => process.stdout.write(`${line}\n`));
await rewriteBenchmarks((document) =>
  withFootprintSection(document, footprintReport(footprints, loadAverage)),
);
