import type { MeasuredKey } from '@cuebrief/shared';
import { synthesiseMusic } from '../../apps/api/src/demo/music-synth';
import { encodeWav } from '../../apps/api/src/demo/wav-encode';

const SAMPLE_RATE = 44_100;
/** Well under the −1 dBTP broadcast ceiling, so only the tempo, key or length can miss a brief. */
const PEAK_DBFS = -3;

/**
 * A 16-bit stereo wav of music at a known tempo in a known key (the labelled set's synthesiser,
 * drums over chords), scaled to peak at −3 dBFS: what a composer uploads in the brief-fit
 * journeys, made afresh each run instead of committed.
 */
export function musicWav(options: { bpm: number; key: MeasuredKey; seconds: number }): Buffer {
  const channels = synthesiseMusic({ ...options, sampleRate: SAMPLE_RATE, seed: options.bpm });
  let peak = 0;
  for (const channel of channels) {
    for (const sample of channel) peak = Math.max(peak, Math.abs(sample));
  }
  const gain = peak > 0 ? 10 ** (PEAK_DBFS / 20) / peak : 1;
  const scaled = channels.map((channel) => channel.map((sample) => sample * gain));
  return encodeWav(scaled, SAMPLE_RATE, 16);
}
