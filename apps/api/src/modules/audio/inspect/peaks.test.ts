import { describe, expect, it } from 'vitest';
import { WAVEFORM_POINTS } from '@cuebrief/shared';
import { createPeakAccumulator, type PeakAccumulator } from './peaks';

/** Adds magnitudes one stretch at a time, as the scanners do. */
function feed(peaks: PeakAccumulator, magnitudes: ArrayLike<number>): void {
  let i = 0;
  while (i < magnitudes.length) {
    const end = Math.min(magnitudes.length, i + peaks.room());
    let max = 0;
    for (let j = i; j < end; j += 1) max = Math.max(max, magnitudes[j] ?? 0);
    peaks.add(max, end - i);
    i = end;
  }
}

describe('peak accumulator', () => {
  it('answers WAVEFORM_POINTS values of a long stream, each its stretch over full scale', () => {
    const peaks = createPeakAccumulator();
    const units = 1_234_567;
    feed(
      peaks,
      Float64Array.from({ length: units }, () => 50),
    );
    const waveform = peaks.finish(100);
    expect(waveform).toHaveLength(WAVEFORM_POINTS);
    expect(new Set(waveform)).toEqual(new Set([0.5]));
  });

  it('puts a loud moment where it happened', () => {
    const peaks = createPeakAccumulator();
    const units = 500_000;
    const magnitudes = new Float64Array(units).fill(0.1);
    magnitudes[units * 0.75] = 1;
    feed(peaks, magnitudes);
    const waveform = peaks.finish(1);
    const loudest = waveform.indexOf(1);
    expect(Math.abs(loudest - WAVEFORM_POINTS * 0.75)).toBeLessThanOrEqual(1);
    expect(waveform.filter((value) => value === 1)).toHaveLength(1);
    expect(waveform[0]).toBe(0.1);
  });

  it('keeps a short stream whole, one value per unit, and a part-filled last block', () => {
    const peaks = createPeakAccumulator({ firstBlockUnits: 2 });
    feed(peaks, [0.2, -0, 0.4, 0.1, 0.3]);
    expect(peaks.finish(1)).toEqual([0.2, 0.4, 0.3]);
  });

  it('clamps magnitudes above full scale to 1 and rounds to 3 decimals', () => {
    const peaks = createPeakAccumulator();
    feed(peaks, [1.7, 0.12345]);
    expect(peaks.finish(1)).toEqual([1, 0.123]);
  });

  it('answers nothing for nothing', () => {
    expect(createPeakAccumulator().finish(1)).toEqual([]);
  });
});
