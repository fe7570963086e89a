// The footprint's section of docs/benchmarks.md (issue 16 item 10, decision 032), for the whole
// bench and for its own run (footprint-run.ts), which puts it in place of the one there.
import os from 'node:os';
import { measured as measuredOf, notMeasured, type Missing } from './bench-database';
import { megabytes as mb, type Footprint, type MemorySample } from './footprint';
import { withSection } from './report-sections';
import { FOOTPRINT_TARGET_BYTES } from './settings';

export const FOOTPRINT_HEADING = '## Memory at rest: the embedded database and PostgreSQL';

const ROWS: [string, (s: MemorySample) => string][] = [
  ['**resident (RSS)**', (s) => `**${mb(s.rss)}**`],
  [
    'of it anonymous (heaps, WebAssembly) · file-backed (code)',
    (s) => `${mb(s.rssAnon)} · ${mb(s.rssFile)}`,
  ],
  ['peak resident since the start', (s) => mb(s.peakRss)],
  ['V8 heap, used · total', (s) => `${mb(s.heapUsed)} · ${mb(s.heapTotal)}`],
  ['external · of it array buffers', (s) => `${mb(s.external)} · ${mb(s.arrayBuffers)}`],
  [
    "PGlite's WebAssembly memory · resident",
    (s) => (s.wasmBytes === 0 ? '—' : `${mb(s.wasmBytes)} · ${mb(s.wasmResident)}`),
  ],
  ['threads', (s) => String(s.threads)],
];

function table(footprints: (Footprint | Missing)[]): string {
  const measured = measuredOf(footprints);
  const heads = measured.flatMap((f) => [`${f.database}, at rest`, `${f.database}, after load`]);
  const lines = ROWS.map(
    ([name, cell]) =>
      `| ${name} | ${measured.flatMap((f) => [cell(f.rested), cell(f.afterLoad)]).join(' | ')} |`,
  );
  return [
    `| | ${heads.join(' | ')} |`,
    `| --- |${heads.map(() => ' ---: |').join('')}`,
    ...lines,
  ].join('\n');
}

export function footprintReport(footprints: (Footprint | Missing)[], loadAverage: number): string {
  const embedded = measuredOf(footprints).find((f) => f.database === 'embedded');
  const worst = embedded ? Math.max(embedded.rested.rss, embedded.afterLoad.rss) : undefined;
  const verdict =
    worst === undefined
      ? 'not measured'
      : worst <= FOOTPRINT_TARGET_BYTES
        ? 'met'
        : `**not met** (${mb(worst)})`;
  const [sample] = measuredOf(footprints);
  return `${FOOTPRINT_HEADING}

Run: ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} · load
average ${loadAverage.toFixed(1)} (1 minute) when it began · Node ${process.version}.

The built server (\`node apps/api/dist/server.js\`, as \`npm start\` runs it) starts on a fresh data
folder with the demo data (\`DEMO_DATA=true\`, \`LOG_LEVEL=warn\`), on the embedded database and on a
fresh PostgreSQL database; the figures are taken once it has been left alone for
${sample?.idleSeconds ?? 60} s after answering (the demo written, its audio measured), and again after a short load
(${sample?.logins ?? 0} logins through argon2id, then ${(sample?.calls ?? 0).toLocaleString('en-US')} calls to the profile and the clients' and composers' lists, then
${sample?.idleSeconds ?? 60} s without calls). Resident memory is /proc's; the heap, external memory and the
WebAssembly memory are the process's own (\`apps/api/bench/memory-probe.mjs\`, loaded with
\`--import\`, answers SIGUSR2). The PostgreSQL server's own processes are not counted.

${table(footprints)}

${notMeasured(footprints)}

Target for the embedded database, 300 MB or less at rest: ${verdict}.

Where an idle embedded server's memory goes (decision 032): the code it runs (Node itself,
libvips, the bundle: the file-backed part above, about 60 MB, shared with any other Node process
on the machine); V8's heap (about 50 MB used: the modules' code and the app's objects);
PGlite's WebAssembly memory, of which PostgreSQL's shared buffers (16 MB) and its own memory are
resident; the C allocator's arenas, where argon2id's 19 MiB per login and the buffers of the
start stay after they are freed. Before decision 032 the same start rested at about 600 MB:
128 MB of shared buffers, 120 MB the allocator kept from setting up the data folder in the
server's process, and the analysis thread's V8 heap and decoders (about 50 MB), which stayed
after its last job.

Reproduce this section alone (it replaces itself in this file):

\`\`\`
npm run build
DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:footprint --workspace @cuebrief/api    # BENCH_FOOTPRINT_IDLE_SECONDS, BENCH_FOOTPRINT_PORT change the run
\`\`\`
`;
}

export const withFootprintSection = (document: string, section: string): string =>
  withSection(document, FOOTPRINT_HEADING, section);
