import type { MeasuredKey } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import { synthesiseMusic } from './music-synth';

const SAMPLE_RATE = 44_100;
const PITCH_CLASSES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];

const mono = ([left, right]: Float32Array[]) => left!.map((value, i) => (value + right![i]!) / 2);

/**
 * Energy per pitch class of the notes from C3 to C6, by the Goertzel algorithm on quarter-second
 * frames: an independent look at the notes, wide enough per frame that drum hits repeating at
 * the tempo do not line up with one note's frequency.
 */
function pitchClassEnergy(signal: Float32Array): Float64Array {
  const energy = new Float64Array(12);
  const frame = Math.round(SAMPLE_RATE / 4);
  for (let midi = 48; midi <= 84; midi++) {
    const coefficient = 2 * Math.cos((2 * Math.PI * 440 * 2 ** ((midi - 69) / 12)) / SAMPLE_RATE);
    for (let start = 0; start + frame <= signal.length; start += frame) {
      let previous = 0;
      let beforePrevious = 0;
      for (let i = start; i < start + frame; i++) {
        const current = signal[i]! + coefficient * previous - beforePrevious;
        beforePrevious = previous;
        previous = current;
      }
      energy[midi % 12]! +=
        previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious;
    }
  }
  return energy;
}

/** Low-frequency energy (one-pole low-pass at 150 Hz) in the 50 ms after each time given. */
function lowEnergyAfter(signal: Float32Array, times: number[]): number {
  const smoothing = Math.exp((-2 * Math.PI * 150) / SAMPLE_RATE);
  let state = 0;
  const low = signal.map((value) => (state = (1 - smoothing) * value + smoothing * state));
  const window = Math.round(0.05 * SAMPLE_RATE);
  let sum = 0;
  for (const time of times) {
    const from = Math.round(time * SAMPLE_RATE);
    for (let i = from; i < Math.min(low.length, from + window); i++) sum += low[i]! ** 2;
  }
  return sum;
}

describe('the music synthesiser', () => {
  it('makes the length, channels and rate asked for, peaking below full scale', () => {
    const stereo = synthesiseMusic({ bpm: 100, key: 'C major', seconds: 3, seed: 1 });
    expect(stereo.map((channel) => channel.length)).toEqual([3 * SAMPLE_RATE, 3 * SAMPLE_RATE]);
    const peak = stereo.reduce(
      (loudest, channel) => channel.reduce((max, value) => Math.max(max, Math.abs(value)), loudest),
      0,
    );
    // At most -2 dBFS, so the true peak stays below -1 dBTP.
    expect(peak).toBeGreaterThanOrEqual(0.5);
    expect(peak).toBeLessThanOrEqual(0.8);
    const mono48k = synthesiseMusic({
      bpm: 100,
      key: 'C major',
      seconds: 2,
      sampleRate: 48_000,
      channels: 1,
    });
    expect(mono48k.map((channel) => channel.length)).toEqual([96_000]);
  });

  it('makes the same samples for the same seed, and other music for another', () => {
    const options = { bpm: 120, key: 'D minor', seconds: 4 } as const;
    const first = synthesiseMusic({ ...options, seed: 3 });
    expect(synthesiseMusic({ ...options, seed: 3 })).toEqual(first);
    expect(synthesiseMusic({ ...options, seed: 4 })[0]).not.toEqual(first[0]);
  });

  it.each([
    [90, 'C major', 1],
    [120, 'A minor', 2],
    [150, 'F# major', 3],
    [75, 'Eb minor', 4],
    [133, 'B minor', 5],
  ] as const)('at %d BPM in %s: kicks on beats 1 and 3, notes of the scale', (bpm, key, seed) => {
    const seconds = 16;
    const signal = mono(synthesiseMusic({ bpm, key: key as MeasuredKey, seconds, seed }));
    const beat = 60 / bpm;
    const beats = Array.from({ length: Math.floor(seconds / beat) - 1 }, (_, i) => i * beat);
    const kicks = lowEnergyAfter(
      signal,
      beats.filter((_, i) => i % 2 === 0),
    );
    const snares = lowEnergyAfter(
      signal,
      beats.filter((_, i) => i % 2 === 1),
    );
    const offBeats = lowEnergyAfter(
      signal,
      beats.map((time) => time + beat / 2),
    );
    expect(kicks / snares).toBeGreaterThan(2);
    expect(kicks / offBeats).toBeGreaterThan(4);

    const energy = pitchClassEnergy(signal);
    const [tonicName, mode] = key.split(' ');
    const tonic = PITCH_CLASSES.indexOf(tonicName!);
    const scale = (mode === 'major' ? [0, 2, 4, 5, 7, 9, 11] : [0, 2, 3, 5, 7, 8, 10]).map(
      (step) => (step + tonic) % 12,
    );
    const total = energy.reduce((sum, value) => sum + value, 0);
    // Seven classes of twelve would hold 58 % of a chromatic jumble's energy.
    expect(scale.reduce((sum, pitchClass) => sum + energy[pitchClass]!, 0) / total).toBeGreaterThan(
      0.75,
    );
    const ranked = [...energy].sort((a, b) => b - a);
    expect(ranked.indexOf(energy[tonic]!)).toBeLessThan(3);
  });

  it('plays a song: an intro without kick, a chorus that lifts, and a last chord that rings out', () => {
    const bpm = 120; // two-second bars
    const seconds = 30;
    const signal = mono(
      synthesiseMusic({ bpm, key: 'D major', seconds, seed: 7, form: 'song', lift: 12 }),
    );
    expect(signal).toHaveLength(seconds * SAMPLE_RATE);
    const downbeats = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, bar) => (from + bar) * 2);
    // Bars 0–1 are the intro (hats only), 2–5 the verse, 6–11 the chorus.
    const intro = lowEnergyAfter(signal, downbeats(0, 2));
    const verse = lowEnergyAfter(signal, downbeats(2, 4));
    expect(verse / intro).toBeGreaterThan(4);
    const rms = (from: number, to: number) => {
      let sum = 0;
      for (let i = from * SAMPLE_RATE; i < to * SAMPLE_RATE; i++) sum += signal[i]! ** 2;
      return Math.sqrt(sum / ((to - from) * SAMPLE_RATE));
    };
    expect(rms(12, 20)).toBeGreaterThan(rms(4, 12));
    // The last bar (from 28 s) is the tonic struck once, dying away to the end.
    expect(rms(29.5, 30)).toBeLessThan(rms(28, 28.5) / 2);
  });

  it('makes 30 s of stereo in well under a second', () => {
    const started = performance.now();
    synthesiseMusic({ bpm: 128, key: 'G major', seconds: 30, seed: 6 });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
