import {
  MEASURED_KEYS,
  unmeasuredAnalysis,
  type AudioAnalysis,
  type MeasuredKey,
} from '@cuebrief/shared';
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

/** What of an analysis row the API shows (not its job's claim, lease or error). */
export type PresentedAnalysisRow = Pick<
  AudioAnalysisRow,
  | 'state'
  | 'analyser'
  | 'analyserVersion'
  | 'bpm'
  | 'musicalKey'
  | 'keyConfidence'
  | 'loudnessLufs'
  | 'truePeakDbtp'
  | 'durationSeconds'
  | 'leadingSilenceSeconds'
  | 'trailingSilenceSeconds'
  | 'clippedSamples'
  | 'analysedAt'
>;

/**
 * An audio file's analysis as the API answers it (docs/contracts.md#brief-fit): its results
 * only once done, so a pending or failed one shows nothing half-measured. A file without a row
 * (one stored before analysis existed, until the backfill reaches it) is pending.
 */
export function presentAnalysis(
  row: AudioAnalysisRow | PresentedAnalysisRow | null | undefined,
): AudioAnalysis {
  if (row?.state !== 'done') return unmeasuredAnalysis(row?.state ?? 'pending');
  return {
    state: 'done',
    analyser: row.analyser,
    analyserVersion: row.analyserVersion,
    bpm: oneDecimal(row.bpm),
    key: measuredKeyOf(row.musicalKey),
    keyConfidence: hundredths(row.keyConfidence),
    loudnessLufs: oneDecimal(row.loudnessLufs),
    truePeakDbtp: oneDecimal(row.truePeakDbtp),
    durationSeconds: seconds(row.durationSeconds),
    leadingSilenceSeconds: seconds(row.leadingSilenceSeconds),
    trailingSilenceSeconds: seconds(row.trailingSilenceSeconds),
    clippedSamples: row.clippedSamples,
    analysedAt: row.analysedAt?.toISOString() ?? null,
  };
}
