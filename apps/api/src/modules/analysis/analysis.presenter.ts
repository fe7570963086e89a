import { MEASURED_KEYS, type AudioAnalysis, type MeasuredKey } from '@cuebrief/shared';
import type { AudioAnalysisRow } from '../../db/schema';
import { toMilliseconds } from '../../lib/to-milliseconds';

/** A key as stored is one of the 24 measured keys; anything else (never written) reads as none. */
function measuredKeyOf(text: string | null): MeasuredKey | null {
  return MEASURED_KEYS.find((key) => key === text) ?? null;
}

/** Reals are stored in 4 bytes: one decimal is what the analyser reported. */
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const hundredths = (value: number | null) =>
  value === null ? null : Math.round(value * 100) / 100;
const seconds = (value: number | null) => (value === null ? null : toMilliseconds(value));

/**
 * An audio file's analysis as the API answers it (docs/contracts.md#brief-fit): its results
 * only once done, so a pending or failed one shows nothing half-measured. A file without a row
 * (one stored before analysis existed, until the backfill reaches it) is pending.
 */
export function presentAnalysis(row: AudioAnalysisRow | null | undefined): AudioAnalysis {
  const done = row?.state === 'done' ? row : undefined;
  return {
    state: row?.state ?? 'pending',
    analyser: done?.analyser ?? null,
    analyserVersion: done?.analyserVersion ?? null,
    bpm: oneDecimal(done?.bpm ?? null),
    key: measuredKeyOf(done?.musicalKey ?? null),
    keyConfidence: hundredths(done?.keyConfidence ?? null),
    loudnessLufs: oneDecimal(done?.loudnessLufs ?? null),
    truePeakDbtp: oneDecimal(done?.truePeakDbtp ?? null),
    durationSeconds: seconds(done?.durationSeconds ?? null),
    leadingSilenceSeconds: seconds(done?.leadingSilenceSeconds ?? null),
    trailingSilenceSeconds: seconds(done?.trailingSilenceSeconds ?? null),
    clippedSamples: done?.clippedSamples ?? null,
    analysedAt: done?.analysedAt?.toISOString() ?? null,
  };
}
