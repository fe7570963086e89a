import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST } from '../helpers/requests';
import { loginAs } from '../helpers/accounts';
import {
  albumOf,
  imageBytes,
  imagePart,
  placementOf,
  uploadAlbumImage,
} from '../helpers/catalogue';
import { listedFiles } from '../helpers/listed-files';
import { startS3Server } from '../helpers/s3-server';
import { sendMultipart, submittedAudio } from '../helpers/submissions';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestClock } from '../helpers/test-clock';
import { ORPHAN_GRACE_MS, ORPHAN_SWEEP_EVERY_MS } from '../../src/modules/audio/orphan-files';
import { createStorage } from '../../src/modules/audio/storage/create-storage';
import type { Storage } from '../../src/modules/audio/storage/storage';
import { newStorageKey } from '../../src/modules/audio/storage/storage-key';

const HOUR_MS = 60 * 60 * 1000;

/** An app on each storage driver; file times are the real clock's, so the app's starts there. */
const drivers = [
  {
    driver: 'the local disk',
    start: async () => {
      const t = await createTestApp({ clock: createTestClock(new Date()) });
      return { t, close: t.close };
    },
  },
  {
    driver: 'S3',
    start: async () => {
      const s3 = await startS3Server();
      const t = await createTestApp({
        config: { s3: s3.config },
        clock: createTestClock(new Date()),
      });
      return { t, close: async () => (await t.close(), await s3.close()) };
    },
  },
];

/** A file of every kind a row names (a take's mp3, an album's and a placement's images). */
async function storeReferencedFiles(t: TestApp): Promise<string[]> {
  const admin = await loginAs(t.app, 'Admin');
  await submittedAudio(t, {
    client: (await loginAs(t.app, 'Client')).accessToken,
    composer: (await loginAs(t.app, 'Composer')).accessToken,
  });
  const album = await albumOf(t.app, admin.accessToken);
  const image = [imagePart(await imageBytes('png'))];
  expect((await uploadAlbumImage(t.app, admin.accessToken, album.id, image)).statusCode).toBe(200);
  const placement = await placementOf(t.app, admin.accessToken);
  const url = `${REQUEST}/placement-img/${placement.id}`;
  expect((await sendMultipart(t.app, url, admin.accessToken, image)).statusCode).toBe(200);
  const keys = (await listedFiles(createStorage(t.config))).map((file) => file.key);
  // Each image: its cover, its 320 and 640 px variants and its thumbnail.
  expect(keys.filter((key) => key.startsWith('images/'))).toHaveLength(8);
  expect(keys.filter((key) => key.startsWith('audio/'))).toHaveLength(1);
  return keys;
}

/** Writes a file no row names, as a crash between storing it and recording it leaves. */
async function leaveOrphan(storage: Storage, key: string): Promise<string> {
  await storage.write(key, Readable.from([Buffer.from('left by a crash')]), 'audio/mpeg');
  return key;
}

describe.each(drivers)('the orphan files sweep on $driver', ({ start }) => {
  let t: TestApp;
  let close: () => Promise<void>;
  let storage: Storage;
  const storedKeys = async () => (await listedFiles(storage)).map((file) => file.key);
  const sweep = () => t.app.services.orphanFiles.sweep();

  beforeAll(async () => {
    ({ t, close } = await start());
    storage = createStorage(t.config);
  });
  afterAll(() => close());

  it('removes the files no row names once a day old, and nothing else; once a day', async () => {
    const referenced = await storeReferencedFiles(t);
    const orphans = [
      await leaveOrphan(storage, newStorageKey('mp3')),
      await leaveOrphan(storage, newStorageKey('stems')),
      await leaveOrphan(storage, newStorageKey('image')),
    ];
    // Of a key's shape, but not one this server makes: not its to delete.
    const foreign = await leaveOrphan(storage, 'audio/backup-of-the-masters.mp3');

    // Younger than a day: perhaps an upload whose row is on its way.
    expect(await sweep()).toEqual({ swept: true, removed: 0 });
    expect(await storedKeys()).toEqual([...referenced, ...orphans, foreign].sort());

    t.clock.advance(ORPHAN_GRACE_MS + HOUR_MS);
    expect(await sweep()).toEqual({ swept: true, removed: orphans.length });
    expect(await storedKeys()).toEqual([...referenced, foreign].sort());
    // Today's sweep has run: asking again (another instance, a restart) does nothing.
    const late = await leaveOrphan(storage, newStorageKey('wav'));
    t.clock.advance(ORPHAN_SWEEP_EVERY_MS - HOUR_MS);
    expect(await sweep()).toEqual({ swept: false });
    expect(await storedKeys()).toContain(late);
  });

  it('runs once when several instances ask at the same time', async () => {
    t.clock.advance(ORPHAN_SWEEP_EVERY_MS);
    const outcomes = await Promise.all([sweep(), sweep(), sweep(), sweep()]);
    expect(outcomes.filter((outcome) => outcome.swept)).toHaveLength(1);
  });

  it('sweeps as soon as the worker starts', async () => {
    const orphan = await leaveOrphan(storage, newStorageKey('mp3'));
    t.clock.advance(ORPHAN_SWEEP_EVERY_MS);
    const stop = t.app.services.orphanFiles.startWorker(HOUR_MS);
    try {
      await expect.poll(() => storage.size(orphan)).toBeNull();
    } finally {
      await stop();
    }
  });
});
