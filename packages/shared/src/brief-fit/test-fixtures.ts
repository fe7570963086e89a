import type { AudioAnalysis, MeasuredKey } from '../schemas/analysis';

/** Each major key and its relative minor, written out by hand (three semitones below). */
export const RELATIVE_PAIRS: readonly (readonly [MeasuredKey, MeasuredKey])[] = [
  ['C major', 'A minor'],
  ['C# major', 'Bb minor'],
  ['D major', 'B minor'],
  ['Eb major', 'C minor'],
  ['E major', 'C# minor'],
  ['F major', 'D minor'],
  ['F# major', 'Eb minor'],
  ['G major', 'E minor'],
  ['Ab major', 'F minor'],
  ['A major', 'F# minor'],
  ['Bb major', 'G minor'],
  ['B major', 'Ab minor'],
];

/** A finished analysis of a clean 30 s take at 120 BPM in C major, with the given changes. */
export function measuredAnalysis(changes: Partial<AudioAnalysis> = {}): AudioAnalysis {
  return {
    state: 'done',
    analyser: 'cuebrief-analyser',
    analyserVersion: '1.0.0',
    bpm: 120,
    key: 'C major',
    keyConfidence: 0.8,
    loudnessLufs: -14,
    truePeakDbtp: -2,
    durationSeconds: 30,
    leadingSilenceSeconds: 0,
    trailingSilenceSeconds: 0,
    clippedSamples: 0,
    analysedAt: '2025-01-01T00:00:00.000Z',
    ...changes,
  };
}
