import FFT from 'fft.js';

/** The pitch range of the chroma: A1 (55 Hz, a bass's low notes) to 2 kHz (about B6). */
const LOWEST_HZ = 55;
const HIGHEST_HZ = 2000;
/** Resolution of the pitch-class histogram: tenths of a semitone, so tuning can be read off it. */
const STEPS_PER_SEMITONE = 10;
const HISTOGRAM_BINS = 12 * STEPS_PER_SEMITONE;
/** Peaks this far below the frame's loudest (dB) are noise or leakage, not notes. */
const PEAK_RANGE_DB = 60;
/**
 * How sharp a peak must be to count as a note: the curvature of the log magnitude across the
 * peak's bin and its neighbours. A steady tone under the Hann window gives about -1.4 (its
 * neighbours 6 dB down); a tone sounding for 0.3 s of the window, or dying away with a time
 * constant of 0.15 s, about -0.5; the pitched thump of a kick or a snare's body, gone in
 * 0.05–0.15 s, -0.1 to -0.4.
 */
const MAX_PEAK_CURVATURE = -0.5;

/** The histogram step of a frequency: MIDI pitch in tenths of a semitone, C at 0, one octave. */
function stepOf(hz: number): number {
  const step = Math.round((69 + 12 * Math.log2(hz / 440)) * STEPS_PER_SEMITONE) % HISTOGRAM_BINS;
  return step < 0 ? step + HISTOGRAM_BINS : step;
}

/** Standard deviation over mean; 0 for nothing at all. */
function spread(values: Float64Array): number {
  let mean = 0;
  for (const value of values) mean += value / values.length;
  if (!(mean > 0)) return 0;
  let variance = 0;
  for (const value of values) variance += (value - mean) ** 2 / values.length;
  return Math.sqrt(variance) / mean;
}

/**
 * The chroma (energy per pitch class, C first) of a mono signal, summed over all of it, with
 * pitch counted from A4 = 440 Hz.
 *
 * Why this way: each frame's spectral peaks, not its bins, are mapped to pitch, with the peak's
 * frequency found to a fraction of a bin by a parabola through the log magnitudes. A window long
 * enough to part the semitones of a bass (8192 samples at about 11 kHz: 1.35 Hz per bin) still
 * leaks each tone over several bins, and mapping bins would smear a low note into its
 * neighbours; a peak is one note at one pitch. Only sharp peaks count: drums are pitched too (a
 * kick's 50 Hz, a snare's 200 Hz) and as loud as anything in a mix, but their tones last a
 * fraction of the window, which widens their peaks, while notes are held. Peaks land in a
 * histogram of tenths of a semitone, and only at the end is it folded into 12 classes, centred
 * on the tuning read from it (the circular mean of where the energy sits within a semitone), so
 * a recording tuned to A = 432 or 446 Hz is not split between neighbouring classes. Magnitudes
 * add up across frames unnormalised: louder passages, where the harmony is played out, weigh
 * more.
 */
export function createChroma(sampleRate: number) {
  // About 0.74 s at 11 kHz, whatever the rate, for the same resolution in hertz.
  const size = 2 ** Math.round(Math.log2(sampleRate * 0.74));
  // Half-overlapping Hann windows weigh every sample alike, which is all a sum over the file needs.
  const hop = size / 2;
  const fft = new FFT(size);
  const window = new Float32Array(size);
  for (let i = 0; i < size; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size);
  const windowed = new Float64Array(size);
  const spectrum = new Float64Array(2 * size);
  const binHz = sampleRate / size;
  const firstBin = Math.max(2, Math.floor(LOWEST_HZ / binHz));
  const lastBin = Math.min(size / 2 - 2, Math.ceil(HIGHEST_HZ / binHz));
  // Log magnitudes of the bins in range and one either side, for peak picking.
  const levels = new Float64Array(lastBin + 2);
  const histogram = new Float64Array(HISTOGRAM_BINS);
  // How many bins each step holds: noise peaks land in proportion, so a semitone high in the
  // range, wider in hertz, collects more of them than one low down.
  const binsPerStep = new Float64Array(HISTOGRAM_BINS);
  for (let bin = firstBin; bin <= lastBin; bin++) binsPerStep[stepOf(bin * binHz)]! += 1;
  const peakRange = (PEAK_RANGE_DB / 20) * Math.LN10;

  return {
    frameSize: size,
    hop,
    pushFrame(frame: Float32Array) {
      for (let i = 0; i < size; i++) windowed[i] = frame[i]! * window[i]!;
      fft.realTransform(spectrum, windowed);
      let loudest = -Infinity;
      for (let bin = firstBin - 1; bin <= lastBin + 1; bin++) {
        const re = spectrum[2 * bin]!;
        const im = spectrum[2 * bin + 1]!;
        // Natural log of the magnitude; the floor keeps digital silence finite.
        levels[bin] = 0.5 * Math.log(re * re + im * im + 1e-30);
        if (levels[bin]! > loudest) loudest = levels[bin]!;
      }
      const floor = loudest - peakRange;
      for (let bin = firstBin; bin <= lastBin; bin++) {
        const level = levels[bin]!;
        const left = levels[bin - 1]!;
        const right = levels[bin + 1]!;
        if (level <= floor || level <= left || level < right) continue;
        const curvature = left - 2 * level + right;
        if (curvature > MAX_PEAK_CURVATURE) continue;
        const offset = (0.5 * (left - right)) / curvature;
        const hz = (bin + offset) * binHz;
        const magnitude = Math.exp(level - 0.25 * (left - right) * offset);
        histogram[stepOf(hz)]! += magnitude;
      }
    },
    /**
     * The 12 pitch classes' energy (C first), the tuning found (semitones from A440), and the
     * chroma's contrast: the spread of the classes (standard deviation over mean) once each is
     * divided by the share of bins noise would give it, so that noise measures near 0 and notes
     * of a key far above.
     */
    result(): { chroma: Float64Array; tuningSemitones: number; contrast: number } {
      let cos = 0;
      let sin = 0;
      for (let step = 0; step < HISTOGRAM_BINS; step++) {
        const angle = (2 * Math.PI * step) / STEPS_PER_SEMITONE;
        cos += histogram[step]! * Math.cos(angle);
        sin += histogram[step]! * Math.sin(angle);
      }
      const tuningSteps = cos === 0 && sin === 0 ? 0 : (Math.atan2(sin, cos) / (2 * Math.PI)) * 10;
      const chroma = new Float64Array(12);
      const bins = new Float64Array(12);
      for (let step = 0; step < HISTOGRAM_BINS; step++) {
        const pitchClass = (Math.round((step - tuningSteps) / STEPS_PER_SEMITONE) + 12) % 12;
        chroma[pitchClass]! += histogram[step]!;
        bins[pitchClass]! += binsPerStep[step]!;
      }
      const evened = chroma.map((energy, pitchClass) => energy / Math.max(1, bins[pitchClass]!));
      return {
        chroma,
        tuningSemitones: tuningSteps / STEPS_PER_SEMITONE,
        contrast: spread(evened),
      };
    },
  };
}
