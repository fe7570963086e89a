import { z } from 'zod';
import { MUSICAL_KEYS } from '../constants/vocabularies';

/**
 * The 24 keys a measurement can name: the vocabulary's keys without "Any key", which only a brief
 * can ask for.
 */
export const MEASURED_KEYS = MUSICAL_KEYS.filter(
  (key): key is Exclude<(typeof MUSICAL_KEYS)[number], 'Any key'> => key !== 'Any key',
);
export type MeasuredKey = (typeof MEASURED_KEYS)[number];

/** Where the server's measurement of an audio file stands (docs/contracts.md#brief-fit). */
export const ANALYSIS_STATES = ['pending', 'done', 'failed'] as const;
export type AnalysisState = (typeof ANALYSIS_STATES)[number];

/**
 * What the server measured in an audio's master file (the wav when it has both): every result
 * is null while the analysis is pending or when it failed, and a measure the audio does not
 * allow (a tempo in a drone, the loudness of silence) is null once done.
 */
export const audioAnalysisSchema = z.object({
  state: z.enum(ANALYSIS_STATES),
  analyser: z.string().nullable(),
  analyserVersion: z.string().nullable(),
  bpm: z.number().nullable(),
  key: z.enum(MEASURED_KEYS).nullable(),
  /** 0..1: how far the key stood out from the next likeliest. */
  keyConfidence: z.number().nullable(),
  /** Integrated loudness, EBU R128 / ITU-R BS.1770 (LUFS). */
  loudnessLufs: z.number().nullable(),
  /** dBTP, 4x oversampled. */
  truePeakDbtp: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  leadingSilenceSeconds: z.number().nullable(),
  trailingSilenceSeconds: z.number().nullable(),
  clippedSamples: z.number().int().nullable(),
  analysedAt: z.string().nullable(),
});
export type AudioAnalysis = z.infer<typeof audioAnalysisSchema>;

/** An analysis with nothing measured: pending, or failed. */
export function unmeasuredAnalysis(state: Exclude<AnalysisState, 'done'>): AudioAnalysis {
  return {
    state,
    analyser: null,
    analyserVersion: null,
    bpm: null,
    key: null,
    keyConfidence: null,
    loudnessLufs: null,
    truePeakDbtp: null,
    durationSeconds: null,
    leadingSilenceSeconds: null,
    trailingSilenceSeconds: null,
    clippedSamples: null,
    analysedAt: null,
  };
}

/** How one dimension of a take answers its brief, with the reason in words. */
export const FIT_VERDICTS = ['fits', 'close', 'off'] as const;
export type FitVerdict = (typeof FIT_VERDICTS)[number];

export const fitDimensionSchema = z.object({
  verdict: z.enum(FIT_VERDICTS),
  reason: z.string(),
});
export type FitDimension = z.infer<typeof fitDimensionSchema>;

/**
 * How a measured take fits the brief it answers: each dimension the brief sets (null when it
 * sets none, or nothing was measured), the worst of them as the summary, and a rank to sort by
 * (higher fits better).
 */
export const briefFitSchema = z.object({
  summary: z.enum(FIT_VERDICTS),
  rank: z.number(),
  tempo: fitDimensionSchema.nullable(),
  key: fitDimensionSchema.nullable(),
  length: fitDimensionSchema.nullable(),
  truePeak: fitDimensionSchema.nullable(),
});
export type BriefFit = z.infer<typeof briefFitSchema>;

/** Where what the uploader stated differs from what was measured, both shown side by side. */
export const statedMismatchSchema = z.object({
  field: z.enum(['bpm', 'key']),
  stated: z.string(),
  measured: z.string(),
  note: z.string(),
});
export type StatedMismatch = z.infer<typeof statedMismatchSchema>;
