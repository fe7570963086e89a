// The first start's section of docs/benchmarks.md (issue 17 item 3): the demo data's cost, for
// its own run (first-start-run.ts), which puts it in place of the one there.
import os from 'node:os';
import { DEMO_CATALOGUE_CLIPS } from '../src/demo/seed-catalogue';
import { DEMO_TAKE_CLIPS } from '../src/demo/seed-submissions';
import type { FirstStart, FirstStarts } from './first-start';
import { median, mb } from './units';

export const FIRST_START_HEADING = '## First start: what the demo data costs';

/** The target of issue 17: the demo adds well under 20 s to a first start on two cores. */
const EXTRA_TARGET_SECONDS = 20;

const seconds = (value: number) => `${value.toFixed(1)} s`;
const medianOf = (starts: FirstStart[], figure: (start: FirstStart) => number) =>
  median(starts.map(figure));

/** Every clip the demo synthesises, and how long each plays. */
const clips = [...DEMO_TAKE_CLIPS, ...DEMO_CATALOGUE_CLIPS];
const lengths = clips.map((clip) => clip.music.seconds);
const total = lengths.reduce((sum, seconds) => sum + seconds, 0);

export function firstStartReport(runs: FirstStarts, loadAverage: number): string {
  const without = medianOf(runs.without, (s) => s.startSeconds);
  const withDemo = medianOf(runs.withDemo, (s) => s.startSeconds);
  const extra = withDemo - without;
  const measured = medianOf(runs.withDemo, (s) => s.measuredSeconds ?? Number.NaN);
  const cpu = [runs.without, runs.withDemo].map((starts) =>
    medianOf(starts, (s) => s.startCpuSeconds),
  );
  const measuredCpu = medianOf(runs.withDemo, (s) => s.measuredCpuSeconds ?? Number.NaN);
  const cpuExtra = (cpu[1] ?? 0) - (cpu[0] ?? 0);
  const files = medianOf(runs.withDemo, (s) => s.filesBytes);
  const database = [runs.without, runs.withDemo].map((starts) =>
    medianOf(starts, (s) => s.databaseBytes),
  );
  const verdict = extra < EXTRA_TARGET_SECONDS ? 'met' : `**not met** (${seconds(extra)})`;
  return `${FIRST_START_HEADING}

Run: ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} · load
average ${loadAverage.toFixed(1)} (1 minute) when it began · Node ${process.version}.

The built server (\`node apps/api/dist/server.js\`, as \`npm start\` runs it, with one analysis
thread) starts on a fresh data folder on the embedded database, ${runs.rounds} times without the demo
data and ${runs.rounds} times with it, in turn; medians. With it, the start synthesises every demo take,
track and placement (${clips.length} songs of ${Math.min(...lengths)} to ${Math.max(...lengths)} s, 44.1 kHz stereo wav, ${(total / 60).toFixed(1)} minutes in all),
stores them through the upload pipeline, draws the covers and writes the rest of the demo;
the analysis thread measures the audio meanwhile and after (decision 040).

| | without the demo | with the demo |
| --- | ---: | ---: |
| **start, until it answers** | ${seconds(without)} | **${seconds(withDemo)}** |
| CPU time until it answers (every thread) | ${seconds(cpu[0] ?? 0)} | ${seconds(cpu[1] ?? 0)} |
| demo audio measured, after answering | — | ${seconds(measured)} |
| CPU time until then, from the start | — | ${seconds(measuredCpu)} |
| stored files | — | ${mb(files)} MB |
| embedded database | ${mb(database[0] ?? 0)} MB | ${mb(database[1] ?? 0)} MB |

Target, the demo adding well under ${EXTRA_TARGET_SECONDS} s to a first start on two cores: ${verdict}
(${seconds(extra)} added). The wall times depend on what else the machine was running, the CPU
times much less: the demo costs ${seconds(cpuExtra)} more CPU time until the server answers, more
than it adds on an idle machine, where the analysis thread's share runs on the other core.

Reproduce this section alone (it replaces itself in this file):

\`\`\`
npm run build
npm run bench:first-start --workspace @cuebrief/api    # BENCH_ROUNDS changes the rounds
\`\`\`
`;
}
