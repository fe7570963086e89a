import { describe, expect, it } from 'vitest';
import { WAVEFORM_POINTS } from '@cuebrief/shared';
import { AppError } from '../../../lib/app-error';
import { writeWav, zipBytes, pngBytes } from '../../../../test/helpers/audio-files';
import { createWavInspector } from './wav-inspector';

/** Pushes the file in chunks of `chunkBytes`, starting at an odd address as network buffers may. */
function inspect(file: Buffer, chunkBytes = 65_536) {
  const unaligned = Buffer.alloc(file.length + 1);
  file.copy(unaligned, 1);
  const bytes = unaligned.subarray(1);
  const inspector = createWavInspector();
  for (let at = 0; at < bytes.length; at += chunkBytes) {
    inspector.push(bytes.subarray(at, at + chunkBytes));
  }
  return inspector.finish();
}

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('wav inspector', () => {
  it('measures a 16-bit stereo wav: duration, rate, channels, bit rate, peaks near 0.5', () => {
    const measured = inspect(writeWav({ seconds: 2, sampleRate: 44_100, channels: 2 }));
    expect(measured).toMatchObject({
      durationSeconds: 2,
      sampleRate: 44_100,
      channels: 2,
      bitRate: 44_100 * 2 * 16,
    });
    expect(measured.peaks).toHaveLength(WAVEFORM_POINTS);
    for (const peak of measured.peaks) expect(peak).toBeCloseTo(0.5, 2);
  });

  it.each([
    { bitsPerSample: 8 as const, float: false },
    { bitsPerSample: 16 as const, float: false },
    { bitsPerSample: 24 as const, float: false },
    { bitsPerSample: 32 as const, float: false },
    { bitsPerSample: 32 as const, float: true },
  ])('reads $bitsPerSample-bit samples (float: $float), split at any byte', (format) => {
    const file = writeWav({
      seconds: 0.5,
      sampleRate: 8000,
      channels: 3,
      frequency: 1000,
      amplitude: 0.8,
      ...format,
    });
    for (const chunkBytes of [1, 5, 4096]) {
      const measured = inspect(file, chunkBytes);
      expect(measured.durationSeconds).toBe(0.5);
      expect(measured.channels).toBe(3);
      expect(measured.bitRate).toBe(8000 * 3 * format.bitsPerSample);
      expect(Math.max(...measured.peaks)).toBeCloseTo(0.8, format.bitsPerSample === 8 ? 1 : 2);
      expect(Math.min(...measured.peaks)).toBeGreaterThan(0.7);
    }
  });

  it('reads WAVE_FORMAT_EXTENSIBLE headers and passes over other chunks', () => {
    const measured = inspect(
      writeWav({
        seconds: 1,
        sampleRate: 48_000,
        channels: 1,
        bitsPerSample: 24,
        extensible: true,
        extraChunk: true,
      }),
    );
    expect(measured).toMatchObject({ durationSeconds: 1, sampleRate: 48_000, channels: 1 });
    expect(Math.max(...measured.peaks)).toBeCloseTo(0.5, 2);
  });

  it('draws silence as zeros', () => {
    const measured = inspect(writeWav({ seconds: 1, frequency: 0 }));
    expect(new Set(measured.peaks)).toEqual(new Set([0]));
  });

  it('refuses a file that is not RIFF/WAVE as soon as its first bytes arrive', () => {
    for (const file of [
      zipBytes({ 'a.txt': 'a' }),
      pngBytes(),
      Buffer.from('RIFF\0\0\0\0AVI LIST'),
    ]) {
      const inspector = createWavInspector();
      expect(refusal(() => inspector.push(file.subarray(0, 12)))).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This file is not a WAV audio file.',
      });
    }
  });

  it('refuses a wav whose data ends before its header said, or that ends in its headers', () => {
    const file = writeWav({ seconds: 1 });
    for (const cut of [file.length - 1, file.length / 2, 30]) {
      expect(refusal(() => inspect(file.subarray(0, cut)))).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The WAV file is incomplete.',
      });
    }
  });

  it('refuses encodings browsers do not play, and a data chunk with nothing in it', () => {
    const adpcm = writeWav({ seconds: 0.1 });
    adpcm.writeUInt16LE(2, 20);
    expect(refusal(() => inspect(adpcm)).message).toMatch(/encoding is not supported/);
    const empty = writeWav({ seconds: 0 });
    expect(refusal(() => inspect(empty)).message).toBe('The WAV file holds no audio.');
  });

  it('accepts a data chunk of unknown length (streamed), reading to the end', () => {
    const file = writeWav({ seconds: 1, sampleRate: 8000, channels: 1 });
    file.writeUInt32LE(0xffffffff, 40);
    expect(inspect(file).durationSeconds).toBe(1);
  });
});
