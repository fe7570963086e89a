import {
  unmeasuredAnalysis,
  type AudioAnalysis,
  type BriefFit,
  type FitDimension,
} from '@cuebrief/shared';

/** A finished measurement: 120 BPM in D minor, 3:20 long, mastered for broadcast. */
export const measuredAnalysis = (changes: Partial<AudioAnalysis> = {}): AudioAnalysis => ({
  state: 'done',
  analyser: 'cuebrief-analyser',
  analyserVersion: '1.0.0',
  bpm: 120,
  key: 'D minor',
  keyConfidence: 0.62,
  loudnessLufs: -14.2,
  truePeakDbtp: -1.3,
  durationSeconds: 200,
  leadingSilenceSeconds: 0,
  trailingSilenceSeconds: 0,
  clippedSamples: 0,
  analysedAt: '2026-11-20T12:00:05.000Z',
  ...changes,
});

/** An audio the server has not measured yet. */
export const pendingAnalysis = (): AudioAnalysis => unmeasuredAnalysis('pending');
/** An audio the decoder could not read past its header. */
export const failedAnalysis = (): AudioAnalysis => unmeasuredAnalysis('failed');

const fits = (reason: string): FitDimension => ({ verdict: 'fits', reason });

/**
 * A take's fit: every dimension fits unless `changes` says otherwise; the summary and rank
 * follow the dimensions as the shared rules make them (the worst first, then the mean).
 */
export function fitOf(changes: Partial<Omit<BriefFit, 'summary' | 'rank'>> = {}): BriefFit {
  const dimensions = {
    tempo: fits("120 BPM, inside the brief's 90–120"),
    key: fits('D minor, as the brief asks'),
    length: null,
    truePeak: fits('Broadcast-safe: true peak -1.3 dBTP'),
    ...changes,
  };
  const score: Record<FitDimension['verdict'], number> = { fits: 2, close: 1, off: 0 };
  const scores = Object.values(dimensions)
    .filter((dimension) => dimension !== null)
    .map((dimension) => score[dimension.verdict]);
  const worst = Math.min(...scores);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const summary = (['off', 'close', 'fits'] as const)[worst]!;
  return { summary, rank: worst * 10 + mean, ...dimensions };
}
