import { describe, expect, it } from 'vitest';
import { measureTone, type ToneSegment } from '../../../../test/helpers/tone-segments';
import { createSilenceMeter } from './silence';

const measure = (segments: ToneSegment[], sampleRate = 44_100, chunkFrames?: number) =>
  measureTone(createSilenceMeter(sampleRate, 2), {
    sampleRate,
    channels: 2,
    segments,
    chunkFrames,
  });

describe('leading and trailing silence', () => {
  it('reads 1.5 s before and 2 s after a tone', () => {
    const lengths = measure([
      { seconds: 1.5, dbfs: null },
      { seconds: 3, dbfs: -20, frequency: 440 },
      { seconds: 2, dbfs: null },
    ]);
    expect(lengths.leadingSilenceSeconds).toBeCloseTo(1.5, 2);
    expect(lengths.trailingSilenceSeconds).toBeCloseTo(2, 2);
  });

  it('counts sound below −60 dBFS as silence and a sound in one channel as sound', () => {
    const lengths = measure(
      [
        { seconds: 1, dbfs: -70 },
        { seconds: 1, dbfs: [null, -40] },
        { seconds: 0.5, dbfs: -65 },
      ],
      48_000,
    );
    expect(lengths.leadingSilenceSeconds).toBeCloseTo(1, 2);
    expect(lengths.trailingSilenceSeconds).toBeCloseTo(0.5, 2);
  });

  it('reads no silence around a tone that fills the file, and the whole length for silence', () => {
    expect(measure([{ seconds: 2, dbfs: -10 }])).toEqual({
      leadingSilenceSeconds: 0,
      trailingSilenceSeconds: 0,
    });
    expect(measure([{ seconds: 2.5, dbfs: null }])).toEqual({
      leadingSilenceSeconds: 2.5,
      trailingSilenceSeconds: 2.5,
    });
  });

  it('gives the same result however the signal is cut into chunks', () => {
    const segments = [
      { seconds: 0.733, dbfs: null },
      { seconds: 1.1, dbfs: -30 },
      { seconds: 0.271, dbfs: null },
    ];
    const whole = measure(segments);
    for (const chunkFrames of [1, 97, 441, 50_000]) {
      expect(measure(segments, 44_100, chunkFrames)).toEqual(whole);
    }
  });
});
