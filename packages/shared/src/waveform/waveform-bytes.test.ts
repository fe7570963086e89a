import { describe, expect, it } from 'vitest';
import { decodeWaveform, encodeWaveform } from './waveform-bytes';

describe('the compact waveform', () => {
  it('keeps every point within half a step of 1/255', () => {
    const peaks = Array.from({ length: 1000 }, (_, i) => Math.abs(Math.sin(i / 37)));
    const decoded = decodeWaveform(encodeWaveform(peaks));
    expect(decoded).toHaveLength(1000);
    decoded.forEach((value, i) =>
      expect(Math.abs(value - peaks[i]!)).toBeLessThanOrEqual(0.5 / 255),
    );
  });

  it('takes 1,336 characters for 1,000 points, within the contract’s 1.5 KB', () => {
    expect(encodeWaveform(new Array(1000).fill(0.5))).toHaveLength(1336);
  });

  it('clamps values outside 0..1 and reads a missing value as silence', () => {
    expect(decodeWaveform(encodeWaveform([-1, 2, Number.NaN]))).toEqual([0, 1, 0]);
  });

  it('gives nothing for no points', () => {
    expect(encodeWaveform([])).toBe('');
    expect(decodeWaveform('')).toEqual([]);
  });
});
