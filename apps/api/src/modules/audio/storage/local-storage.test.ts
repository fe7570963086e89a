import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { expectSameBytes, failingStreamOf, streamOf } from '../../../../test/helpers/audio-files';
import { listedFiles } from '../../../../test/helpers/listed-files';
import { createLocalStorage } from './local-storage';
import { newStorageKey } from './storage-key';

let dataDir: string;
let root: string;
const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, i) => i % 251));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cuebrief-local-'));
  root = path.join(dataDir, 'files');
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('local storage', () => {
  it('writes under the key, tells the size, reads whole and in ranges, removes', async () => {
    const storage = createLocalStorage(root);
    const key = newStorageKey('wav');
    await storage.write(key, streamOf(bytes), 'audio/wav');
    expect(await storage.size(key)).toBe(bytes.length);
    expectSameBytes(await buffer(await storage.read(key)), bytes);
    expectSameBytes(
      await buffer(await storage.read(key, { start: 10, end: 19 })),
      bytes.subarray(10, 20),
    );
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.size(key)).toBeNull();
    await expect(storage.read(key)).rejects.toBeInstanceOf(AppError);
    expect(await readdir(path.join(root, '.partial'))).toEqual([]);
  });

  it('keeps nothing of a stream that fails, not even the partial file', async () => {
    const storage = createLocalStorage(root);
    const key = newStorageKey('mp3');
    await expect(storage.write(key, failingStreamOf(bytes, 50_000), 'audio/mpeg')).rejects.toThrow(
      'the client went away',
    );
    expect(await storage.size(key)).toBeNull();
    expect(await readdir(path.join(root, '.partial'))).toEqual([]);
  });

  it('refuses keys it would never make, before touching the disk', async () => {
    const storage = createLocalStorage(root);
    for (const key of ['../outside.wav', '/etc/passwd', 'audio/../../x']) {
      const refused = { code: 'NOT_FOUND' };
      await expect(storage.write(key, streamOf(bytes), 'audio/wav')).rejects.toMatchObject(refused);
      await expect(storage.read(key)).rejects.toMatchObject(refused);
      await expect(storage.remove(key)).rejects.toMatchObject(refused);
    }
    expect(await readdir(dataDir)).toEqual(['files']);
  });

  it('sweeps partial files a day old, left by a process that stopped, on its first write', async () => {
    const partialDir = path.join(root, '.partial');
    await mkdir(partialDir, { recursive: true });
    const stale = path.join(partialDir, 'left-by-a-crash');
    const fresh = path.join(partialDir, 'another-process-uploading');
    await writeFile(stale, 'x');
    await writeFile(fresh, 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(stale, twoDaysAgo, twoDaysAgo);
    const storage = createLocalStorage(root);
    const key = newStorageKey('wav');
    await storage.write(key, streamOf(bytes), 'audio/wav');
    await expect.poll(() => readdir(partialDir)).toEqual(['another-process-uploading']);
    await rm(fresh);
    await storage.remove(key);
  });

  it('lists whole files under their keys with their times, not partial uploads or odd names', async () => {
    const listedRoot = path.join(dataDir, 'listed');
    const storage = createLocalStorage(listedRoot);
    expect(await listedFiles(storage)).toEqual([]);
    const audio = newStorageKey('wav');
    const stems = newStorageKey('stems');
    await storage.write(audio, streamOf(bytes), 'audio/wav');
    await storage.write(stems, streamOf(bytes), 'application/zip');
    const written = new Date('2026-01-02T03:04:05.000Z');
    await utimes(path.join(listedRoot, stems), written, written);
    await writeFile(path.join(listedRoot, '.partial', 'still-uploading'), 'x');
    await writeFile(path.join(listedRoot, 'audio', 'a name with spaces.wav'), 'x');

    const listed = await listedFiles(storage);
    expect(listed.map((file) => file.key)).toEqual([audio, stems].sort());
    expect(listed.find((file) => file.key === stems)?.lastModified).toEqual(written);
  });

  it('is healthy while its folder, or before the first upload DATA_DIR, is writable', async () => {
    const fresh = path.join(dataDir, 'not-yet');
    await expect(createLocalStorage(path.join(fresh, 'files')).check()).rejects.toThrow();
    await mkdir(fresh);
    await expect(createLocalStorage(path.join(fresh, 'files')).check()).resolves.toBeUndefined();
    await expect(createLocalStorage(root).check()).resolves.toBeUndefined();
  });
});
