import { encodeWaveform } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import { peaksOf } from './waveform-peaks';

describe('an audio’s peaks from its waveform', () => {
  it('are the stored values within half a step of 1/255', () => {
    const stored = [0, 0.25, 0.5, 0.993, 1];
    const peaks = peaksOf({ waveform: encodeWaveform(stored) });
    expect(peaks).toHaveLength(stored.length);
    peaks.forEach((value, i) =>
      expect(Math.abs(value - stored[i]!)).toBeLessThanOrEqual(0.5 / 255),
    );
  });

  it('are decoded once: the same wave gives the same array, another a new one', () => {
    const waveform = encodeWaveform([0.1, 0.9, 0.4]);
    const first = peaksOf({ waveform });
    expect(peaksOf({ waveform: `${waveform}` })).toBe(first);
    expect(peaksOf({ waveform: encodeWaveform([0.2]) })).not.toBe(first);
  });
});
