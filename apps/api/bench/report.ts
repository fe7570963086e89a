// Writes docs/benchmarks.md from the figures of one `npm run bench` (run.ts measures them).
import os from 'node:os';
import { analysisReport, type AnalysisFigures } from './analysis-report';
import type { UploadFigures } from './audio-upload';
import type { HealthUnderUploads } from './health-under-uploads';
import { budgetOf, shownPath, type PageWeight } from './initial-js';
import type { LighthouseFigures } from './lighthouse';
import { lighthouseReport } from './lighthouse-report';
import { BENCH_QUERY, type RequestsLoad } from './requests-load';
import type { ReviewLoopFigures } from './review-loop';
import { reviewLoopReport } from './review-loop-report';
import {
  API_PORT,
  BARE_PORT,
  CONNECTIONS,
  DURATION_SECONDS,
  LIST_CONNECTIONS,
  LIST_PATH,
  LIST_TARGET_P99_MS,
  LOGIN_CONNECTIONS,
  REQUESTS_IN_DATABASE,
  ROUNDS,
  UPLOAD_MEMORY_TARGET_BYTES,
  UPLOAD_TARGET_OF_CP,
  WARMUP_SECONDS,
  type Figures,
} from './settings';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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

function listReport(list: Figures, load: RequestsLoad): string {
  const count = REQUESTS_IN_DATABASE.toLocaleString('en-US');
  const verdict = list.p99 < LIST_TARGET_P99_MS ? 'met' : '**not met**';
  return `## Composers' request list on ${count} requests

Before the API starts, the bench process opens the same data folder with the app's own database
client and migrations, seeds the demo accounts, and adds ${count} briefs of the demo clients
(apps/api/bench/requests-load.ts: created over the last 120 days, deadlines 3 to 75 days after,
8 % closed early, genres and moods weighted towards the common ones). Then it stores passed
deadlines as closed, as the requests worker does every minute, and runs \`VACUUM ANALYZE\` (the
embedded database has no autovacuum). Loading took ${load.seconds} s. ${load.open.toLocaleString('en-US')} requests are open;
\`genre=${BENCH_QUERY.genre}&mood=${BENCH_QUERY.mood}\` finds ${load.matching.toLocaleString('en-US')} of them.

| route | connections | requests/s | p50 ms | p99 ms | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
| GET ${LIST_PATH} | ${LIST_CONNECTIONS} | ${list.requestsPerSecond.toLocaleString('en-US')} | ${list.p50} | ${list.p99} | ${list.errors + list.non2xx} |

Target p99 under ${LIST_TARGET_P99_MS} ms: ${verdict}.

Every composer reads the same pages, so a page is kept in memory for 5 seconds, or until the
first request it counts reaches its deadline; a change clears the pages at once on every
instance (decision 024). Most calls above are answered from there. A page read from the database, which is what a
miss costs, takes **${load.uncachedPageMs} ms** on the embedded database (median of 21 reads in the bench
process): a page of rows from the newest-first index, and the count of all that match from the
GIN index of the vocabulary lists. Both use indexes (EXPLAIN ANALYZE on the embedded database,
after loading):

\`\`\`
${load.plan}
\`\`\`
`;
}

const mbPerSecond = (bytes: number, seconds: number) => (bytes / 2 ** 20 / seconds).toFixed(0);
export const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function uploadReport(u: UploadFigures): string {
  const uploadRate = u.fileBytes / u.uploadSeconds;
  const cpRate = u.fileBytes / u.cpSeconds;
  const floorRate = u.fileBytes / u.floorSeconds;
  const growth = u.rssPeakBytes - u.rssBeforeBytes;
  const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;
  const speedVerdict = uploadRate >= UPLOAD_TARGET_OF_CP * cpRate ? 'met' : '**not met**';
  const floorVerdict =
    floorRate >= UPLOAD_TARGET_OF_CP * cpRate
      ? "reaches it, so the gap is the API's own work"
      : `is itself ${percent(floorRate, cpRate)} of \`cp\`, so no upload through Node's HTTP server here reaches the target`;
  const memoryVerdict = growth < UPLOAD_MEMORY_TARGET_BYTES ? 'met' : '**not met**';
  return `## Audio upload and streaming

A ${mb(u.fileBytes)} MB stereo 16-bit 48 kHz wav (apps/api/bench/audio-upload.ts writes it) is
uploaded by a demo composer as a new submission's \`filewav\`, in one multipart request over
loopback. On its way in the server checks that it is RIFF/WAVE PCM, counts it against the 500 MB
limit, measures it and computes its waveform, writes it to storage (the local driver, in the
bench's data folder) and records it. Beside it, in the same run: \`cp\` of the file, and the same
request to a bare Fastify route that only writes the raw body to a file (no multipart parsing,
checks or records): the ceiling of an upload through Node's HTTP server here. One unmeasured upload warms
the server first; then the three take turns for ${u.rounds} rounds and each figure is the median.
Memory is the API process's resident set, read from /proc every 20 ms during each upload; the
largest growth is reported.

| measure | figure |
| --- | ---: |
| \`cp\` of the file | ${u.cpSeconds.toFixed(2)} s · ${mbPerSecond(u.fileBytes, u.cpSeconds)} MB/s |
| bare upload route (the ceiling) | ${u.floorSeconds.toFixed(2)} s · ${mbPerSecond(u.fileBytes, u.floorSeconds)} MB/s (${percent(floorRate, cpRate)} of \`cp\`) |
| upload through the API | ${u.uploadSeconds.toFixed(2)} s · ${mbPerSecond(u.fileBytes, u.uploadSeconds)} MB/s (${percent(uploadRate, cpRate)} of \`cp\`, ${percent(uploadRate, floorRate)} of the bare route) |
| server memory before → peak | ${mb(u.rssBeforeBytes)} MB → ${mb(u.rssPeakBytes)} MB (growth ${mb(growth)} MB) |
| reading it back: ${u.rangeRequests} range requests of 4 MB through its signed link | ${u.rangeSeconds.toFixed(2)} s · ${mbPerSecond(u.rangeBytes, u.rangeSeconds)} MB/s |

Targets: upload at least half of \`cp\`'s speed: ${speedVerdict} (the bare route ${floorVerdict});
memory growth under 64 MB: ${memoryVerdict}.

Why: \`cp\` of a file the page cache already holds is a copy inside the kernel
(\`copy_file_range\`), so its figure is this machine's memory bandwidth, and it varies widely
between runs on a shared machine. An upload moves every byte through a socket into a JavaScript
process and out again to a file, on the same two cores as the client that sends it; the API
also parses the multipart body, checks the header, counts bytes and scans every sample for the
waveform. A CPU profile of the API during uploads shows garbage collection of the 64 KB socket
buffers, the sample scan (about 0.2 s per 200 MB) and the multipart parser as its main costs.
`;
}

function healthReport(h: HealthUnderUploads): string {
  const row = (name: string, f: HealthUnderUploads['idle']) =>
    `| ${name} | ${f.p50} | ${f.p99} | ${f.calls.toLocaleString('en-US')} |`;
  return `## The event loop while mp3s are decoded

${h.uploads} uploads of a ${mb(h.mp3Bytes)} MB mp3 each (the test tone's frames repeated:
${Math.round((h.mp3Bytes * 8) / 128_000 / 60)} minutes of 128 kbit/s stereo) go to one submission at once, while \`/health\` is asked every 20 ms, one call
after another; before them, \`/health\` alone for 3 s (apps/api/bench/health-under-uploads.ts). The
mp3s are checked and decoded by mpg123 on worker threads, every core but one (decision 017).

| /health | p50 ms | p99 ms | calls |
| --- | ---: | ---: | ---: |
${row('idle', h.idle)}
${row(`during ${h.uploads} × ${mb(h.mp3Bytes)} MB mp3 uploads`, h.loaded)}

The uploads took ${h.uploadSeconds.toFixed(1)} s together. Before decision 017 mpg123 decoded on the event loop:
on this machine the same run measured /health at p50 77 ms and p99 124 ms during the uploads
(2.1 and 4.9 ms idle) and the uploads took 13.4 s, as every request waited for decoding to let go
of the thread.
`;
}

export function report(
  figures: Figures[],
  ratio: number,
  weights: PageWeight[],
  list: { figures: Figures; load: RequestsLoad },
  reviewLoop: ReviewLoopFigures,
  loadAverage: number,
  upload: UploadFigures,
  health: HealthUnderUploads,
  analysis: AnalysisFigures,
  lighthouse: { figures: LighthouseFigures[]; sharePage: string; loadAverage: number },
): string {
  const rows = figures
    .map(
      (f) =>
        `| ${f.name} | ${f.requestsPerSecond.toLocaleString('en-US')} | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} | ${f.rounds ? f.rounds.map((r) => r.toLocaleString('en-US')).join(' · ') : '—'} |`,
    )
    .join('\n');
  return `# Benchmarks

Figures from \`npm run bench\` (apps/api/bench/run.ts). The built API runs as its own process on the
embedded database with demo data and ${REQUESTS_IN_DATABASE.toLocaleString('en-US')} requests (see below); a bare Fastify JSON
route runs in a second process as the ceiling; autocannon drives both over loopback from a third.
The bench starts nothing else, but the machine may be shared: its load average (1 minute) was
${loadAverage.toFixed(1)} when the run began.

Run: ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} · ${Math.round(os.totalmem() / 2 ** 30)} GiB ·
Node ${process.version} · ${CONNECTIONS} connections (login: ${LOGIN_CONNECTIONS}, rotating through five
demo accounts) · ${WARMUP_SECONDS} s of unrecorded warm-up, then ${DURATION_SECONDS} s measured per run. The bare route and the profile call
alternate for ${ROUNDS} rounds and each shows its median round.
The API runs at \`LOG_LEVEL=warn\`; its one log line per request at \`info\` costs about a third of
the profile call's throughput on this machine.

| route | requests/s | p50 ms | p99 ms | errors | rounds, requests/s |
| --- | ---: | ---: | ---: | ---: | --- |
${rows}

The authenticated profile call reaches **${(ratio * 100).toFixed(0)} %** of the bare route's throughput
(target: at least 50 %: ${ratio >= 0.5 ? 'met' : '**not met** on this machine; see below'}). Each profile call checks the
access token and the account behind it, so a removed, rejected or password-changed account is
refused (read from memory, and dropped on every instance when it changes: decisions 003, 024).

Login is bound by argon2id on purpose (19 MiB, two passes per attempt): its throughput is the
price of making stolen password hashes expensive to crack, and the failed-login limits keep it
from being a lever against the server.

## How the profile call got here

Measured on this 2-core machine while building it (decision 003):

| change | profile req/s | of the bare route |
| --- | ---: | ---: |
| first version: account read from the database and token verified on every call | 510 | 1 % |
| account rows (5 s) and verified tokens cached in memory | 11,200 | 29 % |
| security headers built once; one log line per request | 14,000–15,000 | 35–40 % |
| access tokens checked against their session (5 s cache); body pace hook (issue 21) | no change: 15,100 and 16,700 against 12,400 and 14,900 before, alternating runs of the two builds on 2026-11-25 | — |

Where the rest goes: the server spends about 63 µs of CPU on a profile call and 22 µs on the bare
route (counted from /proc while autocannon sent 100,000 requests). Both write each answer with one
\`writev\`; the profile call's answer is larger, and routing, the access hook, the zod response check
and the request's child logger add a few microseconds each, none of them dominant. The load
generator shares the two cores, so both figures are also bounded by how fast it parses answers.

${listReport(list.figures, list.load)}
${reviewLoopReport(reviewLoop)}
${uploadReport(upload)}
${healthReport(health)}
${analysisReport(analysis)}
${webReport(weights)}
${lighthouseReport(
  lighthouse.figures,
  {
    name: lighthouse.sharePage,
    weight: weights.find((w) => shownPath(w.path) === lighthouse.sharePage),
  },
  lighthouse.loadAverage,
)}
## Reproduce

\`\`\`
npm install
npm run bench          # BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_REQUESTS and BENCH_UPLOAD_MB change the run
\`\`\`

The script builds the API and the web app, loads the requests into a fresh data folder, starts
the API on port ${API_PORT} with it, starts the bare route on port ${BARE_PORT}, measures, weighs the
pages and audits them with Lighthouse in Chromium (\`CHROMIUM_PATH\`, default /usr/bin/chromium),
stops both and rewrites this file.
`;
}
