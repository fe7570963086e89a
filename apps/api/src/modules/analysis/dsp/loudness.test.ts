import { describe, expect, it } from 'vitest';
import { measureTone, type ToneSegment } from '../../../../test/helpers/tone-segments';
import { createLoudnessMeter } from './loudness';

/** Integrated loudness of a sequence of 1 kHz segments, as EBU Tech 3341 specifies its signals. */
function integrated(sampleRate: number, segments: ToneSegment[], channels = 2) {
  const meter = createLoudnessMeter(sampleRate, channels);
  return measureTone(meter, { sampleRate, channels, segments }).integratedLufs;
}

function levels(sampleRate: number, segments: ToneSegment[], channels = 2) {
  return measureTone(createLoudnessMeter(sampleRate, channels), { sampleRate, channels, segments });
}

describe.each([48_000, 44_100])('integrated loudness at %i Hz (EBU Tech 3341)', (sampleRate) => {
  it('case 1: a stereo 1 kHz sine at −23 dBFS reads −23.0 LUFS', () => {
    expect(integrated(sampleRate, [{ seconds: 20, dbfs: -23 }])).toBeCloseTo(-23, 1);
  });

  it('case 2: a stereo 1 kHz sine at −33 dBFS reads −33.0 LUFS', () => {
    expect(integrated(sampleRate, [{ seconds: 20, dbfs: -33 }])).toBeCloseTo(-33, 1);
  });

  it('case 3: −36, −23, −36 dBFS for 10, 60, 10 s reads −23.0 (relative gate)', () => {
    const lufs = integrated(sampleRate, [
      { seconds: 10, dbfs: -36 },
      { seconds: 60, dbfs: -23 },
      { seconds: 10, dbfs: -36 },
    ]);
    expect(lufs).toBeCloseTo(-23, 1);
  });

  it('case 4: −72, −36, −23, −36, −72 dBFS reads −23.0 (both gates)', () => {
    const lufs = integrated(sampleRate, [
      { seconds: 10, dbfs: -72 },
      { seconds: 10, dbfs: -36 },
      { seconds: 60, dbfs: -23 },
      { seconds: 10, dbfs: -36 },
      { seconds: 10, dbfs: -72 },
    ]);
    expect(lufs).toBeCloseTo(-23, 1);
  });

  it('case 5: −26, −20, −26 dBFS for 20, 20.1, 20 s reads −23.0', () => {
    const lufs = integrated(sampleRate, [
      { seconds: 20, dbfs: -26 },
      { seconds: 20.1, dbfs: -20 },
      { seconds: 20, dbfs: -26 },
    ]);
    expect(lufs).toBeCloseTo(-23, 1);
  });

  it('case 6: five channels (−28 dBFS in L and R, −24 in C, −30 in the surrounds) read −23.0', () => {
    const lufs = integrated(sampleRate, [{ seconds: 20, dbfs: [-28, -28, -24, -30, -30] }], 5);
    expect(lufs).toBeCloseTo(-23, 1);
  });

  it('reads a mono sine 3 LU below the same sine in stereo', () => {
    expect(integrated(sampleRate, [{ seconds: 5, dbfs: -20 }], 1)).toBeCloseTo(-23.01, 1);
  });

  it('answers null for digital silence, a signal under the absolute gate, or under 400 ms', () => {
    expect(levels(sampleRate, [{ seconds: 5, dbfs: null }])).toEqual({
      integratedLufs: null,
      truePeakDbtp: null,
      samplePeakDbfs: null,
      clippedSamples: 0,
    });
    expect(integrated(sampleRate, [{ seconds: 5, dbfs: -80 }])).toBeNull();
    expect(integrated(sampleRate, [{ seconds: 0.35, dbfs: -20 }])).toBeNull();
  });

  it('gives the same result however the signal is cut into chunks', () => {
    const segments = [
      { seconds: 1.3, dbfs: -30 },
      { seconds: 2.2, dbfs: -18, frequency: 3000 },
    ];
    const whole = levels(sampleRate, segments);
    for (const chunkFrames of [1, 7, 441, 100_000]) {
      const meter = createLoudnessMeter(sampleRate, 2);
      expect(measureTone(meter, { sampleRate, channels: 2, segments, chunkFrames })).toEqual(whole);
    }
  });
});

describe('true peak (EBU Tech 3341 cases 15–19, 48 kHz)', () => {
  const sampleRate = 48_000;
  const truePeakOf = (frequency: number, degrees: number, amplitude: number) =>
    levels(sampleRate, [
      {
        seconds: 1,
        dbfs: 20 * Math.log10(amplitude),
        frequency,
        phase: (degrees * Math.PI) / 180,
        fadeSeconds: 0.01,
      },
    ]);

  it.each([
    ['15', sampleRate / 4, 0],
    ['16', sampleRate / 4, 45],
    ['17', sampleRate / 6, 60],
    ['18', sampleRate / 8, 67.5],
  ])('case %s: a 0.5 FS sine reads −6.0 dBTP', (_, frequency, degrees) => {
    const { truePeakDbtp } = truePeakOf(frequency, degrees, 0.5);
    expect(Math.abs((truePeakDbtp ?? 0) + 6.02)).toBeLessThan(0.3);
  });

  it('case 16 in detail: samples at 0.707 of the amplitude, true peak at the amplitude', () => {
    const { truePeakDbtp, samplePeakDbfs } = truePeakOf(sampleRate / 4, 45, 0.5);
    expect(samplePeakDbfs).toBeCloseTo(20 * Math.log10(0.5 * Math.SQRT1_2), 2);
    expect(Math.abs((truePeakDbtp ?? 0) + 6.02)).toBeLessThan(0.3);
  });

  it('case 19: a 1.41 FS sine at fs/4, 45°, in float, reads +3.0 dBTP', () => {
    const { truePeakDbtp, samplePeakDbfs } = truePeakOf(sampleRate / 4, 45, 1.41);
    expect(samplePeakDbfs).toBeCloseTo(0, 1);
    expect(Math.abs((truePeakDbtp ?? 0) - 2.98)).toBeLessThan(0.3);
  });

  it('finds the overshoot of a full-scale square wave above 0 dBTP', () => {
    // Eight samples at +1, eight at −1: every sample at full scale, but the band-limited
    // waveform they describe rings above it at each edge.
    const samples = new Float32Array(sampleRate).map((_, i) => (i % 16 < 8 ? 1 : -1));
    const meter = createLoudnessMeter(sampleRate, 1);
    meter.push([samples]);
    const { truePeakDbtp, samplePeakDbfs } = meter.result();
    expect(samplePeakDbfs).toBe(0);
    expect(truePeakDbtp).toBeGreaterThan(0.5);
  });
});

describe('clipped samples', () => {
  it('counts every sample of each full-scale run of three or more, on each channel', () => {
    const left = new Float32Array(100);
    const right = new Float32Array(100);
    left.set([1, 1], 2); // a run of two: a peak, not a clip
    left.set([1, 1, 1], 10); // 3
    left.set([-1, -1, -1, -1, -1], 20); // 5
    left.set([1, 1, -1, -1], 30); // a swing from one rail to the other: no run of three
    left.set([0.9995, 1, 0.9995], 40); // 3: at or above 0.999 counts as full scale
    left.set([0.998, 0.998, 0.998, 0.998], 50); // below full scale
    right.set([32767 / 32768, 32767 / 32768, 32767 / 32768], 60); // 3: 16-bit full scale
    left.set([1, 1], 98); // 4 with the next chunk's first two
    const next = [new Float32Array([1, 1, 0]), new Float32Array([0, 0, 0])];

    const meter = createLoudnessMeter(48_000, 2);
    meter.push([left, right]);
    meter.push(next);
    expect(meter.result().clippedSamples).toBe(3 + 5 + 3 + 3 + 4);
  });
});
