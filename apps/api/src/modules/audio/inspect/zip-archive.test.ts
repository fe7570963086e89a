import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { streamOf, writeWav } from '../../../../test/helpers/audio-files';
import { hostileZips, zipOf, type ZipEntrySpec } from '../../../../test/helpers/zip-files';
import { startS3Server, type TestS3Server } from '../../../../test/helpers/s3-server';
import { createLocalStorage } from '../storage/local-storage';
import { createS3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';
import { newStorageKey } from '../storage/storage-key';
import { checkStoredZip } from './zip-archive';

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cuebrief-zip-'));
  storage = createLocalStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** 'ok', or the message of the refusal (a 415), for the zip stored in `store`. */
async function check(zip: Buffer, store = storage): Promise<string> {
  const key = newStorageKey('stems');
  await store.write(key, streamOf(zip), 'application/zip');
  try {
    await checkStoredZip(store, key, zip.length);
    return 'ok';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.statusCode).toBe(415);
    return error.message;
  } finally {
    await store.remove(key);
  }
}

const wav = writeWav({ seconds: 0.5 });
const stem = (name: string, more: Partial<ZipEntrySpec> = {}): ZipEntrySpec => ({
  name,
  data: wav,
  ...more,
});

describe('a stored stems zip', () => {
  it('passes with stems of every allowed kind, in folders, stored or deflated', async () => {
    const zip = zipOf([
      { name: 'Glasswing stems/' },
      stem('Glasswing stems/Drums.WAV', { deflate: true }),
      stem('Glasswing stems/bass.aiff'),
      stem('Glasswing stems/keys.flac'),
      stem('Glasswing stems/strings.mid', { data: 'MThd' }),
      stem('Glasswing stems/cue sheet.pdf', { data: '%PDF-1.7' }),
      stem('Glasswing stems/notes.txt', { data: '108 bpm, D major', deflate: true }),
      stem('Glasswing stems/README.md', { data: '# Stems' }),
      stem('Glasswing stems/Ströme – Klavier.wav'),
    ]);
    expect(await check(zip)).toBe('ok');
  });

  it('passes with the junk macOS adds, which nothing opens as a program', async () => {
    const zip = zipOf([
      stem('stems/drums.wav'),
      { name: 'stems/.DS_Store', data: 'Bud1' },
      { name: '__MACOSX/._stems', data: 'apple double' },
      { name: '__MACOSX/stems/._drums.wav', data: 'apple double' },
    ]);
    expect(await check(zip)).toBe('ok');
    const disguised = zipOf([stem('drums.wav'), { name: '__MACOSX/._evil.exe', data: 'MZ' }]);
    expect(await check(disguised)).toMatch(/not this one: __MACOSX\/\._evil\.exe/);
  });

  it.each(hostileZips())('refuses $name, naming it', async ({ zip, refusal }) => {
    expect(await check(zip)).toMatch(refusal);
  });

  it('takes 500 entries, the most it may', async () => {
    const entries = Array.from({ length: 500 }, (_, i) => stem(`stem-${i}.txt`, { data: 'x' }));
    expect(await check(zipOf(entries))).toBe('ok');
  });

  it.each([
    ['a ../ deeper in', 'stems/../../evil.wav', /outside its folder: stems\/\.\.\/\.\.\/evil\.wav/],
    ['a Windows ..\\ path', '..\\evil.wav', /outside its folder: \.\.\/evil\.wav/],
    ['a drive letter', 'C:/Users/evil.wav', /absolute path: C:\/Users\/evil\.wav/],
  ])('refuses %s', async (_, name, refusal) => {
    expect(await check(zipOf([stem(name)]))).toMatch(refusal);
  });

  it('refuses a ../ name hidden behind a harmless Unicode path', async () => {
    const zip = zipOf([stem('../evil.wav', { unicodePath: 'evil.wav' })]);
    expect(await check(zip)).toMatch(/outside its folder: \.\.\/evil\.wav/);
  });

  it('refuses a local header that names the entry otherwise than the central directory', async () => {
    const zip = zipOf([stem('drums.wav', { localName: '../drums.wav' })]);
    expect(await check(zip)).toMatch(/named differently inside it: drums\.wav/);
  });

  it('refuses a deflated entry that unpacks to more than it declares', async () => {
    const zip = zipOf([
      stem('drums.wav', { data: Buffer.alloc(1024 * 1024), deflate: true, declaredSize: 9000 }),
    ]);
    expect(await check(zip)).toMatch(/does not unpack to the size it declares: drums\.wav/);
    // Caught while the rest of its data is still being read: stopping that read is no failure.
    const large = zipOf([
      stem('drums.wav', { data: randomBytes(4 * 1024 * 1024), deflate: true, declaredSize: 9000 }),
    ]);
    expect(await check(large)).toMatch(/does not unpack to the size it declares: drums\.wav/);
  });

  it('refuses a total of more than 4 GB, before unpacking anything', async () => {
    const huge = 0xfff0_0000;
    const zip = zipOf([
      stem('a.wav', { data: 'x', deflate: true, declaredSize: huge }),
      stem('b.wav', { data: 'x', deflate: true, declaredSize: huge }),
    ]);
    expect(await check(zip)).toBe('The stems zip unpacks to more than 4 GB.');
  });

  it('refuses every other file type, RTF included', async () => {
    for (const name of ['setup.exe', 'drums.wav.exe', 'notes.rtf', 'page.html', 'Makefile']) {
      expect(await check(zipOf([stem('drums.wav'), stem(name)])), name).toMatch(
        /only audio, MIDI, PDF and text files/,
      );
    }
  });

  it('refuses encrypted entries, other compressions, special files and a zip of folders only', async () => {
    expect(await check(zipOf([stem('drums.wav', { flags: 1, deflate: true })]))).toMatch(
      /encrypted file/,
    );
    expect(await check(zipOf([stem('drums.wav', { method: 14 })]))).toMatch(
      /cannot check \(use standard zip\): drums\.wav/,
    );
    expect(await check(zipOf([stem('drums.wav', { unixMode: 0o010644 })]))).toMatch(
      /link or special file/,
    );
    expect(await check(zipOf([{ name: 'stems/' }, { name: 'stems/empty/' }]))).toBe(
      'The stems zip holds no files.',
    );
  });

  it('refuses a zip whose directory points elsewhere as damaged', async () => {
    const zip = zipOf([stem('drums.wav')]);
    // The end record's offset of the central directory, pointed into the data.
    zip.writeUInt32LE(10, zip.length - 6);
    expect(await check(zip)).toBe('The stems zip is damaged and cannot be read.');
  });

  it("reports the storage's own failure as it is, not as a damaged zip", async () => {
    const zip = zipOf([stem('drums.wav')]);
    const key = newStorageKey('stems');
    // Never written: the storage answers NOT_FOUND, which is no fault of the zip.
    await expect(checkStoredZip(storage, key, zip.length)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('a stems zip in S3 (s3rver)', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());

  it('is read in byte ranges: real stems pass, every hostile zip is refused', async () => {
    const bucket = createS3Storage(s3.config);
    const stems = zipOf([
      { name: 'stems/' },
      ...Array.from({ length: 40 }, (_, i) =>
        stem(`stems/take-${i}.wav`, { deflate: i % 2 === 0 }),
      ),
    ]);
    expect(await check(stems, bucket)).toBe('ok');
    for (const { name, zip, refusal } of hostileZips()) {
      expect(await check(zip, bucket), name).toMatch(refusal);
    }
  });
});
