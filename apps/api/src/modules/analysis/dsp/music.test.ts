import { describe, expect, it } from 'vitest';
import {
  LABELLED_CASES,
  labelledFile,
  labelledPcm,
  tempoMatches,
  type LabelledCase,
} from '../../../../test/helpers/labelled-set';
import { createAudioDecoder } from '../decode/audio-decoder';
import { createMusicMeter, type MusicMeasurement } from './music';

const SAMPLE_RATE = 44_100;

/** Feeds planar PCM to a new music meter in pieces of `chunkFrames` frames. */
function measure(
  channels: readonly Float32Array[],
  sampleRate = SAMPLE_RATE,
  chunkFrames = 4096,
): MusicMeasurement {
  const meter = createMusicMeter(sampleRate, channels.length);
  const frames = channels[0]!.length;
  for (let from = 0; from < frames; from += chunkFrames) {
    meter.push(channels.map((channel) => channel.subarray(from, from + chunkFrames)));
  }
  return meter.result();
}

/** Decodes a stored file as the analyser does and measures what comes out. */
async function measureFile(bytes: Uint8Array): Promise<MusicMeasurement> {
  let meter: ReturnType<typeof createMusicMeter> | undefined;
  const decoder = await createAudioDecoder((channels, sampleRate) => {
    meter ??= createMusicMeter(sampleRate, channels.length);
    meter.push(channels);
  });
  // Pieces the size of a storage stream's, not aligned to frames or mp3 frames.
  for (let from = 0; from < bytes.length; from += 65_531) {
    decoder.push(bytes.subarray(from, from + 65_531));
  }
  decoder.finish();
  return meter!.result();
}

/**
 * A piece of the synthesiser's music outside the labelled set, long enough by default for its
 * eight-bar progression to come round once (the key is in the whole of it, as in a song).
 */
const piece = (overrides: Partial<LabelledCase>): LabelledCase => ({
  ...LABELLED_CASES[0]!,
  bpm: 112,
  key: 'G minor',
  seconds: 20,
  seed: 7,
  ...overrides,
});

const noise = (seconds: number, amplitude: number): Float32Array => {
  let state = 12_345;
  return Float32Array.from({ length: seconds * SAMPLE_RATE }, () => {
    state = (state * 16_807) % 2_147_483_647;
    return amplitude * ((state / 2_147_483_647) * 2 - 1);
  });
};

describe('the music meter', () => {
  it('reads the tempo within 2 % and the key exactly on at least 9 in 10 labelled files (wav 16, wav 24, mp3)', async () => {
    const measured = await Promise.all(
      LABELLED_CASES.map(async (labelled) => ({
        labelled,
        result: await measureFile(await labelledFile(labelled)),
      })),
    );
    const tempoHits = measured.filter(({ labelled, result }) => tempoMatches(labelled, result.bpm));
    const keyHits = measured.filter(({ labelled, result }) => result.key === labelled.key);
    const needed = Math.ceil(0.9 * LABELLED_CASES.length);
    expect(tempoHits.length).toBeGreaterThanOrEqual(needed);
    expect(keyHits.length).toBeGreaterThanOrEqual(needed);
    // The set covers what it claims to.
    expect(new Set(LABELLED_CASES.map((labelled) => labelled.format))).toEqual(
      new Set(['wav16', 'wav24', 'mp3']),
    );
    expect(Math.min(...LABELLED_CASES.map((labelled) => labelled.bpm))).toBeLessThanOrEqual(70);
    expect(Math.max(...LABELLED_CASES.map((labelled) => labelled.bpm))).toBeGreaterThanOrEqual(170);
    const modes = new Set(LABELLED_CASES.map((labelled) => labelled.key.split(' ')[1]));
    expect(modes).toEqual(new Set(['major', 'minor']));
  }, 120_000);

  it('finds neither tempo nor key in silence', () => {
    const silence = new Float32Array(10 * SAMPLE_RATE);
    expect(measure([silence, silence])).toEqual({
      bpm: null,
      bpmConfidence: 0,
      key: null,
      keyConfidence: 0,
    });
  });

  it('finds no tempo in a held tone, and neither tempo nor key in noise', () => {
    const tone = Float32Array.from(
      { length: 10 * SAMPLE_RATE },
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE),
    );
    expect(measure([tone])).toMatchObject({ bpm: null, bpmConfidence: 0 });
    expect(measure([noise(10, 0.3)])).toEqual({
      bpm: null,
      bpmConfidence: 0,
      key: null,
      keyConfidence: 0,
    });
    // Dither alone, as a silent 16-bit recording holds.
    expect(measure([noise(10, 1 / 32_768)])).toMatchObject({ bpm: null, key: null });
  });

  it('still reads a 3-second clip, and gives no tempo for 1 second rather than a guess', () => {
    const short = piece({ bpm: 128, key: 'E major', seconds: 3 });
    const result = measure(labelledPcm(short));
    expect(tempoMatches(short, result.bpm)).toBe(true);
    expect(result.key).toBe('E major');
    expect(measure(labelledPcm(piece({ seconds: 1 })))).toMatchObject({
      bpm: null,
      bpmConfidence: 0,
    });
  });

  it('measures the same however the audio is cut into pieces', () => {
    const channels = labelledPcm(piece({ seconds: 6 }));
    const whole = measure(channels, SAMPLE_RATE, channels[0]!.length);
    expect(measure(channels, SAMPLE_RATE, 997)).toEqual(whole);
    expect(measure(channels, SAMPLE_RATE, 1)).toEqual(whole);
  });

  it('measures mono, and any sample rate from 8 to 96 kHz', () => {
    for (const sampleRate of [8_000, 22_050, 48_000, 96_000]) {
      const labelled = piece({ sampleRate, bpm: 123, key: 'Bb minor' });
      const result = measure(labelledPcm(labelled), sampleRate);
      expect(tempoMatches(labelled, result.bpm), `${sampleRate} Hz`).toBe(true);
      expect(result.key, `${sampleRate} Hz`).toBe('Bb minor');
    }
    const stereo = labelledPcm(piece({ bpm: 100, key: 'A major' }));
    const mono = stereo[0]!.map((left, i) => (left + stereo[1]![i]!) / 2);
    expect(measure([mono])).toMatchObject({ bpm: 100, key: 'A major' });
  });

  it('keeps features, not the audio: five minutes grow its memory by far less than their samples', () => {
    // Ten seconds are five bars at 120 BPM, so the rounds join on the beat.
    const channels = labelledPcm(piece({ seconds: 10, bpm: 120 }));
    const meter = createMusicMeter(SAMPLE_RATE, 2);
    const before = process.memoryUsage().arrayBuffers;
    for (let round = 0; round < 30; round++) meter.push(channels);
    const grown = process.memoryUsage().arrayBuffers - before;
    // Five minutes of stereo float samples are 106 MB; the onset strength of five minutes is
    // about 100 kB, and the buffers it doubles in at most twice that.
    expect(grown).toBeLessThan(4 * 1024 * 1024);
    expect(meter.result().bpm).toBe(120);
  });
});
