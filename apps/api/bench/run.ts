// `npm run bench`: drives the built API with autocannon on loopback, on the embedded database and
// (with DATABASE_URL) on PostgreSQL, weighs the web app's first pages in Chromium, measures the
// server at rest on each database, what an uploaded cover's renditions cost and, on PostgreSQL,
// a fleet behind nginx; writes docs/benchmarks.md. Nothing is asserted, the figures are recorded.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureAccuracy, measureAnalysisCpu, measureEventLoopDuringAnalysis } from './analysis';
import { measureApiCases } from './api-cases';
import { writeLargeWav } from './audio-upload';
import { measured, onEachDatabase, type BenchDatabase } from './bench-database';
import { BOUNDED_LISTS_HEADING } from './bounded-lists-report';
import { FIRST_START_HEADING } from './first-start-report';
import { CACHES_HEADING } from './caches-report';
import { measureFleets } from './fleet';
import { FLEET_HEADING, fleetReport } from './fleet-report';
import { measureFootprints } from './footprint';
import { footprintReport } from './footprint-report';
import { measureImageRenditions } from './image-renditions';
import { IMAGES_HEADING, imagesReport } from './image-renditions-report';
import { measureInitialJs, shownPath } from './initial-js';
import { checkSharePage, measureLighthouse, printLighthouse } from './lighthouse';
import { rewriteBenchmarks } from './part-run';
import { startProcess, stopProcess } from './processes';
import { report } from './report';
import { kb } from './units';
import { sectionOf, withSection } from './report-sections';
import { BARE_PORT, SHARE_PAGE, lighthousePages, UPLOAD_MEGABYTES } from './settings';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** The web app's first pages and Lighthouse, from a server that serves the built app. */
async function measureWebApp(apiUrl: string) {
  await checkSharePage(apiUrl, SHARE_PAGE);
  const weights = await measureInitialJs(apiUrl, ['/', '/login', '/info', SHARE_PAGE]);
  for (const w of weights) {
    say(
      `${shownPath(w.path).padEnd(16)} ${w.scripts} scripts  raw ${kb(w.rawBytes)}  gzip ${kb(w.gzipBytes)}  sent ${kb(w.wireBytes)}  FCP ${w.firstPaintMs} ms`,
    );
  }
  say('Lighthouse on the share page and the guest pages…');
  const loadAverage = os.loadavg()[0] ?? 0;
  const pages = lighthousePages();
  const figures = await measureLighthouse(apiUrl, pages);
  say(printLighthouse(figures));
  const sharePage = pages[0]?.name ?? shownPath(SHARE_PAGE);
  return { weights, lighthouse: { figures, sharePage, loadAverage } };
}

// Other work on a shared machine shows in every figure; the report says how busy it was.
const loadAverage = os.loadavg()[0] ?? 0;
const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
const bare = await startProcess(
  process.execPath,
  ['--import', 'tsx', 'bench/bare-server.ts'],
  { PORT: String(BARE_PORT) },
  /listening/,
);
function measureOne(database: BenchDatabase) {
  // The web app's pages do not depend on the database: measured once, on the embedded one.
  return measureApiCases(database, bareUrl, (apiUrl) =>
    database.name === 'embedded' ? measureWebApp(apiUrl) : Promise.resolve(undefined),
  );
}
const api = await onEachDatabase(measureOne).finally(() => stopProcess(bare));

say('brief-fit analysis: CPU, accuracy, the event loop…');
const [embedded] = api;
// A wav as large as the uploads' (they went with their servers' data folders).
const workDir = await mkdtemp(path.join(os.tmpdir(), 'cuebrief-bench-analysis-'));
const wav = path.join(workDir, 'bench.wav');
const wavBytes = await writeLargeWav(wav, UPLOAD_MEGABYTES);
const analysis = {
  // 16-bit stereo 48 kHz, as audio-upload.ts writes it.
  eventLoop: await measureEventLoopDuringAnalysis(wav, wavBytes, wavBytes / (48_000 * 4 * 60)),
  cpu: await measureAnalysisCpu(),
  accuracy: await measureAccuracy(),
};
await rm(workDir, { recursive: true, force: true });
say('the server at rest, on each database…');
const footprints = await measureFootprints(say);
const fleets = process.env.DATABASE_URL ? await measureFleets(say) : undefined;
say('covers: making an image’s renditions…');
const images = await measureImageRenditions(say);

const web = embedded.more;
if (!web) throw new Error('the web app was not measured');
await rewriteBenchmarks((previous) => {
  // Measured by their own runs (bench:caches on PostgreSQL, bench:lists, bench:first-start), so kept as they
  // stand; so is the fleet's without a PostgreSQL server to run it on.
  const kept = (heading: string, document: string) =>
    withSection(document, heading, sectionOf(previous, heading));
  const written = report({
    loadAverage,
    api: api.map((result) => ('figures' in result ? result.figures : result)),
    analysis,
    weights: web.weights,
    lighthouse: web.lighthouse,
    footprint: footprintReport(footprints, loadAverage),
  });
  const withFleet = fleets
    ? withSection(written, FLEET_HEADING, fleetReport(fleets))
    : kept(FLEET_HEADING, written);
  const withImages = withSection(withFleet, IMAGES_HEADING, imagesReport(images, loadAverage));
  return kept(FIRST_START_HEADING, kept(BOUNDED_LISTS_HEADING, kept(CACHES_HEADING, withImages)));
});
say(`written; ${measured(api).length} database(s) measured`);
