// `npm run bench:images`: what making an uploaded image's renditions costs (decision 044);
// prints the figures and puts its section in docs/benchmarks.md in place of the one there.
import os from 'node:os';
import { measureImageRenditions } from './image-renditions';
import { IMAGES_HEADING, imagesReport } from './image-renditions-report';
import { rewriteBenchmarks } from './part-run';
import { withSection } from './report-sections';

const loadAverage = os.loadavg()[0] ?? 0;
const figures = await measureImageRenditions((line) => process.stdout.write(`${line}\n`));
await rewriteBenchmarks((document) =>
  withSection(document, IMAGES_HEADING, imagesReport(figures, loadAverage)),
);
