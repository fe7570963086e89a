// The brief-fit analysis section of docs/benchmarks.md.
import {
  EVENT_LOOP_SAMPLING_MS,
  type AccuracyRow,
  type CpuFigures,
  type EventLoopFigures,
} from './analysis';
import type { AnalysisLoadFigures } from './analysis-under-load';
import type { BenchDatabaseName } from './bench-database';

export const ANALYSIS_CPU_TARGET_SECONDS = 0.5;
export const EVENT_LOOP_TARGET_MS = 50;
const SAMPLING_MS = EVENT_LOOP_SAMPLING_MS;

export type AnalysisFigures = {
  cpu: CpuFigures[];
  accuracy: AccuracyRow[];
  eventLoop: EventLoopFigures;
  /** On each database the API ran on. */
  underLoad: (AnalysisLoadFigures & { database: BenchDatabaseName })[];
  /** Of the upload through the API against the bare route (audio-upload.ts), on each database. */
  uploadRatio: { database: BenchDatabaseName; ratio: number }[];
};

/** What the profile calls met while a take was analysed, on one database. */
function underLoadLine({
  database,
  analysisSeconds,
  analysis,
  profile,
}: AnalysisFigures['underLoad'][number]): string {
  return `- ${database}: the analysis took ${analysisSeconds.toFixed(1)} s (state ${analysis.state}, loudness ${analysis.loudnessLufs ?? 'none'} LUFS, true peak ${analysis.truePeakDbtp ?? 'none'} dBTP); ${profile.requests.toLocaleString('en-US')} profile calls answered, p50 ${profile.p50} ms, p99 ${profile.p99} ms, largest ${profile.max} ms, ${profile.errors} errors.`;
}

const met = (ok: boolean) => (ok ? 'met' : '**not met**');
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

function accuracyRows(rows: AccuracyRow[]): string {
  return rows
    .map(({ labelled, bpm, key, tempoOk, keyOk }) => {
      const error =
        bpm === null ? '—' : `${((100 * (bpm - labelled.bpm)) / labelled.bpm).toFixed(1)} %`;
      return (
        `| ${labelled.format} · ${labelled.sampleRate / 1000} kHz | ${labelled.bpm} | ${bpm ?? 'none'} | ` +
        `${error} ${tempoOk ? '✓' : '✗'} | ${labelled.key} | ${key ?? 'none'} ${keyOk ? '✓' : '✗'} |`
      );
    })
    .join('\n');
}

export function analysisReport(figures: AnalysisFigures): string {
  const { cpu, accuracy, eventLoop, underLoad } = figures;
  const worstCpu = Math.max(...cpu.map((c) => c.cpuSecondsPerMinute));
  const tempoHits = accuracy.filter((row) => row.tempoOk).length;
  const keyHits = accuracy.filter((row) => row.keyOk).length;
  return `## Brief fit: measuring every take

apps/api/bench/analysis.ts and analysis-under-load.ts. CPU time is this process's (every thread)
while the analyser decodes and measures a minute of synthesised stereo 44.1 kHz music (drums,
bass, chords, melody at 124 BPM in A minor), fed in 256 KB pieces; the median of three rounds
after a warm-up.

| file | bytes | CPU s per minute of audio |
| --- | ---: | ---: |
${cpu.map((c) => `| ${c.format} | ${mb(c.fileBytes)} MB | ${c.cpuSecondsPerMinute.toFixed(2)} |`).join('\n')}

Target at most ${ANALYSIS_CPU_TARGET_SECONDS} s per minute: ${met(worstCpu <= ANALYSIS_CPU_TARGET_SECONDS)}.

**Accuracy on the labelled set** (apps/api/test/helpers/labelled-set.ts: pieces the repository
synthesises at known tempi and keys, stored as 16- and 24-bit wav and mp3; the tests assert the
same thresholds): tempo within 2 % on ${tempoHits} of ${accuracy.length}, key exact on ${keyHits} of ${accuracy.length}.

| file | tempo | measured | error | key | measured |
| --- | ---: | ---: | ---: | --- | --- |
${accuracyRows(accuracy)}

**The event loop while a large file is measured.** A ${mb(eventLoop.fileBytes)} MB wav
(${eventLoop.audioMinutes.toFixed(1)} minutes of stereo 48 kHz) streamed from disk to an analysis worker thread by
the runner's own code, the event loop's delay sampled by Node's \`monitorEventLoopDelay\` every
${SAMPLING_MS} ms meanwhile: p50 ${eventLoop.p50Ms.toFixed(1)} ms, p99 **${eventLoop.p99Ms.toFixed(1)} ms**, largest ${eventLoop.maxMs.toFixed(1)} ms. Each figure
includes the ${SAMPLING_MS} ms sampling interval itself (an idle loop reads about ${SAMPLING_MS} ms), so the loop
was held up by at most ${Math.max(0, eventLoop.p99Ms - SAMPLING_MS).toFixed(1)} ms beyond it at p99. The file took ${eventLoop.wallSeconds.toFixed(1)} s
(target p99 under ${EVENT_LOOP_TARGET_MS} ms: ${met(eventLoop.p99Ms < EVENT_LOOP_TARGET_MS)}).

The same file uploaded to the running API, which measures it on its analysis thread while
autocannon calls GET /users/v1/auth/profile at once until the analysis is recorded:

${underLoad.map(underLoadLine).join('\n')}

The calls' latency holds the event loop's delay, the load generator's own and the two cores'
sharing with the thread.

**The upload still answers as fast:** the upload through the API is ${figures.uploadRatio.map(({ database, ratio }) => `${(ratio * 100).toFixed(0)} % of the bare route on ${database}`).join(', ')}
(target at least 70 %: ${met(figures.uploadRatio.every(({ ratio }) => ratio >= 0.7))}); the analysis starts after the upload is recorded, and each upload round
above waits for the previous take's analysis, so no round carries another's.
`;
}
