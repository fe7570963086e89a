import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readToneMp3, writeWav, type WavOptions } from '../../../../test/helpers/audio-files';
import { seededRandom } from '../../../../test/helpers/seeded-random';
import { createAudioDecoder, UnreadableAudioError } from './audio-decoder';

type Decoded = { channels: Float32Array[]; sampleRate: number; durationSeconds: number };

/** Decodes `bytes` pushed in the given pieces and answers all the audio, joined. */
async function decode(bytes: Uint8Array, pieces: number[] = [bytes.length]): Promise<Decoded> {
  const blocks: Float32Array[][] = [];
  let rate = 0;
  const decoder = await createAudioDecoder((channels, sampleRate) => {
    rate = sampleRate;
    blocks.push(channels.map((channel) => channel.slice()));
  });
  let at = 0;
  for (const size of pieces) {
    decoder.push(bytes.subarray(at, at + size));
    at += size;
  }
  decoder.push(bytes.subarray(at));
  const result = decoder.finish();
  expect(rate === 0 || rate === result.sampleRate).toBe(true);
  const channels = Array.from({ length: result.channels }, (_, channel) => {
    const joined = new Float32Array(blocks.reduce((sum, block) => sum + block[0]!.length, 0));
    let offset = 0;
    for (const block of blocks) {
      joined.set(block[channel]!, offset);
      offset += block[channel]!.length;
    }
    return joined;
  });
  return { channels, sampleRate: result.sampleRate, durationSeconds: result.durationSeconds };
}

/** Piece sizes of 1 to `max` bytes, the same on every run, adding up to at least `total`. */
function randomPieces(total: number, max: number, seed: number): number[] {
  const random = seededRandom(seed);
  const pieces: number[] = [];
  for (let sum = 0; sum < total;) {
    const size = random.int(1, max);
    pieces.push(size);
    sum += size;
  }
  return pieces;
}

describe('decoding wav', () => {
  const variants: [string, Partial<WavOptions>, number][] = [
    ['8-bit mono', { bitsPerSample: 8, channels: 1 }, 1 / 127],
    ['16-bit stereo', { bitsPerSample: 16 }, 1 / 32767],
    ['16-bit mono with a chunk between fmt and data', { channels: 1, extraChunk: true }, 1 / 32767],
    ['24-bit stereo, extensible', { bitsPerSample: 24, extensible: true }, 1 / 8388607],
    ['32-bit integer', { bitsPerSample: 32 }, 1e-7],
    [
      '32-bit float, extensible, extra chunk',
      { float: true, bitsPerSample: 32, extensible: true, extraChunk: true },
      1e-7,
    ],
  ];

  it.each(variants)('reads %s as the sine it holds', async (_, options, step) => {
    const sampleRate = 48_000;
    const wav = writeWav({
      seconds: 0.25,
      sampleRate,
      frequency: 1000,
      amplitude: 0.7,
      ...options,
    });
    const decoded = await decode(wav);
    const channelCount = options.channels ?? 2;
    expect(decoded.sampleRate).toBe(sampleRate);
    expect(decoded.channels).toHaveLength(channelCount);
    expect(decoded.durationSeconds).toBeCloseTo(0.25, 6);
    for (const channel of decoded.channels) {
      expect(channel).toHaveLength(12_000);
      let worst = 0;
      channel.forEach((value, i) => {
        const expected = 0.7 * Math.sin((2 * Math.PI * 1000 * i) / sampleRate);
        worst = Math.max(worst, Math.abs(value - expected));
      });
      // Within a quantisation step (and the scale by 2^(n-1) rather than 2^(n-1) − 1).
      expect(worst).toBeLessThan(1.5 * step);
    }
  });

  it('gives the same samples whatever the pieces the bytes come in', async () => {
    for (const options of [
      { bitsPerSample: 24 as const, extraChunk: true },
      { float: true, bitsPerSample: 32 as const },
    ]) {
      const wav = writeWav({ seconds: 0.1, ...options });
      const whole = await decode(wav);
      const byteByByte = await decode(wav, new Array<number>(wav.length).fill(1));
      const random = await decode(wav, randomPieces(wav.length, 999, 7));
      expect(byteByByte).toEqual(whole);
      expect(random).toEqual(whole);
    }
  });
});

describe('decoding mp3', () => {
  it('decodes the 3 s, 440 Hz test tone', async () => {
    const decoded = await decode(readToneMp3());
    expect(decoded.sampleRate).toBe(44_100);
    expect(decoded.durationSeconds).toBeCloseTo(3, 3);
    expect(decoded.channels).toHaveLength(2);
    const left = decoded.channels[0]!;
    expect(left).toHaveLength(3 * 44_100);
    let crossings = 0;
    for (let i = 1; i < left.length; i += 1) {
      if (left[i - 1]! < 0 !== left[i]! < 0) crossings += 1;
    }
    expect(crossings / (2 * 3)).toBeCloseTo(440, -1);
  });

  it('gives the same samples whatever the pieces the bytes come in', async () => {
    const mp3 = readToneMp3();
    const whole = await decode(mp3);
    expect(await decode(mp3, new Array<number>(mp3.length).fill(1))).toEqual(whole);
    expect(await decode(mp3, randomPieces(mp3.length, 5000, 3))).toEqual(whole);
  });
});

describe('bytes that are not audio', () => {
  const id3Tag = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 10, ...new Array(10).fill(0)]);
  /** RIFF/WAVE with a fmt chunk of format 0x0055 (MPEG layer 3 inside a wav), then garbage. */
  const wavOfAnotherFormat = () => {
    const wav = writeWav({ seconds: 0.1 });
    wav.writeUInt16LE(0x0055, 20);
    randomBytes(wav.length - 44).copy(wav, 44);
    return wav;
  };

  it.each([
    ['a RIFF header whose format cannot be decoded, then garbage', wavOfAnotherFormat],
    ['random bytes after a valid ID3 tag', () => Buffer.concat([id3Tag, randomBytes(64_000)])],
    ['random bytes', () => randomBytes(64_000)],
    ['a wav cut short in its data', () => writeWav({ seconds: 0.5 }).subarray(0, 20_000)],
    ['three bytes', () => Buffer.from('abc')],
    ['no bytes', () => Buffer.alloc(0)],
  ])('refuses %s as unreadable', async (_, make) => {
    const bytes = make();
    const decoding = decode(bytes, randomPieces(bytes.length, 4096, 1));
    await expect(decoding).rejects.toThrow(UnreadableAudioError);
  });
});
