import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav-encode';

describe('encodeWav', () => {
  it.each([16, 24] as const)(
    'writes %d-bit PCM: header, interleaving, rounding and clamping',
    (bits) => {
      const left = Float32Array.of(0, 0.5, -0.5, 1, -1.2);
      const right = Float32Array.of(0.25, -0.25, 0, -1, 2);
      const wav = encodeWav([left, right], 48_000, bits);
      const bytes = bits / 8;
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
      expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
      expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24)]).toEqual([
        1, 2, 48_000,
      ]);
      expect([wav.readUInt32LE(28), wav.readUInt16LE(32), wav.readUInt16LE(34)]).toEqual([
        48_000 * 2 * bytes,
        2 * bytes,
        bits,
      ]);
      expect(wav.toString('ascii', 36, 40)).toBe('data');
      expect(wav.readUInt32LE(40)).toBe(5 * 2 * bytes);
      const full = 2 ** (bits - 1);
      const samples = Array.from({ length: 10 }, (_, i) => wav.readIntLE(44 + i * bytes, bytes));
      expect(samples).toEqual([
        0,
        full / 4,
        full / 2,
        -full / 4,
        -full / 2,
        0,
        full - 1,
        -full,
        -full,
        full - 1,
      ]);
    },
  );
});
