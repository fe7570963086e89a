import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import {
  expectSameBytes,
  failingStreamOf,
  pngBytes,
  readToneMp3,
  streamOf,
} from '../../../../test/helpers/audio-files';
import { listedFiles } from '../../../../test/helpers/listed-files';
import { startS3Server, type TestS3Server } from '../../../../test/helpers/s3-server';
import { createTestClock } from '../../../../test/helpers/test-clock';
import { createAudioFilesService } from '../audio-files.service';
import { createMp3InspectorPool } from '../inspect/mp3-worker-pool';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { newStorageKey } from './storage-key';

let s3: TestS3Server;
let storage: Storage;
const bytes = randomBytes(300_000);
const mp3Inspectors = createMp3InspectorPool();

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.config);
});
afterAll(async () => {
  await mp3Inspectors.close();
  await s3?.close();
});

/** A client of the bucket of its own, beside the storage's. */
async function withClient<T>(use: (client: S3Client) => Promise<T>): Promise<T> {
  const client = new S3Client({ ...s3.config, requestChecksumCalculation: 'WHEN_REQUIRED' });
  try {
    return await use(client);
  } finally {
    client.destroy();
  }
}

/** Every key in the bucket. */
async function storedKeys(): Promise<string[]> {
  const listed = await withClient((client) =>
    client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket })),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('S3 storage (against s3rver)', () => {
  it('writes a stream, tells its size and reads it back whole and in ranges', async () => {
    const key = newStorageKey('wav');
    await storage.write(key, streamOf(bytes), 'audio/wav');
    expect(await storage.size(key)).toBe(bytes.length);
    expectSameBytes(await buffer(await storage.read(key)), bytes);
    expectSameBytes(
      await buffer(await storage.read(key, { start: 1000, end: 1999 })),
      bytes.subarray(1000, 2000),
    );
    expectSameBytes(
      await buffer(await storage.read(key, { start: bytes.length - 10, end: bytes.length - 1 })),
      bytes.subarray(-10),
    );
    await storage.remove(key);
  });

  it('writes a stream larger than a part in parts', async () => {
    const key = newStorageKey('stems');
    const large = randomBytes(17 * 1024 * 1024);
    await storage.write(key, streamOf(large), 'application/zip');
    expect(await storage.size(key)).toBe(large.length);
    expectSameBytes(await buffer(await storage.read(key)), large);
    await storage.remove(key);
  });

  it('signs a GET URL that plain fetch can load, in ranges, and under a download name', async () => {
    const key = newStorageKey('mp3');
    await storage.write(key, streamOf(bytes), 'audio/mpeg');
    const now = new Date();
    const url = await storage.presignGet?.(key, {
      signedAt: now,
      expiresAt: new Date(now.getTime() + 600_000),
      contentType: 'audio/mpeg',
      downloadName: 'Sunrise.mp3',
    });
    expect(url).toMatch(new RegExp(`^${s3.config.endpoint}/${s3.config.bucket}/audio/`));
    const whole = await fetch(url ?? '');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('content-disposition')).toContain('filename="Sunrise.mp3"');
    expectSameBytes(Buffer.from(await whole.arrayBuffer()), bytes);
    const part = await fetch(url ?? '', { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expectSameBytes(Buffer.from(await part.arrayBuffer()), bytes.subarray(0, 100));
    await storage.remove(key);
  });

  it('removes a file, and a file already gone is no error; reading it is NOT_FOUND', async () => {
    const key = newStorageKey('mp3');
    await storage.write(key, streamOf(bytes), 'audio/mpeg');
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.size(key)).toBeNull();
    const error = await storage.read(key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('NOT_FOUND');
  });

  it('leaves no object when the stream fails, in one PUT or in parts', async () => {
    const before = await storedKeys();
    const small = newStorageKey('wav');
    await expect(
      storage.write(small, failingStreamOf(bytes, 100_000), 'audio/wav'),
    ).rejects.toThrow('the client went away');
    // Past the first 8 MB part, so a multipart upload had begun and must be aborted.
    const large = newStorageKey('wav');
    const big = Buffer.alloc(10 * 1024 * 1024, 1);
    await expect(
      storage.write(large, failingStreamOf(big, 9 * 1024 * 1024), 'audio/wav'),
    ).rejects.toThrow('the client went away');
    expect(await storage.size(small)).toBeNull();
    expect(await storage.size(large)).toBeNull();
    expect(await storedKeys()).toEqual(before);
  });

  it('lists the objects under their keys with their times, not those of odd names', async () => {
    const before = new Date(Date.now() - 60_000);
    const keys = [newStorageKey('mp3'), newStorageKey('stems')].sort();
    for (const key of keys) await storage.write(key, streamOf(bytes), 'audio/mpeg');
    const odd = 'audio/a name with spaces.mp3';
    await withClient((client) =>
      client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: odd, Body: 'x' })),
    );
    const listed = await listedFiles(storage);
    expect(listed.map((file) => file.key)).toEqual(keys);
    for (const file of listed)
      expect(file.lastModified.getTime()).toBeGreaterThan(before.getTime());
    expect(await storedKeys()).toContain(odd);
    for (const key of keys) await storage.remove(key);
    await withClient((client) =>
      client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: odd })),
    );
  });

  it('answers its health check, and fails it for a bucket that does not exist', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(
      createS3Storage({ ...s3.config, bucket: 'no-such-bucket' }).check(),
    ).rejects.toThrow();
  });

  it('carries the audio files service: upload, measured, linked; a refused upload leaves nothing', async () => {
    const service = createAudioFilesService({
      storage,
      clock: createTestClock(new Date()),
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      publicUrl: () => 'http://localhost:3000',
      mp3Inspectors,
    });
    const before = await storedKeys();
    await expect(service.receiveAudio('mp3', streamOf(pngBytes()))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await storedKeys()).toEqual(before);

    const mp3 = readToneMp3();
    const stored = await service.receiveAudio('mp3', streamOf(mp3));
    expect(stored).toMatchObject({ bytes: mp3.length, sampleRate: 44_100, channels: 2 });
    const link = await service.linkTo(stored.storageKey, { ttlSeconds: 300 });
    expect(link.url.startsWith(s3.config.endpoint ?? '')).toBe(true);
    const response = await fetch(link.url);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expectSameBytes(Buffer.from(await response.arrayBuffer()), mp3);
    await service.removeFiles([stored.storageKey]);
    expect(await storedKeys()).toEqual(before);
  });
});
