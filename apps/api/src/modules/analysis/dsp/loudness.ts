import { createClippingMeter } from './clipping';
import { highPassFilter, shelfFilter, type Biquad } from './k-weighting';
import type { Meter } from './meter';
import { createTruePeakMeter } from './true-peak';

/**
 * Integrated loudness per ITU-R BS.1770-4 (as EBU R128 uses it), with the file's true peak,
 * sample peak and clipped samples. Each channel is K-weighted (k-weighting.ts); the weighted
 * mean squares are taken over 400 ms blocks that overlap by 75 % (a block every 100 ms); blocks
 * below −70 LUFS are dropped (absolute gate), then blocks more than 10 LU below the loudness of
 * those left (relative gate); the loudness of what remains is the programme's. Checked against
 * the EBU Tech 3341 test signals in loudness.test.ts.
 */
export type LoudnessLevels = {
  /** Integrated loudness (LUFS), null when no block passes the gates (silence, or under 400 ms). */
  integratedLufs: number | null;
  /** dBTP, null for digital silence. */
  truePeakDbtp: number | null;
  /** dBFS, null for digital silence. */
  samplePeakDbfs: number | null;
  clippedSamples: number;
};

const BLOCK_STEPS = 4; // 400 ms blocks, one every 100 ms
const STEPS_PER_SECOND = 10;
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;
/** −0.691 dB offsets the K-filter's gain at 1 kHz, so a 0 dBFS 1 kHz sine in one channel reads −3.01 LUFS. */
const LOUDNESS_OFFSET = -0.691;
const SURROUND_WEIGHT = 1.41;

const loudnessOf = (meanSquare: number) => LOUDNESS_OFFSET + 10 * Math.log10(meanSquare);
const decibels = (linear: number) => (linear > 0 ? 20 * Math.log10(linear) : null);

/**
 * BS.1770's channel weights: 1.0 for left, right and centre, 1.41 for the surrounds. A 5.0
 * file (L R C Ls Rs) weights its last two channels 1.41; a 5.1 file (L R C LFE Ls Rs) too, and
 * leaves its LFE channel out, as the standard says. Other layouts count every channel 1.0.
 */
function channelWeights(channelCount: number): Float64Array {
  const weights = new Float64Array(channelCount).fill(1);
  if (channelCount === 5 || channelCount === 6) {
    weights[channelCount - 2] = SURROUND_WEIGHT;
    weights[channelCount - 1] = SURROUND_WEIGHT;
  }
  if (channelCount === 6) weights[3] = 0;
  return weights;
}

/**
 * One channel's K-weighting: the two biquads' states (transposed direct form II) and the sum
 * of squares of its output in the current 100 ms step.
 */
type ChannelFilter = { s1: number; s2: number; h1: number; h2: number; energy: number };

/** Below this a filter state no longer changes a result; smaller, it decays as slow subnormals. */
const NEGLIGIBLE_STATE = 1e-30;

/**
 * Runs `samples[from..to)` through the channel's K-weighting filter, adding the squares of the
 * result to the step's energy. Sample by sample in one running sum, so the result does not
 * depend on where the chunks were cut. The state is kept in locals inside the loop.
 */
function weigh(
  filter: ChannelFilter,
  shelf: Biquad,
  highPass: Biquad,
  samples: Float32Array,
  from: number,
  to: number,
): void {
  const { b0, b1, b2, a1, a2 } = shelf;
  const { b0: c0, b1: c1, b2: c2, a1: d1, a2: d2 } = highPass;
  let { s1, s2, h1, h2, energy } = filter;
  for (let i = from; i < to; i += 1) {
    const x = samples[i] as number;
    const y = b0 * x + s1;
    s1 = b1 * x - a1 * y + s2;
    s2 = b2 * x - a2 * y;
    const z = c0 * y + h1;
    h1 = c1 * y - d1 * z + h2;
    h2 = c2 * y - d2 * z;
    energy += z * z;
  }
  filter.s1 = s1;
  filter.s2 = s2;
  filter.h1 = h1;
  filter.h2 = h2;
  filter.energy = energy;
}

/** Long silence after a sound would leave the states decaying through subnormal numbers. */
function settle(filter: ChannelFilter): void {
  if (Math.abs(filter.s1) < NEGLIGIBLE_STATE) filter.s1 = 0;
  if (Math.abs(filter.s2) < NEGLIGIBLE_STATE) filter.s2 = 0;
  if (Math.abs(filter.h1) < NEGLIGIBLE_STATE) filter.h1 = 0;
  if (Math.abs(filter.h2) < NEGLIGIBLE_STATE) filter.h2 = 0;
}

/** A list of numbers that grows by doubling: one per 100 ms of audio, never the audio itself. */
function createGrowingList() {
  let values = new Float64Array(1024);
  let length = 0;
  return {
    add(value: number) {
      if (length === values.length) {
        const grown = new Float64Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[length] = value;
      length += 1;
    },
    values: () => values.subarray(0, length),
  };
}

/** The gated mean of the blocks' mean squares (BS.1770-4 section 5.1): null when none pass. */
function gatedLoudness(blockMeanSquares: Float64Array): number | null {
  const absoluteGate = 10 ** ((ABSOLUTE_GATE_LUFS - LOUDNESS_OFFSET) / 10);
  let sum = 0;
  let count = 0;
  for (const z of blockMeanSquares) {
    if (z > absoluteGate) {
      sum += z;
      count += 1;
    }
  }
  if (count === 0) return null;
  const relativeGate = Math.max(absoluteGate, (sum / count) * 10 ** (RELATIVE_GATE_LU / 10));
  sum = 0;
  count = 0;
  for (const z of blockMeanSquares) {
    if (z > relativeGate) {
      sum += z;
      count += 1;
    }
  }
  return count === 0 ? null : loudnessOf(sum / count);
}

export function createLoudnessMeter(
  sampleRate: number,
  channelCount: number,
): Meter<LoudnessLevels> {
  const shelf = shelfFilter(sampleRate);
  const highPass = highPassFilter(sampleRate);
  const weights = channelWeights(channelCount);
  const filters: ChannelFilter[] = Array.from({ length: channelCount }, () => ({
    s1: 0,
    s2: 0,
    h1: 0,
    h2: 0,
    energy: 0,
  }));
  const peaks = createTruePeakMeter(channelCount);
  const clipping = createClippingMeter(channelCount);
  const blocks = createGrowingList();

  // The last four 100 ms steps: their weighted energies and sample counts, as rings.
  const stepEnergies = new Float64Array(BLOCK_STEPS);
  const stepSamples = new Float64Array(BLOCK_STEPS);
  let stepsDone = 0;
  let stepFilled = 0;
  /** Steps end on whole samples nearest to each 100 ms, for rates not a multiple of 10 Hz. */
  let stepLength = Math.round(sampleRate / STEPS_PER_SECOND);

  function closeStep(): void {
    let stepEnergy = 0;
    for (let channel = 0; channel < channelCount; channel += 1) {
      const filter = filters[channel] as ChannelFilter;
      stepEnergy += (weights[channel] as number) * filter.energy;
      filter.energy = 0;
      settle(filter);
    }
    const slot = stepsDone % BLOCK_STEPS;
    stepEnergies[slot] = stepEnergy;
    stepSamples[slot] = stepFilled;
    stepsDone += 1;
    if (stepsDone >= BLOCK_STEPS) {
      let energy = 0;
      let samples = 0;
      for (let i = 0; i < BLOCK_STEPS; i += 1) {
        energy += stepEnergies[i] as number;
        samples += stepSamples[i] as number;
      }
      blocks.add(energy / samples);
    }
    stepFilled = 0;
    stepLength =
      Math.round(((stepsDone + 1) * sampleRate) / STEPS_PER_SECOND) -
      Math.round((stepsDone * sampleRate) / STEPS_PER_SECOND);
  }

  return {
    push(channels) {
      peaks.push(channels);
      clipping.push(channels);
      const length = channels[0]?.length ?? 0;
      let at = 0;
      while (at < length) {
        const end = Math.min(length, at + stepLength - stepFilled);
        for (let channel = 0; channel < channelCount; channel += 1) {
          if (weights[channel] === 0) continue;
          const samples = channels[channel] as Float32Array;
          weigh(filters[channel] as ChannelFilter, shelf, highPass, samples, at, end);
        }
        stepFilled += end - at;
        at = end;
        if (stepFilled === stepLength) closeStep();
      }
    },
    result() {
      // A step cut short by the end is left out: the standard gates whole blocks only.
      const { truePeak, samplePeak } = peaks.result();
      return {
        integratedLufs: gatedLoudness(blocks.values()),
        truePeakDbtp: decibels(truePeak),
        samplePeakDbfs: decibels(samplePeak),
        clippedSamples: clipping.result(),
      };
    },
  };
}
