import type { LENGTHS } from '../constants/vocabularies';
import type {
  AudioAnalysis,
  BriefFit,
  FitDimension,
  FitVerdict,
  StatedMismatch,
} from '../schemas/analysis';
import { relativeKeyOf } from './key-relations';

/** What of a brief a take is measured against (a request's fields as the API answers them). */
export type FitBrief = { tempo: [number, number] | null; key: string[]; length: string[] };

/** A measured tempo this close to the range (a share of it) still counts as inside it. */
const TEMPO_TOLERANCE = 0.02;
/** Outside the range by at most this share of it, a tempo is close, not off. */
const TEMPO_CLOSE = 0.1;
/** A length fits within ±10 % of the brief's, and is close within ±25 %. */
const LENGTH_FITS = 0.1;
const LENGTH_CLOSE = 0.25;
/** EBU R128's ceiling for broadcast delivery. */
export const BROADCAST_TRUE_PEAK_DBTP = -1;

/** Said in the reasons; a no-break space keeps "%" on the line of its number. */
const LENGTH_TOLERANCE_TEXT = '(±10\u00a0%)';

const VERDICT_SCORE: Record<FitVerdict, number> = { fits: 2, close: 1, off: 0 };

function wholeBpm(bpm: number): string {
  return String(Math.round(bpm));
}

function rangeText([slowest, fastest]: [number, number]): string {
  return slowest === fastest ? `${slowest}` : `${slowest}–${fastest}`;
}

function within(value: number, [low, high]: [number, number], share: number): boolean {
  return value >= low * (1 - share) && value <= high * (1 + share);
}

function tempoFit(bpm: number, range: [number, number]): FitDimension {
  const measured = `${wholeBpm(bpm)} BPM`;
  const asked = rangeText(range);
  if (within(bpm, range, TEMPO_TOLERANCE)) {
    return { verdict: 'fits', reason: `${measured}, inside the brief's ${asked}` };
  }
  if (within(bpm * 2, range, TEMPO_TOLERANCE)) {
    return { verdict: 'close', reason: `${measured}: half-time of the brief's ${asked}` };
  }
  if (within(bpm / 2, range, TEMPO_TOLERANCE)) {
    return { verdict: 'close', reason: `${measured}: double-time of the brief's ${asked}` };
  }
  const verdict = within(bpm, range, TEMPO_CLOSE) ? 'close' : 'off';
  return { verdict, reason: `${measured}; the brief asks ${asked}` };
}

function keyFit(key: string, asked: string[]): FitDimension {
  if (asked.includes(key)) return { verdict: 'fits', reason: `${key}, as the brief asks` };
  const relative = asked.find((wanted) => relativeKeyOf(wanted) === key);
  if (relative) {
    return { verdict: 'close', reason: `${key}: compatible, the relative of ${relative}` };
  }
  return { verdict: 'off', reason: `${key}; the brief asks ${asked.join(' or ')}` };
}

/** m:ss, as players show a length. */
export function clockText(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The brief's lengths in seconds; "3 minutes or more" has no upper end. */
const LENGTH_SECONDS: Record<(typeof LENGTHS)[number], [number, number]> = {
  '15 seconds': [15, 15],
  '30 seconds': [30, 30],
  '60 seconds': [60, 60],
  '90 seconds': [90, 90],
  '2 minutes': [120, 120],
  '3 minutes or more': [180, Infinity],
};

function lengthVerdict(seconds: number, length: string): FitVerdict {
  const range = LENGTH_SECONDS[length as keyof typeof LENGTH_SECONDS];
  if (within(seconds, range, LENGTH_FITS)) return 'fits';
  return within(seconds, range, LENGTH_CLOSE) ? 'close' : 'off';
}

/** The best of the brief's lengths for the take; null when the brief names none it knows. */
function lengthFit(seconds: number, asked: string[]): FitDimension | null {
  const known = asked.filter((length) => length in LENGTH_SECONDS);
  const best = known
    .map((length) => ({ length, verdict: lengthVerdict(seconds, length) }))
    .sort((a, b) => VERDICT_SCORE[b.verdict] - VERDICT_SCORE[a.verdict])[0];
  if (!best) return null;
  const measured = clockText(seconds);
  if (best.verdict === 'fits') {
    return {
      verdict: 'fits',
      reason: `${measured}, a ${best.length} cut ${LENGTH_TOLERANCE_TEXT}`,
    };
  }
  return {
    verdict: best.verdict,
    reason: `${measured}; the brief asks ${known.join(' or ')} ${LENGTH_TOLERANCE_TEXT}`,
  };
}

function truePeakFit(dbtp: number): FitDimension {
  const peak = `true peak ${dbtp.toFixed(1)} dBTP`;
  if (dbtp > BROADCAST_TRUE_PEAK_DBTP) {
    return { verdict: 'off', reason: `Not broadcast-safe: ${peak}, above −1 dBTP` };
  }
  return { verdict: 'fits', reason: `Broadcast-safe: ${peak}` };
}

/**
 * How a take's measurement answers its brief (docs/contracts.md#brief-fit): tempo inside the
 * brief's range (or half- or double-time of it), key equal or relative, length within ±10 % of
 * one of the brief's, true peak at most −1 dBTP. Null until the analysis is done.
 */
export function briefFitOf(brief: FitBrief, analysis: AudioAnalysis): BriefFit | null {
  if (analysis.state !== 'done') return null;
  const keys = brief.key.filter((key) => key !== 'Any key');
  const dimensions = {
    tempo: brief.tempo && analysis.bpm !== null ? tempoFit(analysis.bpm, brief.tempo) : null,
    key:
      keys.length > 0 && brief.key.length === keys.length && analysis.key !== null
        ? keyFit(analysis.key, keys)
        : null,
    length:
      analysis.durationSeconds !== null ? lengthFit(analysis.durationSeconds, brief.length) : null,
    truePeak: analysis.truePeakDbtp !== null ? truePeakFit(analysis.truePeakDbtp) : null,
  };
  const scores = Object.values(dimensions)
    .filter((dimension) => dimension !== null)
    .map((dimension) => VERDICT_SCORE[dimension.verdict]);
  const worst = scores.length > 0 ? Math.min(...scores) : VERDICT_SCORE.fits;
  const mean = scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : 2;
  const summary = (Object.keys(VERDICT_SCORE) as FitVerdict[]).find(
    (verdict) => VERDICT_SCORE[verdict] === worst,
  );
  // The worst dimension ranks first; among equals, the one with more dimensions that fit.
  return { summary: summary ?? 'off', rank: worst * 10 + mean, ...dimensions };
}

/** A stated tempo this far from the measurement (a share of it) is worth showing. */
const STATED_BPM_TOLERANCE = 0.04;

function bpmMismatch(stated: number, measured: number): StatedMismatch | undefined {
  const near = (a: number, b: number) => Math.abs(a - b) <= b * STATED_BPM_TOLERANCE;
  if (near(stated, measured)) return undefined;
  const base = `stated ${stated}, measured ${wholeBpm(measured)}`;
  const note = near(stated, measured * 2)
    ? `${base}: half-time?`
    : near(stated * 2, measured)
      ? `${base}: double-time?`
      : base;
  return { field: 'bpm', stated: String(stated), measured: wholeBpm(measured), note };
}

function keyMismatch(stated: string, measured: string): StatedMismatch | undefined {
  if (stated === measured || stated === 'Any key') return undefined;
  const base = `stated ${stated}, measured ${measured}`;
  const note = relativeKeyOf(stated) === measured ? `${base}: its relative?` : base;
  return { field: 'key', stated, measured, note };
}

/**
 * Where the uploader's stated tempo or key differs from the measurement ("stated 120, measured
 * 60: half-time?"); empty while nothing is measured.
 */
export function statedMismatchesOf(
  stated: { bpm: number | null; key: string | null },
  analysis: AudioAnalysis,
): StatedMismatch[] {
  if (analysis.state !== 'done') return [];
  const mismatches = [
    stated.bpm !== null && analysis.bpm !== null
      ? bpmMismatch(stated.bpm, analysis.bpm)
      : undefined,
    stated.key !== null && analysis.key !== null
      ? keyMismatch(stated.key, analysis.key)
      : undefined,
  ];
  return mismatches.filter((mismatch) => mismatch !== undefined);
}
