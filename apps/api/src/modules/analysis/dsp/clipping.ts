import type { Meter } from './meter';

/**
 * Counts clipped samples: samples at full scale (|x| ≥ 0.999, which takes in 32767/32768 of
 * 16-bit audio) in runs of three or more of the same sign on one channel, every sample of such
 * a run counted. A lone full-scale sample is a peak that was normalised to 0 dBFS; a flat top
 * three samples long is a waveform that wanted to go further and was cut.
 */
const FULL_SCALE = 0.999;
const MIN_RUN = 3;

export function createClippingMeter(channelCount: number): Meter<number> {
  /** Per channel: the current run's length, positive above, negative below full scale. */
  const runs = new Int32Array(channelCount);
  let clipped = 0;

  function feed(channel: number, samples: Float32Array): void {
    let run = runs[channel] as number;
    for (let i = 0; i < samples.length; i += 1) {
      const x = samples[i] as number;
      if (x >= FULL_SCALE) run = run > 0 ? run + 1 : 1;
      else if (x <= -FULL_SCALE) run = run < 0 ? run - 1 : -1;
      else {
        run = 0;
        continue;
      }
      const length = run < 0 ? -run : run;
      // The run becomes a clip on its third sample: count the three, then each one after.
      if (length === MIN_RUN) clipped += MIN_RUN;
      else if (length > MIN_RUN) clipped += 1;
    }
    runs[channel] = run;
  }

  return {
    push(channels) {
      for (let channel = 0; channel < channelCount; channel += 1) {
        feed(channel, channels[channel] as Float32Array);
      }
    },
    result: () => clipped,
  };
}
