import type { Meter } from '../../src/modules/analysis/dsp/meter';

// Tests that measure whole files wrap these signals as a composer's upload would be.
export { encodeWav } from '../../src/demo/wav-encode';

/** One stretch of a test signal: a sine (or silence) at a level, per channel. */
export type ToneSegment = {
  seconds: number;
  /** Peak level of the sine in dBFS per channel (one value for all); null for digital silence. */
  dbfs: number | null | readonly (number | null)[];
  /** Hz; 1000 unless told. */
  frequency?: number;
  /** Radians at the segment's first sample, 0 unless told. */
  phase?: number;
  /**
   * Seconds of linear fade in and out at the segment's ends. A sine that starts or stops on a
   * non-zero sample is a step, and a step rings between the samples: a true-peak test fades.
   */
  fadeSeconds?: number;
};

export type ToneSignal = {
  sampleRate: number;
  channels: number;
  segments: readonly ToneSegment[];
  /** Samples per pushed chunk; each chunk is a new set of arrays. */
  chunkFrames?: number;
};

/**
 * Makes the signal chunk by chunk and hands each chunk to `sink`, so a test of a 100-second
 * signal never holds it whole. The EBU Tech 3341 signals are sequences of such segments.
 */
export function generateTone(
  signal: ToneSignal,
  sink: (channels: readonly Float32Array[]) => void,
): void {
  const chunkFrames = signal.chunkFrames ?? 4096;
  for (const segment of signal.segments) {
    const frames = Math.round(segment.seconds * signal.sampleRate);
    const step = (2 * Math.PI * (segment.frequency ?? 1000)) / signal.sampleRate;
    const levels = Array.from({ length: signal.channels }, (_, channel) => {
      const dbfs = Array.isArray(segment.dbfs) ? segment.dbfs[channel] : segment.dbfs;
      return dbfs === null || dbfs === undefined ? 0 : 10 ** (dbfs / 20);
    });
    const fadeFrames = Math.round((segment.fadeSeconds ?? 0) * signal.sampleRate);
    const envelope = (frame: number) =>
      fadeFrames === 0 ? 1 : Math.min(1, frame / fadeFrames, (frames - frame) / fadeFrames);
    for (let start = 0; start < frames; start += chunkFrames) {
      const length = Math.min(chunkFrames, frames - start);
      const chunk = levels.map((amplitude) => {
        const samples = new Float32Array(length);
        for (let i = 0; i < length; i += 1) {
          const frame = start + i;
          samples[i] = amplitude * envelope(frame) * Math.sin((segment.phase ?? 0) + step * frame);
        }
        return samples;
      });
      sink(chunk);
    }
  }
}

/** Feeds the signal to a meter and answers its result. */
export function measureTone<R>(meter: Meter<R>, signal: ToneSignal): R {
  generateTone(signal, (chunk) => meter.push(chunk));
  return meter.result();
}

/** The whole signal as planar arrays, for the file encoders. */
export function toneChannels(signal: ToneSignal): Float32Array[] {
  const blocks: (readonly Float32Array[])[] = [];
  generateTone(signal, (chunk) => blocks.push(chunk));
  const frames = blocks.reduce((sum, block) => sum + (block[0]?.length ?? 0), 0);
  return Array.from({ length: signal.channels }, (_, channel) => {
    const joined = new Float32Array(frames);
    let offset = 0;
    for (const block of blocks) {
      const samples = block[channel] ?? new Float32Array(0);
      joined.set(samples, offset);
      offset += samples.length;
    }
    return joined;
  });
}
