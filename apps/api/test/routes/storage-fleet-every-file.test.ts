import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/modules/audio/storage/create-storage';
import { storeEveryKindOfFile, type EveryKindOfFile } from '../helpers/every-kind-of-file';
import { filesUnder } from '../helpers/files-under';
import { licencePdf } from '../helpers/licences';
import { listedFiles } from '../helpers/listed-files';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestClock } from '../helpers/test-clock';

/**
 * With the S3_* settings every file the app keeps lives in the bucket, so any instance reaches
 * it (docs/contracts.md#running-as-a-fleet): a take's mp3, wav and stems, an album's cover and
 * a placement's image with their variants and thumbnails, a catalogue track. A licence PDF is drawn for each
 * request from the licence's row and stored nowhere. DATA_DIR, where the local disk would keep
 * them, stays empty: this app's embedded database is in memory and its JWT secret is given, the
 * only other things written there.
 */

let s3: TestS3Server;
let t: TestApp;
let stored: EveryKindOfFile;

beforeAll(async () => {
  s3 = await startS3Server();
  // S3 checks presigned links against its own clock: the app's must be the real time.
  t = await createTestApp({ config: { s3: s3.config }, clock: createTestClock(new Date()) });
  stored = await storeEveryKindOfFile(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** The bucket's keys with their ids blanked, sorted: what kinds of file it holds, and how many. */
async function kindsInBucket(): Promise<string[]> {
  const files = await listedFiles(createStorage(t.config));
  return files.map((file) => file.key.replace(/^(\w+)\/[0-9a-f-]{36}\./, '$1/<id>.')).sort();
}

describe('with S3 storage', () => {
  it('keeps every uploaded file in the bucket and none under DATA_DIR', async () => {
    expect(await kindsInBucket()).toEqual([
      // The take's and the catalogue track's.
      'audio/<id>.mp3',
      'audio/<id>.mp3',
      'audio/<id>.wav',
      // The album's cover, its 320 and 640 px variants and its thumbnail; the placement's
      // image, its variants and its thumbnail (decision 044).
      'images/<id>.webp',
      'images/<id>.webp',
      'images/<id>.webp',
      'images/<id>.webp',
      'images/<id>.webp',
      'images/<id>.webp',
      'images/<id>.webp',
      'images/<id>.webp',
      'stems/<id>.zip',
    ]);
    expect(await filesUnder(t.config.dataDir)).toEqual([]);
  });

  it('draws the licence PDF for each request and stores it nowhere', async () => {
    const before = await kindsInBucket();
    for (const pdf of [
      await licencePdf(t.app, stored.client.accessToken, stored.take.id),
      await licencePdf(t.app, stored.admin.accessToken, stored.take.id, stored.client.user.id),
    ]) {
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(await kindsInBucket()).toEqual(before);
    expect(await filesUnder(t.config.dataDir)).toEqual([]);
  });
});
