import { describe, expect, it } from 'vitest';
import { highPassFilter, shelfFilter } from './k-weighting';

describe('K-weighting', () => {
  it('gives back the coefficients BS.1770-4 publishes for 48 kHz', () => {
    const shelf = shelfFilter(48_000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 8);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 8);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 8);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 8);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 8);
    const highPass = highPassFilter(48_000);
    expect([highPass.b0, highPass.b1, highPass.b2]).toEqual([1, -2, 1]);
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 8);
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 8);
  });

  it('keeps the same response at another rate: +4 dB high shelf, flat in the middle', () => {
    const gainDb = (sampleRate: number, hz: number) => {
      const w = (2 * Math.PI * hz) / sampleRate;
      let magnitude = 1;
      for (const { b0, b1, b2, a1, a2 } of [shelfFilter(sampleRate), highPassFilter(sampleRate)]) {
        const re = (c0: number, c1: number, c2: number) =>
          c0 + c1 * Math.cos(w) + c2 * Math.cos(2 * w);
        const im = (c1: number, c2: number) => -c1 * Math.sin(w) - c2 * Math.sin(2 * w);
        magnitude *= Math.hypot(re(b0, b1, b2), im(b1, b2)) / Math.hypot(re(1, a1, a2), im(a1, a2));
      }
      return 20 * Math.log10(magnitude);
    };
    for (const hz of [20, 100, 1000, 4000, 10_000]) {
      expect(gainDb(44_100, hz)).toBeCloseTo(gainDb(48_000, hz), 1);
      expect(gainDb(96_000, hz)).toBeCloseTo(gainDb(48_000, hz), 1);
    }
    expect(gainDb(44_100, 10_000)).toBeGreaterThan(3.9);
    expect(Math.abs(gainDb(44_100, 500))).toBeLessThan(0.2);
  });
});
