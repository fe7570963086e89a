import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { encodeMp3 } from '../../../../test/helpers/mp3-encoder';
import { seededRandom } from '../../../../test/helpers/seeded-random';
import { LABELLED_CASES, labelledFile } from '../../../../test/helpers/labelled-set';
import { encodeWav, toneChannels } from '../../../../test/helpers/tone-segments';
import {
  ANALYSER_NAME,
  ANALYSER_VERSION,
  createAudioAnalyser,
  UnreadableAudioError,
  type AnalysisResult,
} from './analyse';

/** Analyses `bytes` pushed in pieces of 1 to `maxPiece` bytes (the same pieces on every run). */
async function analyse(bytes: Uint8Array, maxPiece = bytes.length, seed = 1) {
  const analyser = await createAudioAnalyser();
  const random = seededRandom(seed);
  for (let at = 0; at < bytes.length;) {
    const size = random.int(1, maxPiece);
    analyser.push(bytes.subarray(at, at + size));
    at += size;
  }
  return analyser.finish();
}

describe('the audio analyser', () => {
  it('names itself and its version, stored with each result', () => {
    expect(ANALYSER_NAME).toBe('cuebrief-analyser');
    expect(ANALYSER_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('measures a tone with 1.5 s of silence before it and 2 s after, in wav and mp3', async () => {
    const channels = toneChannels({
      sampleRate: 44_100,
      channels: 2,
      segments: [
        { seconds: 1.5, dbfs: null },
        { seconds: 4, dbfs: -20, fadeSeconds: 0.005 },
        { seconds: 2, dbfs: null },
      ],
    });
    const wav = await analyse(encodeWav(channels, 44_100, 24), 10_000);
    expect(wav).toMatchObject({ durationSeconds: 7.5, sampleRate: 44_100, channels: 2 });
    expect(wav.leadingSilenceSeconds).toBeCloseTo(1.5, 1);
    expect(Math.abs(wav.leadingSilenceSeconds - 1.5)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(wav.trailingSilenceSeconds - 2)).toBeLessThanOrEqual(0.02);
    // The silent blocks fall below the absolute gate; the six 400 ms blocks that straddle the
    // tone's ends hold a quarter, a half and three quarters of it, so the 43 blocks that count
    // hold 40 blocks' energy: −20 LUFS + 10·log10(40/43) = −20.3.
    expect(wav.loudnessLufs).toBe(-20.3);
    expect(wav.truePeakDbtp).toBe(-20);
    expect(wav.samplePeakDbfs).toBe(-20);
    expect(wav.clippedSamples).toBe(0);

    // The mp3 encoder (without a gapless header) starts with its delay, 1105 samples or 25 ms,
    // and pads the last frame (up to 1152 samples): the tone starts that much later and the
    // file ends up to 26 ms later. Lossy coding also moves the level by a few tenths of a dB.
    const mp3 = await analyse(await encodeMp3(channels, 44_100, 192), 5000);
    expect(mp3.durationSeconds).toBeGreaterThanOrEqual(7.5);
    expect(mp3.durationSeconds).toBeLessThanOrEqual(7.56);
    expect(mp3.leadingSilenceSeconds).toBeGreaterThanOrEqual(1.5);
    expect(mp3.leadingSilenceSeconds).toBeLessThanOrEqual(1.55);
    expect(Math.abs(mp3.trailingSilenceSeconds - 2)).toBeLessThanOrEqual(0.05);
    expect(Math.abs((mp3.loudnessLufs ?? 0) - wav.loudnessLufs!)).toBeLessThanOrEqual(0.5);
  });

  it('counts the clipped samples of a mastered-too-hot file exactly', async () => {
    const channels = toneChannels({
      sampleRate: 48_000,
      channels: 2,
      segments: [{ seconds: 2, dbfs: -12, frequency: 220 }],
    });
    // Flat tops at full scale: ten runs of five on the left, three of four on the right (at the
    // negative rail), and runs of two, which are peaks rather than clipping.
    for (let run = 0; run < 10; run += 1) channels[0]!.fill(1, 4000 * run, 4000 * run + 5);
    for (let run = 0; run < 3; run += 1) channels[1]!.fill(-1, 7000 * run, 7000 * run + 4);
    for (let run = 0; run < 5; run += 1)
      channels[1]!.fill(1, 50_000 + 900 * run, 50_002 + 900 * run);
    const result = await analyse(encodeWav(channels, 48_000, 16), 65_536);
    expect(result.clippedSamples).toBe(10 * 5 + 3 * 4);
    expect(result.samplePeakDbfs).toBe(0);
  });

  it('reads the same, whatever the pieces the bytes come in', async () => {
    for (const format of ['wav24', 'mp3'] as const) {
      const labelled = LABELLED_CASES.find((entry) => entry.format === format)!;
      const bytes = await labelledFile(labelled);
      const whole = await analyse(bytes);
      const results: AnalysisResult[] = [
        await analyse(bytes, 64, 2),
        await analyse(bytes, 4096, 3),
        await analyse(bytes, 300_000, 4),
      ];
      for (const result of results) expect(result).toEqual(whole);
      expect(whole.durationSeconds).toBeCloseTo(labelled.seconds, 1);
      expect(whole.loudnessLufs).not.toBeNull();
    }
  });

  it('throws UnreadableAudioError for bytes that are not audio past a valid header', async () => {
    const id3 = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
    const random = seededRandom(9);
    const garbage = Buffer.from(Array.from({ length: 100_000 }, () => random.int(0, 255)));
    await expect(analyse(Buffer.concat([id3, garbage]), 8192)).rejects.toThrow(
      UnreadableAudioError,
    );
    const wav = encodeWav([new Float32Array(4800)], 48_000, 16);
    wav.writeUInt16LE(0x0002, 20); // Microsoft ADPCM
    await expect(analyse(Buffer.concat([wav, garbage]), 8192)).rejects.toThrow(
      UnreadableAudioError,
    );
  });

  it('keeps memory bounded: a 40 MB wav streams through without being kept', async () => {
    // The collector, reachable from a test (the flag is read when `gc` is asked for).
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const sampleRate = 8000;
    const frames = 20 * 60 * sampleRate; // 20 minutes of stereo 16-bit: 38.4 MB of samples
    const header = encodeWav([new Float32Array(0), new Float32Array(0)], sampleRate, 16);
    header.writeUInt32LE(36 + frames * 4, 4);
    header.writeUInt32LE(frames * 4, 40);

    const analyser = await createAudioAnalyser();
    analyser.push(header);
    const piece = new Float32Array(8000);
    const used = () => {
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    collect();
    const before = used();
    let largest = 0;
    for (let start = 0; start < frames; start += piece.length) {
      for (let i = 0; i < piece.length; i += 1) {
        piece[i] = 0.3 * Math.sin((2 * Math.PI * 330 * (start + i)) / sampleRate);
      }
      analyser.push(encodeWav([piece, piece], sampleRate, 16).subarray(44));
      if (start % (sampleRate * 120) === 0) {
        collect();
        largest = Math.max(largest, used() - before);
      }
    }
    const result = analyser.finish();
    expect(result.durationSeconds).toBe(20 * 60);
    expect(largest).toBeLessThan(8 * 1024 * 1024);
  });
});
