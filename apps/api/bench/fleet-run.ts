// `npm run bench:fleet`: the fleet's throughput alone — one and two instances behind nginx on a
// fresh PostgreSQL database of the server DATABASE_URL names; its section of docs/benchmarks.md
// is put in place of the one there. Needs `npm run build` and nginx.
import { measureFleets } from './fleet';
import { fleetReport, withFleetSection } from './fleet-report';
import { rewriteBenchmarks } from './part-run';

const fleets = await measureFleets((line) => process.stdout.write(`${line}\n`));
await rewriteBenchmarks((document) => withFleetSection(document, fleetReport(fleets)));
