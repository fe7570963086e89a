// The sections of docs/benchmarks.md on audio coming in, on each database side by side: an upload
// and its range reads, and the event loop while mp3s are decoded.
import type { ApiFigures } from './api-cases';
import type { UploadFigures } from './audio-upload';
import type { HealthUnderUploads } from './health-under-uploads';
import { mb } from './units';
import { UPLOAD_MEMORY_TARGET_BYTES, UPLOAD_TARGET_OF_CP } from './settings';

const mbPerSecond = (bytes: number, seconds: number) => (bytes / 2 ** 20 / seconds).toFixed(0);
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;
const verdict = (met: boolean) => (met ? 'met' : '**not met**');

/** The table's lines: a measure's name, and its cell for one database's upload. */
const UPLOAD_ROWS: [string, (u: UploadFigures) => string][] = [
  [
    '`cp` of the file',
    (u) => `${u.cpSeconds.toFixed(2)} s · ${mbPerSecond(u.fileBytes, u.cpSeconds)} MB/s`,
  ],
  [
    'bare upload route (the ceiling)',
    (u) =>
      `${u.floorSeconds.toFixed(2)} s · ${mbPerSecond(u.fileBytes, u.floorSeconds)} MB/s (${percent(u.cpSeconds, u.floorSeconds)} of \`cp\`)`,
  ],
  [
    'upload through the API',
    (u) =>
      `${u.uploadSeconds.toFixed(2)} s · ${mbPerSecond(u.fileBytes, u.uploadSeconds)} MB/s (${percent(u.cpSeconds, u.uploadSeconds)} of \`cp\`, ${percent(u.floorSeconds, u.uploadSeconds)} of the bare route)`,
  ],
  [
    'server memory before → peak',
    (u) =>
      `${mb(u.rssBeforeBytes)} MB → ${mb(u.rssPeakBytes)} MB (growth ${mb(u.rssPeakBytes - u.rssBeforeBytes)} MB)`,
  ],
  [
    'reading it back: range requests of 4 MB through its signed link',
    (u) =>
      `${u.rangeRequests} · ${u.rangeSeconds.toFixed(2)} s · ${mbPerSecond(u.rangeBytes, u.rangeSeconds)} MB/s`,
  ],
];

function uploadVerdicts({ database, upload: u }: ApiFigures): string {
  // Rates are bytes over seconds, so a rate's share of another is the other's time over its own.
  const speed = u.cpSeconds / u.uploadSeconds;
  const floor = u.cpSeconds / u.floorSeconds;
  const floorSays =
    floor >= UPLOAD_TARGET_OF_CP
      ? "reaches it, so the gap is the API's own work"
      : `is itself ${percent(u.cpSeconds, u.floorSeconds)} of \`cp\`, so no upload through Node's HTTP server here reaches the target`;
  const growth = u.rssPeakBytes - u.rssBeforeBytes;
  return `- ${database}: upload at least half of \`cp\`'s speed: ${verdict(speed >= UPLOAD_TARGET_OF_CP)} (the bare route ${floorSays}); memory growth under 64 MB: ${verdict(growth < UPLOAD_MEMORY_TARGET_BYTES)}.`;
}

export function uploadReport(api: ApiFigures[]): string {
  const [first] = api;
  if (!first) return '';
  const heads = api.map((a) => a.database);
  const rows = UPLOAD_ROWS.map(
    ([name, cell]) => `| ${name} | ${api.map((a) => cell(a.upload)).join(' | ')} |`,
  );
  return `## Audio upload and streaming

A ${mb(first.upload.fileBytes)} MB stereo 16-bit 48 kHz wav (apps/api/bench/audio-upload.ts writes it) is
uploaded by a demo composer as a new submission's \`filewav\`, in one multipart request over
loopback. On its way in the server checks that it is RIFF/WAVE PCM, counts it against the 500 MB
limit, measures it and computes its waveform, writes it to storage (the local driver, in the
bench's data folder) and records it. Beside it, in the same run: \`cp\` of the file, and the same
request to a bare Fastify route that only writes the raw body to a file (no multipart parsing,
checks or records): the ceiling of an upload through Node's HTTP server here. One unmeasured
upload warms the server first; then the three take turns for ${first.upload.rounds} rounds and each figure is the
median. Memory is the API process's resident set, read from /proc every 20 ms during each
upload; the largest growth is reported. The API ran on each database in turn:

| measure | ${heads.join(' | ')} |
| --- |${heads.map(() => ' ---: |').join('')}
${rows.join('\n')}

Targets:

${api.map(uploadVerdicts).join('\n')}

Why: \`cp\` of a file the page cache already holds is a copy inside the kernel
(\`copy_file_range\`), so its figure is this machine's memory bandwidth, and it varies widely
between runs on a shared machine. An upload moves every byte through a socket into a JavaScript
process and out again to a file, on the same two cores as the client that sends it; the API
also parses the multipart body, checks the header, counts bytes and scans every sample for the
waveform. A CPU profile of the API during uploads shows garbage collection of the 64 KB socket
buffers, the sample scan (about 0.2 s per 200 MB) and the multipart parser as its main costs.
The database records one row per take either way, so the two columns differ only by noise and
by the embedded database sharing the API's thread.
`;
}

export function healthReport(api: ApiFigures[]): string {
  const [first] = api;
  if (!first) return '';
  const h: HealthUnderUploads = first.health;
  const row = (database: string, name: string, f: HealthUnderUploads['idle']) =>
    `| ${database} | ${name} | ${f.p50} | ${f.p99} | ${f.calls.toLocaleString('en-US')} |`;
  const rows = api.flatMap(({ database, health }) => [
    row(database, 'idle', health.idle),
    row(
      database,
      `during ${health.uploads} × ${mb(health.mp3Bytes)} MB mp3 uploads`,
      health.loaded,
    ),
  ]);
  const took = api.map((a) => `${a.health.uploadSeconds.toFixed(1)} s on ${a.database}`);
  return `## The event loop while mp3s are decoded

${h.uploads} uploads of a ${mb(h.mp3Bytes)} MB mp3 each (the test tone's frames repeated:
${Math.round((h.mp3Bytes * 8) / 128_000 / 60)} minutes of 128 kbit/s stereo) go to one submission at once, while \`/health\` is asked every 20 ms, one call
after another; before them, \`/health\` alone for 3 s (apps/api/bench/health-under-uploads.ts). The
mp3s are checked and decoded by mpg123 on worker threads, every core but one (decision 017).

| database | /health | p50 ms | p99 ms | calls |
| --- | --- | ---: | ---: | ---: |
${rows.join('\n')}

The uploads took ${took.join(', ')} together. Before decision 017 mpg123 decoded on the event loop:
on this machine the same run measured /health at p50 77 ms and p99 124 ms during the uploads
(2.1 and 4.9 ms idle) and the uploads took 13.4 s, as every request waited for decoding to let go
of the thread.
`;
}
