/**
 * The rate the music meter works at. Tempo needs the onsets of drums and notes and key needs
 * pitches up to about 2 kHz; both are served by a band up to about 5 kHz, so decimating to about
 * 11 kHz once, before any FFT, makes every later step four times cheaper at 44.1 kHz without
 * losing what either measurement uses.
 */
const TARGET_RATE = 11_025;

/** Decimated samples are handed on in blocks of this many (a reused buffer, never a new one). */
const OUTPUT_BLOCK = 4096;

/** Receives each block of decimated mono samples; `samples` is reused after the call returns. */
export type DecimatedSink = (samples: Float32Array, count: number) => void;

/** The decimation factor for an input rate: an integer, so no resampling is needed. */
function factorFor(sampleRate: number): number {
  return Math.max(1, Math.round(sampleRate / TARGET_RATE));
}

/** The rate the decimator hands on for an input rate. */
export function decimatedRate(sampleRate: number): number {
  return sampleRate / factorFor(sampleRate);
}

export type DownmixDecimator = {
  push(channels: readonly Float32Array[]): void;
  /** Hands on the samples still held; call once after the last push. */
  flush(): void;
};

/**
 * A Hann-windowed sinc low-pass for decimation by `factor`: cut-off at 80 % of the new Nyquist
 * frequency, 12 taps per unit of factor. A windowed FIR rather than an IIR because only every
 * factor-th output is needed, so the FIR costs taps/factor multiplications per input sample;
 * its stop band (about -44 dB) folds nothing audible into the band below 2 kHz that key uses,
 * and whatever folds into the onset band only blurs a little what is already broadband.
 */
function lowPassTaps(factor: number): Float32Array {
  if (factor === 1) return Float32Array.of(1);
  const length = 12 * factor + 1;
  const middle = (length - 1) / 2;
  const cutoff = 0.4 / factor; // cycles per input sample
  const taps = new Float32Array(length);
  let sum = 0;
  for (let i = 0; i < length; i++) {
    const x = i - middle;
    const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
    const window = 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 1)) / (length + 1));
    taps[i] = sinc * window;
    sum += taps[i]!;
  }
  for (let i = 0; i < length; i++) taps[i]! /= sum;
  return taps;
}

/**
 * Averages the channels into one and decimates it to about 11 kHz (an integer factor of the
 * input rate, so no resampling), handing the result on in blocks. Tempo and key do not depend
 * on where in the stereo image an instrument sits, so one channel carries all they need at half
 * the cost. Holds one block of input, never the signal.
 */
export function createDownmixDecimator(
  sampleRate: number,
  channelCount: number,
  sink: DecimatedSink,
): DownmixDecimator {
  const factor = factorFor(sampleRate);
  const taps = lowPassTaps(factor);
  const history = taps.length - 1;
  const capacity = history + OUTPUT_BLOCK * factor;
  // Mono input: the last `history` samples of the previous block, then the new ones.
  const input = new Float32Array(capacity);
  const output = new Float32Array(OUTPUT_BLOCK);
  const gain = 1 / Math.max(1, channelCount);
  let filled = history; // the filter starts on silence
  let next = history; // index of the newest input sample of the next output
  let produced = 0;

  // The taps are symmetric (linear phase), so each pair of samples equally far from the centre
  // shares one multiplication.
  const half = history / 2;
  const filterAvailable = () => {
    while (next < filled) {
      const newest = next;
      const oldest = next - history;
      let sum = taps[half]! * input[newest - half]!;
      for (let tap = 0; tap < half; tap++) {
        sum += taps[tap]! * (input[newest - tap]! + input[oldest + tap]!);
      }
      output[produced++] = sum;
      next += factor;
      if (produced === OUTPUT_BLOCK) {
        sink(output, produced);
        produced = 0;
      }
    }
    // Keep only what the next outputs still reach back to.
    const keepFrom = next - history;
    input.copyWithin(0, keepFrom, filled);
    filled -= keepFrom;
    next -= keepFrom;
  };

  return {
    push(channels) {
      const length = channels[0]?.length ?? 0;
      let offset = 0;
      while (offset < length) {
        const count = Math.min(length - offset, capacity - filled);
        const target = input.subarray(filled, filled + count);
        target.fill(0);
        for (const channel of channels) {
          for (let i = 0; i < count; i++) target[i]! += channel[offset + i]! * gain;
        }
        filled += count;
        offset += count;
        filterAvailable();
      }
    },
    flush() {
      if (produced > 0) sink(output, produced);
      produced = 0;
    },
  };
}
