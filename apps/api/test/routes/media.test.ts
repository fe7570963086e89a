import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredAudioFile } from '../../src/modules/audio/audio-files.types';
import { createMediaLinkSigner } from '../../src/modules/audio/media-links';
import { expectRefusal, call } from '../helpers/api';
import { expectSameBytes, readToneMp3, streamOf, writeWav, zipBytes } from '../helpers/audio-files';
import { startS3Server } from '../helpers/s3-server';
import { createTestApp, useTestApp } from '../helpers/test-app';
import { createTestClock } from '../helpers/test-clock';

const t = useTestApp();
const wav = writeWav({ seconds: 1, sampleRate: 8000, channels: 1 });
let stored: StoredAudioFile;

beforeAll(async () => {
  stored = await t.app.services.audioFiles.receiveAudio('wav', streamOf(wav));
});

/** The path and query of a signed link: the app's links are absolute, on PUBLIC_URL. */
async function linkPath(
  storageKey = stored.storageKey,
  options?: { downloadName?: string; ttlSeconds?: number },
) {
  const link = await t.app.services.audioFiles.linkTo(storageKey, options);
  const url = new URL(link.url);
  return `${url.pathname}${url.search}`;
}

const fetchMedia = (
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) => t.app.inject({ method, url, headers });

describe('GET /users/v1/media/{folder}/{file}', () => {
  it('sends the whole file with its type, length, ranges on offer and a private cache until expiry', async () => {
    const response = await fetchMedia(await linkPath());
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/wav',
      'content-length': String(wav.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-disposition']).toBeUndefined();
    expectSameBytes(response.rawPayload, wav);
  });

  it.each([
    ['the first bytes', 'bytes=0-99', 0, 99],
    ['the middle', 'bytes=1000-5999', 1000, 5999],
    ['the last bytes (suffix)', 'bytes=-500', wav.length - 500, wav.length - 1],
    ['from a point to the end', 'bytes=100-', 100, wav.length - 1],
    [
      'a range cut at the end',
      `bytes=${wav.length - 10}-${wav.length + 1000}`,
      wav.length - 10,
      wav.length - 1,
    ],
  ])('answers %s with 206 and the exact bytes', async (_name, range, start, end) => {
    const response = await fetchMedia(await linkPath(), { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${wav.length}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expectSameBytes(response.rawPayload, wav.subarray(start, end + 1));
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await call(t.app, 'GET', await linkPath(), {
      headers: { range: `bytes=${wav.length}-` },
    });
    expectRefusal(response, 416, 'RANGE_NOT_SATISFIABLE');
    expect(response.headers['content-range']).toBe(`bytes */${wav.length}`);
  });

  it('answers HEAD with the headers of GET and no body, for the whole file and a range', async () => {
    const url = await linkPath();
    const whole = await fetchMedia(url, {}, 'HEAD');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(wav.length));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toHaveLength(0);
    const part = await fetchMedia(url, { range: 'bytes=0-9' }, 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${wav.length}`);
    expect(part.rawPayload).toHaveLength(0);
  });

  it('asks the browser to save the file under the signed download name', async () => {
    const response = await fetchMedia(
      await linkPath(stored.storageKey, { downloadName: 'Sünrise "final".wav' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="S_nrise _final_.wav"; filename*=UTF-8''S%C3%BCnrise%20%22final%22.wav`,
    );
  });

  it('serves an mp3 as audio/mpeg and stems as application/zip', async () => {
    const mp3 = await t.app.services.audioFiles.receiveAudio('mp3', streamOf(readToneMp3()));
    const zip = zipBytes({ 'drums.wav': wav });
    const stems = await t.app.services.audioFiles.receiveStems(streamOf(zip));
    const mp3Response = await fetchMedia(await linkPath(mp3.storageKey));
    expect(mp3Response.headers['content-type']).toBe('audio/mpeg');
    expectSameBytes(mp3Response.rawPayload, readToneMp3());
    const stemsResponse = await fetchMedia(
      await linkPath(stems.storageKey, { downloadName: 'stems.zip' }),
    );
    expect(stemsResponse.headers['content-type']).toBe('application/zip');
    expectSameBytes(stemsResponse.rawPayload, zip);
  });

  it('refuses a link whose signature, key, expiry or download name was changed', async () => {
    const url = new URL(await linkPath(), 'http://localhost');
    const other = new URL(await linkPath(stored.storageKey, { downloadName: 'a.wav' }), 'http://x');
    const withQuery = (changes: Record<string, string | null>, pathname = url.pathname) => {
      const query = new URLSearchParams(url.search);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) query.delete(name);
        else query.set(name, value);
      }
      return `${pathname}?${query.toString()}`;
    };
    const signature = url.searchParams.get('signature') ?? '';
    for (const forged of [
      withQuery({ signature: `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}` }),
      withQuery({}, '/users/v1/media/audio/00000000-0000-4000-8000-000000000000.wav'),
      withQuery({ expires: String(Number(url.searchParams.get('expires')) + 86_400) }),
      withQuery({ download: 'other.wav' }),
      withQuery({ signature: other.searchParams.get('signature') }),
      withQuery({ signature: null }),
      url.pathname,
    ]) {
      const response = await call(t.app, 'GET', forged);
      expectRefusal(response, 403, 'FORBIDDEN');
      expect(response.body.status.message).toBe('This link is not valid.');
    }
  });

  it('answers 404 once the file is removed', async () => {
    const gone = await t.app.services.audioFiles.receiveAudio(
      'wav',
      streamOf(writeWav({ seconds: 0.1 })),
    );
    const url = await linkPath(gone.storageKey);
    await t.app.services.audioFiles.removeFiles([gone.storageKey]);
    expectRefusal(await call(t.app, 'GET', url), 404, 'NOT_FOUND');
  });

  it.each([
    ['a parent folder', 'audio', '../secrets/jwt-secret'],
    ['a hidden file', 'audio', '.partial'],
    ['a Windows path', 'audio', '..\\secrets\\jwt-secret'],
  ])(
    'answers 404 to a genuinely signed link whose key points outside storage (%s)',
    async (_name, folder, file) => {
      const signer = createMediaLinkSigner(t.config.jwtSecret!);
      const expiresAt = new Date(t.clock.now().getTime() + 600_000);
      const signed = signer.sign({ storageKey: `${folder}/${file}`, expiresAt });
      const query = signed.slice(signed.indexOf('?'));
      // Every character spelled out, so neither `..` nor `/` is read as part of the URL's path.
      const spelled = (part: string) =>
        [...Buffer.from(part)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
      const url = `/users/v1/media/${spelled(folder)}/${spelled(file)}${query}`;
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${response.body}`).toBe(404);
      }
      expectRefusal(await call(t.app, 'GET', url), 404, 'NOT_FOUND');
    },
  );

  it('shortens the cache as the link ages, and refuses it once expired', async () => {
    const start = t.clock.now();
    const url = await linkPath(stored.storageKey, { ttlSeconds: 600 });
    try {
      t.clock.advance(100_000);
      expect((await fetchMedia(url)).headers['cache-control']).toBe('private, max-age=500');
      t.clock.advance(500_000);
      const response = await call(t.app, 'GET', url);
      expectRefusal(response, 403, 'FORBIDDEN');
      expect(response.body.status.message).toMatch(/expired/);
    } finally {
      t.clock.set(start);
    }
  });
});

describe('with S3 storage', () => {
  it('links to the bucket, lets pages play from it, and reports the bucket in /health', async () => {
    const s3 = await startS3Server();
    // S3 checks presigned URLs against its own clock: this app's must be the real time.
    const app = await createTestApp({
      config: { s3: s3.config },
      clock: createTestClock(new Date()),
    });
    try {
      const stored = await app.app.services.audioFiles.receiveAudio('wav', streamOf(wav));
      const link = await app.app.services.audioFiles.linkTo(stored.storageKey);
      expect(link.url.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/audio/`)).toBe(true);
      expectSameBytes(Buffer.from(await (await fetch(link.url)).arrayBuffer()), wav);

      const page = await app.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toContain(
        `media-src 'self' http://localhost:3000 ${s3.config.endpoint}`,
      );
      expect((await call(app.app, 'GET', '/health')).statusCode).toBe(200);
      await s3.close();
      const sick = await call(app.app, 'GET', '/health');
      expectRefusal(sick, 503, 'SERVICE_UNAVAILABLE');
      expect(sick.body.status.message).toBe('Not healthy: the storage cannot be reached.');
    } finally {
      await app.close();
      await s3.close().catch(() => {});
    }
  });
});
