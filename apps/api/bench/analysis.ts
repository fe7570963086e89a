// Brief-fit analysis measured in this process: the analyser's CPU time per minute of music, its
// accuracy on the labelled set, and the event loop's delay while a worker thread measures a
// large wav streamed to it, as the server's runner does (issue 13).
import { createReadStream } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { synthesiseMusic } from '../src/demo/music-synth';
import { encodeWav } from '../src/demo/wav-encode';
import { createAnalysisThread } from '../src/modules/analysis/analysis-thread';
import { createAudioAnalyser } from '../src/modules/analysis/dsp/analyse';
import {
  LABELLED_CASES,
  labelledFile,
  tempoMatches,
  type LabelledCase,
} from '../test/helpers/labelled-set';
import { encodeMp3 } from '../test/helpers/mp3-encoder';
import { median } from './units';

const CPU_SECONDS_OF_MUSIC = 60;
const CPU_ROUNDS = 3;
const CHUNK_BYTES = 256 * 1024;
/** How often the event loop's delay is sampled (ms); every sample includes it. */
export const EVENT_LOOP_SAMPLING_MS = 10;

export type CpuFigures = { format: 'wav' | 'mp3'; fileBytes: number; cpuSecondsPerMinute: number };

export type AccuracyRow = {
  labelled: LabelledCase;
  bpm: number | null;
  key: string | null;
  tempoOk: boolean;
  keyOk: boolean;
};

export type EventLoopFigures = {
  fileBytes: number;
  audioMinutes: number;
  wallSeconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

async function analyseBytes(bytes: Uint8Array) {
  const analyser = await createAudioAnalyser();
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
    analyser.push(bytes.subarray(at, at + CHUNK_BYTES));
  }
  return analyser.finish();
}

function cpuSecondsOf(run: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  return run().then(() => {
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1e6;
  });
}

/**
 * CPU time (this process, every thread) to measure a minute of stereo 44.1 kHz music, decoding
 * included, as a 16-bit wav and as a 192 kbit/s mp3; the median of a few rounds after a warm-up.
 */
export async function measureAnalysisCpu(): Promise<CpuFigures[]> {
  const pcm = synthesiseMusic({
    bpm: 124,
    key: 'A minor',
    seconds: CPU_SECONDS_OF_MUSIC,
    sampleRate: 44_100,
    seed: 7,
  });
  const files = {
    wav: new Uint8Array(encodeWav(pcm, 44_100, 16)),
    mp3: await encodeMp3(pcm, 44_100),
  };
  const figures: CpuFigures[] = [];
  for (const format of ['wav', 'mp3'] as const) {
    const bytes = files[format];
    await analyseBytes(bytes);
    const rounds: number[] = [];
    for (let round = 0; round < CPU_ROUNDS; round += 1) {
      rounds.push(await cpuSecondsOf(() => analyseBytes(bytes)));
    }
    figures.push({
      format,
      fileBytes: bytes.length,
      cpuSecondsPerMinute: median(rounds) / (CPU_SECONDS_OF_MUSIC / 60),
    });
  }
  return figures;
}

/** Each labelled piece as its file, measured: tempo within 2 %, key exact. */
export async function measureAccuracy(): Promise<AccuracyRow[]> {
  const rows: AccuracyRow[] = [];
  for (const labelled of LABELLED_CASES) {
    const result = await analyseBytes(await labelledFile(labelled));
    rows.push({
      labelled,
      bpm: result.bpm,
      key: result.key,
      tempoOk: tempoMatches(labelled, result.bpm),
      keyOk: result.key === labelled.key,
    });
  }
  return rows;
}

/**
 * A large wav on disk streamed to an analysis worker thread, as the runner streams a stored file,
 * while this thread's event loop delay is sampled every 10 ms: what the runner's reading and
 * handing over of chunks costs the thread that serves requests.
 */
export async function measureEventLoopDuringAnalysis(
  file: string,
  fileBytes: number,
  audioMinutes: number,
): Promise<EventLoopFigures> {
  const thread = createAnalysisThread();
  const delay = monitorEventLoopDelay({ resolution: EVENT_LOOP_SAMPLING_MS });
  try {
    const started = process.hrtime.bigint();
    delay.enable();
    await thread.analyse(createReadStream(file, { highWaterMark: CHUNK_BYTES }));
    delay.disable();
    return {
      fileBytes,
      audioMinutes,
      wallSeconds: Number(process.hrtime.bigint() - started) / 1e9,
      p50Ms: delay.percentile(50) / 1e6,
      p99Ms: delay.percentile(99) / 1e6,
      maxMs: delay.max / 1e6,
    };
  } finally {
    await thread.close();
  }
}
