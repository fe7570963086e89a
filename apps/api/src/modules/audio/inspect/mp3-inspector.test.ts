import { describe, expect, it } from 'vitest';
import { WAVEFORM_POINTS } from '@cuebrief/shared';
import { AppError } from '../../../lib/app-error';
import { pngBytes, readToneMp3, writeWav, zipBytes } from '../../../../test/helpers/audio-files';
import { createMp3Inspector } from './mp3-inspector';

async function inspect(file: Buffer, chunkBytes = 65_536) {
  const inspector = await createMp3Inspector();
  try {
    for (let at = 0; at < file.length; at += chunkBytes)
      inspector.push(file.subarray(at, at + chunkBytes));
    return inspector.finish();
  } finally {
    inspector.dispose();
  }
}

async function refusal(file: Buffer, chunkBytes?: number): Promise<string> {
  try {
    await inspect(file, chunkBytes);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('mp3 inspector', () => {
  const tone = readToneMp3();

  it('decodes the fixture: 3 s, 44.1 kHz stereo, 128 kbit/s, peaks near 0.5', async () => {
    const measured = await inspect(tone);
    expect(measured.durationSeconds).toBeCloseTo(3, 2);
    expect(measured).toMatchObject({ sampleRate: 44_100, channels: 2, bitRate: 128_000 });
    expect(measured.peaks).toHaveLength(WAVEFORM_POINTS);
    for (const peak of measured.peaks) expect(peak).toBeGreaterThan(0.4);
    expect(Math.max(...measured.peaks)).toBeCloseTo(0.5, 1);
  });

  it('measures the same whatever the chunks', async () => {
    const whole = await inspect(tone);
    for (const chunkBytes of [1, 3, 417, 5000])
      expect(await inspect(tone, chunkBytes)).toEqual(whole);
  });

  it('passes over junk between frames and a trailing ID3v1 tag', async () => {
    const firstFrames = tone.subarray(0, 20_000);
    const rest = tone.subarray(20_000);
    const withJunk = Buffer.concat([
      firstFrames,
      Buffer.alloc(300, 0x11),
      rest,
      Buffer.from(`TAG${'x'.repeat(125)}`),
    ]);
    const measured = await inspect(withJunk);
    expect(measured.durationSeconds).toBeGreaterThan(2.9);
  });

  it('refuses files that are not mp3, whatever their name', async () => {
    for (const file of [
      pngBytes(),
      writeWav({ seconds: 0.5 }),
      zipBytes({ 'a.mp3': tone }),
      Buffer.from('ID3 is not enough'),
      Buffer.alloc(40_000, 0xff),
    ]) {
      expect(await refusal(file)).toBe('This file is not an MP3 audio file.');
    }
  });

  it('refuses a file with a few mp3 frames in front of something else', async () => {
    expect(
      await refusal(Buffer.concat([tone.subarray(0, 3000), pngBytes(), Buffer.alloc(60_000, 7)])),
    ).toBe('This file is not an MP3 audio file.');
  });
});
