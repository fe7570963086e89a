import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMITS_BYTES, WAVEFORM_POINTS } from '@cuebrief/shared';
import { AppError } from '../../lib/app-error';
import {
  expectSameBytes,
  failingStreamOf,
  largeStream,
  pngBytes,
  readToneMp3,
  streamOf,
  writeWav,
  zipBytes,
} from '../../../test/helpers/audio-files';
import { createTestClock } from '../../../test/helpers/test-clock';
import { createAudioFilesService } from './audio-files.service';
import { createMp3InspectorPool } from './inspect/mp3-worker-pool';
import { createLocalStorage } from './storage/local-storage';

// The real decoder, counted: a test below sees whether this thread ever made one.
vi.mock('mpg123-decoder', async (importOriginal) => {
  const real = await importOriginal<{ MPEGDecoder: typeof MPEGDecoder }>();
  return {
    ...real,
    MPEGDecoder: vi.fn(function counted(...args: ConstructorParameters<typeof real.MPEGDecoder>) {
      return new real.MPEGDecoder(...args);
    }),
  };
});

let root: string;
let service: ReturnType<typeof createAudioFilesService>;
const clock = createTestClock();
const mp3Inspectors = createMp3InspectorPool();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cuebrief-audio-'));
  service = createAudioFilesService({
    storage: createLocalStorage(root),
    clock,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    publicUrl: () => 'http://localhost:3000',
    mp3Inspectors,
  });
});
afterAll(async () => {
  await mp3Inspectors.close();
  await rm(root, { recursive: true, force: true });
});

/** Every file in the storage folder, partial ones included, as paths under it. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await run.then(
    () => new Error('not refused'),
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw error;
  return { code: error.code, message: error.message };
}

describe('receiveAudio', () => {
  it('stores a wav under a new random name, measured, byte for byte', async () => {
    const wav = writeWav({ seconds: 2, sampleRate: 48_000, channels: 2, bitsPerSample: 24 });
    const stored = await service.receiveAudio('wav', streamOf(wav));
    expect(stored).toMatchObject({
      format: 'wav',
      storageKey: expect.stringMatching(/^audio\/[0-9a-f-]{36}\.wav$/),
      bytes: wav.length,
      durationSeconds: 2,
      sampleRate: 48_000,
      channels: 2,
      bitRate: 48_000 * 2 * 24,
    });
    expect(stored.peaks).toHaveLength(WAVEFORM_POINTS);
    expect(stored.peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    expectSameBytes(await readFile(path.join(root, stored.storageKey)), wav);
  });

  it('stores and measures the mp3 fixture: 3 s, 44.1 kHz, stereo, 128 kbit/s', async () => {
    const mp3 = readToneMp3();
    const stored = await service.receiveAudio('mp3', streamOf(mp3, 4000));
    expect(stored).toMatchObject({
      format: 'mp3',
      storageKey: expect.stringMatching(/^audio\/[0-9a-f-]{36}\.mp3$/),
      bytes: mp3.length,
      sampleRate: 44_100,
      channels: 2,
      bitRate: 128_000,
    });
    expect(stored.durationSeconds).toBeCloseTo(3, 2);
    expect(stored.peaks).toHaveLength(WAVEFORM_POINTS);
    expect(stored.peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    expect(Math.max(...stored.peaks)).toBeCloseTo(0.5, 1);
    expectSameBytes(await readFile(path.join(root, stored.storageKey)), mp3);
  });

  it('decodes an mp3 on a worker thread, never on the thread that answers requests', async () => {
    const stored = await service.receiveAudio('mp3', streamOf(readToneMp3()));
    expect(stored.durationSeconds).toBeCloseTo(3, 2);
    expect(vi.mocked(MPEGDecoder)).not.toHaveBeenCalled();
  });

  it('draws a half-amplitude sine near 0.5 and silence near 0', async () => {
    const tone = await service.receiveAudio(
      'wav',
      streamOf(writeWav({ seconds: 5, amplitude: 0.5 })),
    );
    for (const peak of tone.peaks) expect(peak).toBeCloseTo(0.5, 2);
    const silence = await service.receiveAudio(
      'wav',
      streamOf(writeWav({ seconds: 1, frequency: 0 })),
    );
    expect(Math.max(...silence.peaks)).toBe(0);
    await service.removeFiles([tone.storageKey, silence.storageKey]);
  });

  describe('refuses, leaving nothing in storage', () => {
    let before: string[];
    beforeAll(async () => {
      before = await storedFiles();
    });

    it.each([
      ['a PNG named .mp3', 'mp3', () => pngBytes(), 'This file is not an MP3 audio file.'],
      [
        'a wav sent as mp3',
        'mp3',
        () => writeWav({ seconds: 0.5 }),
        'This file is not an MP3 audio file.',
      ],
      [
        'a zip sent as wav',
        'wav',
        () => zipBytes({ 'a.wav': writeWav({ seconds: 0.1 }) }),
        'This file is not a WAV audio file.',
      ],
      ['an mp3 sent as wav', 'wav', () => readToneMp3(), 'This file is not a WAV audio file.'],
      [
        'a truncated wav',
        'wav',
        () => writeWav({ seconds: 1 }).subarray(0, 50_000),
        'The WAV file is incomplete.',
      ],
      ['an empty mp3', 'mp3', () => Buffer.alloc(0), 'The file is empty.'],
      ['an empty wav', 'wav', () => Buffer.alloc(0), 'The file is empty.'],
    ] as const)('%s: 415', async (_name, format, bytes, message) => {
      expect(await refusal(service.receiveAudio(format, streamOf(bytes())))).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message,
      });
      expect(await storedFiles()).toEqual(before);
    });

    it('an mp3 over 50 MB: 413, reading stops at the limit', async () => {
      const upload = largeStream(readToneMp3(), UPLOAD_LIMITS_BYTES.mp3 + 10 * 1024 * 1024);
      expect(await refusal(service.receiveAudio('mp3', upload))).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'An MP3 file may be at most 50 MB.',
      });
      expect(upload.bytesRead()).toBeLessThan(UPLOAD_LIMITS_BYTES.mp3 + 2 * 1024 * 1024);
      expect(upload.destroyed).toBe(true);
      expect(await storedFiles()).toEqual(before);
    });

    it('an upload that fails halfway: its own error, no file', async () => {
      const wav = writeWav({ seconds: 3 });
      const error = await service
        .receiveAudio('wav', failingStreamOf(wav, wav.length / 2))
        .catch((e: unknown) => e);
      expect(error).toEqual(new Error('the client went away'));
      const mp3 = readToneMp3();
      const mp3Error = await service
        .receiveAudio('mp3', failingStreamOf(mp3, 20_000))
        .catch((e: unknown) => e);
      expect(mp3Error).toEqual(new Error('the client went away'));
      const stemsError = await service
        .receiveStems(failingStreamOf(zipBytes({ 'a.wav': wav }), 100_000))
        .catch((e: unknown) => e);
      expect(stemsError).toEqual(new Error('the client went away'));
      expect(await storedFiles()).toEqual(before);
    });

    it('an upload closed halfway without an error: 400, no file', async () => {
      const wav = writeWav({ seconds: 3 });
      let at = 0;
      const upload = new Readable({
        read() {
          if (at > wav.length / 2) {
            this.destroy();
            return;
          }
          this.push(wav.subarray(at, at + 16 * 1024));
          at += 16 * 1024;
        },
      });
      expect(await refusal(service.receiveAudio('wav', upload))).toEqual({
        code: 'MALFORMED_BODY',
        message: 'The upload stopped before it was complete.',
      });
      expect(await storedFiles()).toEqual(before);
    });

    it('an upload that fails before its first byte', async () => {
      const upload = new Readable({ read() {} });
      const received = service.receiveAudio('mp3', upload);
      upload.destroy(new Error('reset by peer'));
      expect(await received.catch((e: unknown) => e)).toEqual(new Error('reset by peer'));
      expect(await storedFiles()).toEqual(before);
    });
  });
});

describe('receiveStems', () => {
  it('stores a zip under stems/ and refuses anything else', async () => {
    const zip = zipBytes({
      'drums.wav': writeWav({ seconds: 0.2 }),
      'bass.wav': writeWav({ seconds: 0.2 }),
    });
    const stored = await service.receiveStems(streamOf(zip));
    expect(stored).toEqual({
      storageKey: expect.stringMatching(/^stems\/[0-9a-f-]{36}\.zip$/),
      bytes: zip.length,
    });
    const before = await storedFiles();
    expect(await refusal(service.receiveStems(streamOf(writeWav({ seconds: 0.2 }))))).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Stems must be a zip file.',
    });
    expect(await refusal(service.receiveStems(streamOf(zip.subarray(0, zip.length - 10))))).toEqual(
      {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The zip file is incomplete.',
      },
    );
    expect(await storedFiles()).toEqual(before);
  });
});

describe('removeFiles', () => {
  it('removes stored files; a key already gone is no error', async () => {
    const stored = await service.receiveAudio('wav', streamOf(writeWav({ seconds: 0.1 })));
    await service.removeFiles([stored.storageKey]);
    await service.removeFiles([stored.storageKey, 'audio/never-stored.mp3']);
    expect(await storedFiles()).not.toContain(stored.storageKey);
  });

  it('refuses a key the server would never make', async () => {
    await expect(service.removeFiles(['../secrets/jwt-secret'])).rejects.toMatchObject({
      name: 'AppError',
      code: 'NOT_FOUND',
    });
  });
});

describe('linkTo', () => {
  it('signs an absolute link to the media route that expires after the TTL', async () => {
    const link = await service.linkTo('audio/a.mp3', { ttlSeconds: 600 });
    expect(link.url).toMatch(
      /^http:\/\/localhost:3000\/users\/v1\/media\/audio\/a\.mp3\?expires=\d+&signature=[\w-]{43}$/,
    );
    expect(link.expiresAt).toBe(new Date(clock.now().getTime() + 600_000).toISOString());
    const standard = await service.linkTo('audio/a.mp3');
    expect(new Date(standard.expiresAt).getTime() - clock.now().getTime()).toBe(3600_000);
  });
});

describe('a storage that fails', () => {
  it("reports the storage's own error, not the stream torn down after it", async () => {
    const failing = createAudioFilesService({
      storage: {
        ...createLocalStorage(root),
        async write(_key, body) {
          // Like a bucket that stops answering: read a little, then give up on the stream.
          for await (const chunk of body) {
            void chunk;
            break;
          }
          throw new Error('the bucket is gone');
        },
      },
      clock,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      publicUrl: () => 'http://localhost:3000',
      mp3Inspectors,
    });
    const upload = streamOf(writeWav({ seconds: 2 }), 16 * 1024);
    await expect(failing.receiveAudio('wav', upload)).rejects.toThrow('the bucket is gone');
    expect(upload.destroyed).toBe(true);
  });
});
