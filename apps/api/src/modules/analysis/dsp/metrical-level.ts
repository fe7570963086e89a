/**
 * The metrical level of a tempo: which of the pulses a piece repeats at (the bar, the beat, its
 * subdivisions) is the one listeners tap, and the perceptual prior that weighs them.
 */

/** The tempi searched: wide enough for a dirge's and a drum-and-bass track's pulse. */
export const SEARCH_BPM = { min: 40, max: 240 } as const;
/** The octave reported (contract: the preferred octave), where listeners mostly tap. */
const REPORTED_BPM = { min: 60, max: 200 } as const;
/**
 * The perceptual prior: a log-normal around 120 BPM, one octave wide (Moelants & McKinney 2004
 * found listeners' tapped tempi centred near 120 BPM; Ellis 2007 and librosa weight their
 * periodicity the same way).
 */
const PRIOR_CENTRE_BPM = 120;
const PRIOR_OCTAVES = 1;
/**
 * A faster pulse is the beat when the onsets it adds between the slower pulse's are at least
 * half as strong as the slower pulse's own (weighed by the prior): a backbeat snare passes, a
 * soft off-beat hi-hat does not.
 */
const FASTER_LEVEL_CONTRAST = 0.5;
/** The grid is fitted afresh over this many periods, so a drifting tempo still lines up. */
const GRID_SEGMENT_PERIODS = 8;

/** How likely listeners are to tap at `bpm`, 1 at the prior's centre. */
export function tempoPrior(bpm: number): number {
  const octaves = Math.log2(bpm / PRIOR_CENTRE_BPM) / PRIOR_OCTAVES;
  return Math.exp(-0.5 * octaves * octaves);
}

/** The onset strength near a position, allowing a frame either way for rounding and swing. */
function strengthNear(onsets: Float32Array, position: number): number {
  const at = Math.round(position);
  let value = 0;
  for (let i = Math.max(0, at - 1); i <= Math.min(onsets.length - 1, at + 1); i++) {
    value = Math.max(value, onsets[i]!);
  }
  return value;
}

/**
 * How a pulse of `period` frames lines up with the onsets: fitted segment by segment, the mean
 * onset strength on its best-phased grid (`onBeat`) and halfway between (`between`).
 */
function pulseGrid(onsets: Float32Array, period: number): { onBeat: number; between: number } {
  const segment = Math.max(Math.ceil(GRID_SEGMENT_PERIODS * period), 1);
  let onSum = 0;
  let onCount = 0;
  let betweenSum = 0;
  let betweenCount = 0;
  for (let start = 0; start + period < onsets.length; start += segment) {
    const end = Math.min(onsets.length, start + segment);
    let bestSum = -1;
    let bestCount = 0;
    let bestPhase = 0;
    for (let phase = 0; phase < period; phase++) {
      let sum = 0;
      let count = 0;
      for (let at = start + phase; at < end; at += period, count++) sum += strengthNear(onsets, at);
      if (count > 0 && sum / count > bestSum / Math.max(1, bestCount)) {
        bestSum = sum;
        bestCount = count;
        bestPhase = phase;
      }
    }
    onSum += Math.max(0, bestSum);
    onCount += bestCount;
    for (let at = start + bestPhase + period / 2; at < end; at += period, betweenCount++) {
      betweenSum += strengthNear(onsets, at);
    }
  }
  return {
    onBeat: onCount > 0 ? onSum / onCount : 0,
    between: betweenCount > 0 ? betweenSum / betweenCount : 0,
  };
}

/**
 * Whether the pulse at `fast` frames (half of `slow`) is the beat rather than a subdivision:
 * the slower grid's in-between onsets, against its own, weighed by the prior.
 */
function fasterIsBeat(onsets: Float32Array, frameRate: number, fast: number): boolean {
  const slow = pulseGrid(onsets, 2 * fast);
  if (slow.onBeat <= 0) return false;
  const bpmOf = (period: number) => (60 * frameRate) / period;
  return (
    (slow.between / slow.onBeat) * tempoPrior(bpmOf(fast)) >=
    FASTER_LEVEL_CONTRAST * tempoPrior(bpmOf(2 * fast))
  );
}

/**
 * Resolves the metrical level, the usual failure of tempo estimators (reporting half or double
 * the tempo listeners tap). First the three-two confusion: a grid at 3/2 or 2/3 of the period
 * replaces it only when its onsets are stronger. Then octaves: move to half the period when the
 * faster pulse is a beat of its own, to double when this one is only a subdivision.
 */
export function metricalPeriod(onsets: Float32Array, frameRate: number, period: number): number {
  const bpmOf = (candidate: number) => (60 * frameRate) / candidate;
  const inSearch = (candidate: number) =>
    bpmOf(candidate) >= SEARCH_BPM.min && bpmOf(candidate) <= SEARCH_BPM.max;
  const salience = (candidate: number) =>
    pulseGrid(onsets, candidate).onBeat * tempoPrior(bpmOf(candidate));

  let chosen = period;
  let chosenSalience = salience(period);
  for (const candidate of [(3 * period) / 2, (2 * period) / 3]) {
    if (!inSearch(candidate)) continue;
    const candidateSalience = salience(candidate);
    if (candidateSalience > chosenSalience) {
      chosen = candidate;
      chosenSalience = candidateSalience;
    }
  }

  for (let step = 0; step < 4; step++) {
    if (inSearch(chosen / 2) && fasterIsBeat(onsets, frameRate, chosen / 2)) chosen /= 2;
    else if (inSearch(chosen * 2) && !fasterIsBeat(onsets, frameRate, chosen)) chosen *= 2;
    else break;
  }
  while (bpmOf(chosen) < REPORTED_BPM.min) chosen /= 2;
  while (bpmOf(chosen) > REPORTED_BPM.max) chosen *= 2;
  return chosen;
}
