import type { MeasuredKey } from '@cuebrief/shared';
import { synthesiseMusic } from '../../src/demo/music-synth';
import { encodeWav } from '../../src/demo/wav-encode';
import { encodeMp3 } from './mp3-encoder';

export type LabelledFormat = 'wav16' | 'wav24' | 'mp3';

/** A piece of known tempo and key, and the file format it is stored in. */
export type LabelledCase = {
  name: string;
  bpm: number;
  key: MeasuredKey;
  format: LabelledFormat;
  sampleRate: number;
  seconds: number;
  seed: number;
};

/**
 * The labelled test set: twelve synthesised pieces from 70 to 170 BPM (some between whole
 * numbers), six major and six minor keys on different tonics, each format four times, at 44.1
 * and 48 kHz. Made on demand, so the repository holds no audio.
 */
export const LABELLED_CASES: readonly LabelledCase[] = [
  { bpm: 70, key: 'A minor', format: 'wav16', sampleRate: 44_100, seed: 11 },
  { bpm: 78, key: 'Eb major', format: 'wav24', sampleRate: 44_100, seed: 12 },
  { bpm: 86.5, key: 'F# minor', format: 'mp3', sampleRate: 44_100, seed: 13 },
  { bpm: 92, key: 'D major', format: 'wav16', sampleRate: 48_000, seed: 14 },
  { bpm: 100, key: 'C minor', format: 'wav24', sampleRate: 44_100, seed: 15 },
  { bpm: 108, key: 'Bb major', format: 'mp3', sampleRate: 44_100, seed: 16 },
  { bpm: 117.5, key: 'E minor', format: 'wav16', sampleRate: 44_100, seed: 17 },
  { bpm: 124, key: 'G major', format: 'wav24', sampleRate: 48_000, seed: 18 },
  { bpm: 132, key: 'Ab major', format: 'mp3', sampleRate: 44_100, seed: 19 },
  { bpm: 140, key: 'C# minor', format: 'wav16', sampleRate: 44_100, seed: 20 },
  { bpm: 155, key: 'F major', format: 'wav24', sampleRate: 44_100, seed: 21 },
  { bpm: 170, key: 'B minor', format: 'mp3', sampleRate: 44_100, seed: 22 },
].map((entry) => ({
  ...entry,
  key: entry.key as MeasuredKey,
  format: entry.format as LabelledFormat,
  name: `${entry.bpm} BPM, ${entry.key}, ${entry.format}`,
  seconds: 24,
}));

/** The PCM of a labelled case, as synthesised (before any file format). */
export function labelledPcm(labelled: LabelledCase): Float32Array[] {
  return synthesiseMusic({
    bpm: labelled.bpm,
    key: labelled.key,
    seconds: labelled.seconds,
    sampleRate: labelled.sampleRate,
    seed: labelled.seed,
  });
}

/** A labelled case as the file a composer would upload. */
export async function labelledFile(labelled: LabelledCase): Promise<Uint8Array> {
  const pcm = labelledPcm(labelled);
  if (labelled.format === 'mp3') return encodeMp3(pcm, labelled.sampleRate);
  return encodeWav(pcm, labelled.sampleRate, labelled.format === 'wav16' ? 16 : 24);
}

/** Whether a measured tempo is within 2 % of the labelled one. */
export function tempoMatches(labelled: LabelledCase, bpm: number | null): boolean {
  return bpm !== null && Math.abs(bpm - labelled.bpm) / labelled.bpm <= 0.02;
}
