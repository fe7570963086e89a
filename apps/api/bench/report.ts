// Writes docs/benchmarks.md from the figures of one `npm run bench` (run.ts measures them).
import { analysisReport, type AnalysisFigures } from './analysis-report';
import type { ApiFigures } from './api-cases';
import { measured, notMeasured, type Missing } from './bench-database';
import { budgetOf, shownPath, type PageWeight } from './initial-js';
import type { LighthouseFigures } from './lighthouse';
import { lighthouseReport } from './lighthouse-report';
import { BENCH_QUERY } from './requests-load';
import { reviewLoopReport } from './review-loop-report';
import {
  API_PORT,
  BARE_PORT,
  LIST_CONNECTIONS,
  LIST_PATH,
  LIST_TARGET_P99_MS,
  REQUESTS_IN_DATABASE,
} from './settings';
import { throughputReport } from './throughput-report';
import { kb } from './units';
import { healthReport, uploadReport } from './upload-report';

function webReport(weights: PageWeight[]): string {
  const rows = weights
    .map(
      (w) =>
        `| \`${shownPath(w.path)}\` | ${w.scripts} | ${kb(w.rawBytes)} | ${kb(w.gzipBytes)} | ${kb(w.wireBytes)} | ${w.firstPaintMs} |`,
    )
    .join('\n');
  const budgets = weights
    .flatMap((w) => {
      const budget = budgetOf(w.path);
      if (budget === undefined) return [];
      const verdict = w.gzipBytes <= budget ? 'within' : '**over**';
      return [`\`${shownPath(w.path)}\` ${kb(budget)} gzipped: ${verdict} it`];
    })
    .join('; ');
  return `## Web app: JavaScript of a guest's first page

Each page opened five times by headless Chromium at 375 × 812 with an empty cache, from the API
process serving the built app. Counted: every script the page loads until the network is idle
(the shell, and the page's own lazily loaded chunk). gzip is level 9 of the same bytes; \`sent\` is
what went over the wire (the build's brotli files, served to browsers that accept them).
\`/listen/<token>\` is the recipient's page of a share link, a web entry of its own (listen.html).

| page | scripts | raw | gzip | sent | first contentful paint, ms (median) |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows}

Budgets: a guest's first page (\`/\`) and the share page: ${budgets}.
`;
}

function listReport(api: ApiFigures[]): string {
  const count = REQUESTS_IN_DATABASE.toLocaleString('en-US');
  const [first] = api;
  if (!first) return '';
  const rows = api.map(({ database, list: { figures: f } }) => {
    const verdict = f.p99 < LIST_TARGET_P99_MS ? 'met' : '**not met**';
    return `| ${database} | ${f.requestsPerSecond.toLocaleString('en-US')} | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} | ${verdict} |`;
  });
  const loads = api.map(
    ({ database, list: { load } }) =>
      `${database}: loading took ${load.seconds} s; a page read from the database, what a miss costs, takes **${load.uncachedPageMs} ms** (median of 21 reads in the bench process)`,
  );
  const plans = api.map(
    ({ database, list: { load } }) => `On ${database}:\n\n\`\`\`\n${load.plan}\n\`\`\``,
  );
  return `## Composers' request list on ${count} requests

Before the API starts, the bench process opens the same data folder (or PostgreSQL database)
with the app's own database client and migrations, seeds the demo accounts, and adds ${count}
briefs of the demo clients (apps/api/bench/requests-load.ts: created over the last 120 days,
deadlines 3 to 75 days after, 8 % closed early, genres and moods weighted towards the common
ones). Then it stores passed deadlines as closed, as the requests worker does every minute, and
runs \`VACUUM ANALYZE\` (the embedded database has no autovacuum). ${first.list.load.open.toLocaleString('en-US')} requests are open;
\`genre=${BENCH_QUERY.genre}&mood=${BENCH_QUERY.mood}\` finds ${first.list.load.matching.toLocaleString('en-US')} of them. GET ${LIST_PATH}, ${LIST_CONNECTIONS} connections:

| database | requests/s | p50 ms | p99 ms | errors | p99 under ${LIST_TARGET_P99_MS} ms |
| --- | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}

Every composer reads the same pages, so a page is kept in memory for 5 seconds, or until the
first request it counts reaches its deadline; a change clears the pages at once on every
instance (decision 024). Most calls above are answered from there. ${loads.join('; ')}: a page of
rows from the newest-first index, and the count of all that match from the GIN index of the
vocabulary lists. Both use indexes (EXPLAIN ANALYZE after loading):

${plans.join('\n\n')}
`;
}

/** What one `npm run bench` measured (run.ts). */
export type BenchRun = {
  loadAverage: number;
  /** The API's cases on each database: the embedded one, then PostgreSQL or why not. */
  api: (ApiFigures | Missing)[];
  analysis: Omit<AnalysisFigures, 'underLoad' | 'uploadRatio'>;
  weights: PageWeight[];
  lighthouse: { figures: LighthouseFigures[]; sharePage: string; loadAverage: number };
  /** The footprint's section, written by footprint-report.ts. */
  footprint: string;
};

export function report(run: BenchRun): string {
  const api = measured(run.api);
  const { weights, lighthouse } = run;
  const missing = notMeasured(run.api);
  return `# Benchmarks

Figures from \`npm run bench\` (apps/api/bench/run.ts). The built API runs as its own process with
demo data and ${REQUESTS_IN_DATABASE.toLocaleString('en-US')} requests (see below), once on the embedded database and once on
a fresh PostgreSQL database of the server \`DATABASE_URL\` names (on the same machine and the same two
cores); every API case below ran on each in turn, and each section shows both side by side. A
bare Fastify JSON route runs in a second process as the ceiling; autocannon drives both over
loopback from a third. The bench starts nothing else, but the machine may be shared: its load
average (1 minute) was ${run.loadAverage.toFixed(1)} when the run began.
${missing ? `\n${missing}\n` : ''}
${throughputReport(
  run.api.map((a) => ('throughput' in a ? a.throughput : a)),
  run.loadAverage,
)}
${listReport(api)}
${api.map((a) => reviewLoopReport(a.reviewLoop)).join('\n')}
${uploadReport(api)}
${healthReport(api)}
${analysisReport({
  ...run.analysis,
  underLoad: api.map((a) => ({ database: a.database, ...a.underLoad })),
  uploadRatio: api.map((a) => ({
    database: a.database,
    ratio: a.upload.floorSeconds / a.upload.uploadSeconds,
  })),
})}
${webReport(weights)}
${lighthouseReport(
  lighthouse.figures,
  {
    name: lighthouse.sharePage,
    weight: weights.find((w) => shownPath(w.path) === lighthouse.sharePage),
  },
  lighthouse.loadAverage,
)}
${run.footprint}
## Reproduce

\`\`\`
npm install
DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench    # BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_REQUESTS and BENCH_UPLOAD_MB change the run
\`\`\`

The script builds the API and the web app and starts the bare route on port ${BARE_PORT}. Then, for
the embedded database and for a fresh database on the PostgreSQL server \`DATABASE_URL\` names
(dropped after; without \`DATABASE_URL\` the PostgreSQL figures are left out), it loads the
requests and the review loop's takes into a fresh data folder, starts the API on port ${API_PORT}
with it, measures and stops it; on the embedded one it also weighs the pages and audits them
with Lighthouse in Chromium (\`CHROMIUM_PATH\`, default /usr/bin/chromium). Then it measures the
analysis in its own process, each database's server at rest, (with \`DATABASE_URL\`) the fleet
behind nginx and an uploaded cover's renditions (the built image worker, in fresh processes), and
rewrites this file. Parts run alone, each replacing its own section: \`npm run bench:throughput\`,
\`bench:footprint\`, \`bench:fleet\`, \`bench:lists\`, \`bench:review-loop\`, \`bench:caches\`,
\`bench:lighthouse\`, \`bench:first-start\` and \`bench:images\` (in apps/api, after
\`npm run build\`).
`;
}
