import { metricalPeriod, SEARCH_BPM, tempoPrior } from './metrical-level';

/**
 * Tempo from onset strength: how strongly it repeats at each period (autocorrelation), which
 * period explains the repetition best (a comb filterbank under a perceptual prior), that period
 * to a fraction of a frame, then the pulse listeners would tap (metrical-level.ts).
 */

/** Comb harmonics: a pulse at period P shows at P, 2P, 3P and 4P. */
const COMB_HARMONICS = 4;
/**
 * Below this periodicity there is no beat: the autocorrelation's mean at the beat's first
 * multiples, over that at zero. Twenty seconds of white noise reach 0.05, music with a pulse
 * 0.25 (a loosely played ballad) to 0.9.
 */
const MIN_CONFIDENCE = 0.15;
/**
 * Nor is there one when the onset strength hardly moves (standard deviation, log units per
 * band): real onsets rise by tenths, the flux of a held or slowly swelling tone by thousandths,
 * whose pattern is then only the frame grid beating with the waveform.
 */
const MIN_ONSET_DEVIATION = 0.01;
/** The trend removed from the onset strength: a moving mean this long (seconds). */
const TREND_SECONDS = 1;
/**
 * The onsets are smoothed by a Gaussian this wide (seconds) before their autocorrelation: about
 * the spread of a player's timing, so a loosely played beat still gives one clear peak per
 * period, and the peaks' interpolated positions (hence the tempo's decimals) stay true.
 */
const TIMING_SPREAD_SECONDS = 0.02;

export type TempoEstimate = { bpm: number | null; confidence: number };

const NO_BEAT: TempoEstimate = { bpm: null, confidence: 0 };

/** Onset strength above its local mean, half-wave rectified: accents, not loudness changes. */
function detrended(envelope: Float32Array, frameRate: number): Float32Array {
  const n = envelope.length;
  const half = Math.max(1, Math.round((TREND_SECONDS * frameRate) / 2));
  const sums = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) sums[i + 1] = sums[i]! + envelope[i]!;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const from = Math.max(0, i - half);
    const to = Math.min(n, i + half + 1);
    const mean = (sums[to]! - sums[from]!) / (to - from);
    out[i] = Math.max(0, envelope[i]! - mean);
  }
  return out;
}

/** The signal convolved with a normalised Gaussian of `sigma` samples. */
function smoothed(signal: Float32Array, sigma: number): Float32Array {
  const radius = Math.ceil(3 * sigma);
  const kernel = Float64Array.from({ length: 2 * radius + 1 }, (_, i) =>
    Math.exp(-0.5 * ((i - radius) / sigma) ** 2),
  );
  const out = new Float32Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    let sum = 0;
    let weight = 0;
    for (let j = Math.max(0, i - radius); j <= Math.min(signal.length - 1, i + radius); j++) {
      sum += signal[j]! * kernel[j - i + radius]!;
      weight += kernel[j - i + radius]!;
    }
    out[i] = sum / weight;
  }
  return out;
}

/** Unbiased autocorrelation of the mean-removed signal, lags 0..maxLag. */
function autocorrelation(onsets: Float32Array, maxLag: number): Float64Array {
  const n = onsets.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += onsets[i]!;
  mean /= n;
  const centred = new Float64Array(n);
  for (let i = 0; i < n; i++) centred[i] = onsets[i]! - mean;
  const result = new Float64Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag; lag++) {
    let sum = 0;
    for (let i = 0; i + lag < n; i++) sum += centred[i]! * centred[i + lag]!;
    result[lag] = sum / (n - lag);
  }
  return result;
}

/** The largest value of `values` in [from, to] and where it is. */
function peakIn(values: Float64Array, from: number, to: number): { at: number; value: number } {
  let at = Math.max(0, from);
  for (let i = at + 1; i <= Math.min(values.length - 1, to); i++) {
    if (values[i]! > values[at]!) at = i;
  }
  return { at, value: values[at]! };
}

/** The sub-sample position of a local maximum at `at` by a parabola through its neighbours. */
function interpolatedPeak(values: Float64Array, at: number): number {
  if (at <= 0 || at >= values.length - 1) return at;
  const left = values[at - 1]!;
  const centre = values[at]!;
  const right = values[at + 1]!;
  const curvature = left - 2 * centre + right;
  if (curvature >= 0) return at;
  return at + (0.5 * (left - right)) / curvature;
}

/**
 * The comb filterbank over the autocorrelation: for each whole period in the search range, the
 * mean of the autocorrelation's peaks at its first harmonics, weighed by the prior. A comb
 * rather than the autocorrelation alone because a real pulse repeats at every multiple of its
 * period, so the comb favours periods that explain the whole periodicity pattern.
 */
function bestCombPeriod(acf: Float64Array, frameRate: number): number {
  const shortest = Math.floor((60 * frameRate) / SEARCH_BPM.max);
  const longest = Math.min(Math.ceil((60 * frameRate) / SEARCH_BPM.min), acf.length - 1);
  let best = -1;
  let bestScore = -Infinity;
  for (let period = Math.max(1, shortest); period <= longest; period++) {
    let sum = 0;
    let count = 0;
    for (let k = 1; k <= COMB_HARMONICS; k++) {
      const to = Math.floor(k * (period + 0.5));
      if (to >= acf.length) break;
      sum += peakIn(acf, Math.ceil(k * (period - 0.5)), to).value;
      count++;
    }
    const score = (sum / count) * tempoPrior((60 * frameRate) / period);
    if (score > bestScore) {
      bestScore = score;
      best = period;
    }
  }
  return best;
}

/**
 * The period to a fraction of a frame: the autocorrelation's peaks near each multiple k·P,
 * interpolated, together give P with k times the precision of one peak. Each peak is looked
 * for around k times the estimate so far, so the search window stays narrow as k grows.
 */
function refinedPeriod(acf: Float64Array, period: number): number {
  let estimate = period;
  let lagSum = 0;
  let harmonicSum = 0;
  for (let k = 1; k <= 2 * COMB_HARMONICS; k++) {
    const centre = Math.round(k * estimate);
    if (centre + 3 >= acf.length) break;
    const { at } = peakIn(acf, centre - 2, centre + 2);
    // A maximum at the window's edge is a slope, not this harmonic's peak.
    if (at <= centre - 2 || at >= centre + 2) continue;
    lagSum += interpolatedPeak(acf, at);
    harmonicSum += k;
    estimate = lagSum / harmonicSum;
  }
  return estimate;
}

/**
 * How periodic the onsets are at `period`: the autocorrelation's peaks at its first multiples,
 * averaged, over the autocorrelation at zero. The multiples count because a pattern a bar long
 * (kick on 1, snare on 3 of a ballad) may repeat weakly at one beat and strongly at two and four.
 */
function periodicity(acf: Float64Array, period: number): number {
  let sum = 0;
  let count = 0;
  for (let k = 1; k <= COMB_HARMONICS; k++) {
    const near = Math.round(k * period);
    if (near + 1 >= acf.length) break;
    sum += peakIn(acf, near - 1, near + 1).value;
    count++;
  }
  return count > 0 ? sum / count / acf[0]! : 0;
}

/**
 * The tempo of music from its onset strength (values per second `frameRate`): periodicity by
 * autocorrelation, a comb filterbank with a perceptual prior to pick the period, sub-frame
 * refinement from the peaks at its multiples, then the metrical level. Null with confidence 0
 * where nothing repeats (silence, a held tone, noise).
 */
export function estimateTempo(envelope: Float32Array, frameRate: number): TempoEstimate {
  const shortestUseful = (2 * 60 * frameRate) / SEARCH_BPM.max;
  if (envelope.length < 4 * shortestUseful) return NO_BEAT;
  const onsets = detrended(envelope, frameRate);
  const longestPeriod = (60 * frameRate) / SEARCH_BPM.min;
  const maxLag = Math.min(
    Math.ceil(2 * COMB_HARMONICS * longestPeriod),
    Math.floor((onsets.length * 2) / 3),
  );
  if (!(Math.sqrt(autocorrelation(onsets, 0)[0]!) >= MIN_ONSET_DEVIATION)) return NO_BEAT;
  const acf = autocorrelation(smoothed(onsets, TIMING_SPREAD_SECONDS * frameRate), maxLag);

  const combPeriod = bestCombPeriod(acf, frameRate);
  if (combPeriod < 1) return NO_BEAT;
  const period = metricalPeriod(onsets, frameRate, refinedPeriod(acf, combPeriod));

  const confidence = Math.min(1, Math.max(0, periodicity(acf, period)));
  // Short clips need stronger evidence: the periodicity of random onsets, smoothed as here,
  // spreads by about 2.5/√n for n values, and the best of the hundred periods tried reaches
  // three times that (a 3 s clip of random onsets up to 0.33, twelve seconds 0.09).
  if (confidence < Math.max(MIN_CONFIDENCE, 8 / Math.sqrt(onsets.length))) return NO_BEAT;
  return {
    bpm: Math.round((600 * frameRate) / period) / 10,
    confidence: Math.round(confidence * 100) / 100,
  };
}
