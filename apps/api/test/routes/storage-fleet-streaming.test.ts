import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/modules/audio/storage/create-storage';
import { PART_BYTES } from '../../src/modules/audio/storage/s3-storage';
import { loginAs } from '../helpers/accounts';
import { writeWav } from '../helpers/audio-files';
import { filesUnder } from '../helpers/files-under';
import { listedFiles } from '../helpers/listed-files';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { openRequestOf, submissionTo, uploadAudio } from '../helpers/submissions';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestClock } from '../helpers/test-clock';

/**
 * An upload goes on to S3 as it arrives, in parts, never first copied whole to the instance's
 * disk (docs/contracts.md#audio-uploads): the client holds back the rest of a file larger than a
 * part, and the first part reaches the bucket meanwhile, while DATA_DIR stays empty. An app that
 * kept a local copy until the upload ended would store no part before the rest came.
 */

let s3: TestS3Server;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ config: { s3: s3.config }, clock: createTestClock(new Date()) });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** Two and a half minutes of 16-bit stereo tone: about 26 MB, more than three parts. */
const WAV = writeWav({ seconds: 150 });
/** Where the client stops sending until a part is in the bucket: past the first part. */
const HELD_AT = PART_BYTES + 1024 * 1024;
const CHUNK_BYTES = 256 * 1024;

/** Waits up to `ms` for the bucket to have stored a part: how many it has. */
async function partsStoredWithin(ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  while (s3.partsStored() === 0 && Date.now() < deadline) await sleep(50);
  return s3.partsStored();
}

describe('an upload larger than a part', () => {
  it('reaches the bucket in parts while it is still arriving, and never lands under DATA_DIR', async () => {
    expect(WAV.length).toBeGreaterThan(3 * PART_BYTES);
    const composer = await loginAs(t.app, 'Composer');
    const client = await loginAs(t.app, 'Client');
    const request = await openRequestOf(t, client.accessToken);
    const submission = await submissionTo(t, composer.accessToken, request.id);

    const whileHeld = { partsStored: 0, filesUnderDataDir: ['not looked at'] };
    async function* heldBack(): AsyncGenerator<Buffer> {
      for (let at = 0; at < WAV.length; at += CHUNK_BYTES) {
        if (at === HELD_AT) {
          whileHeld.partsStored = await partsStoredWithin(20_000);
          whileHeld.filesUnderDataDir = await filesUnder(t.config.dataDir);
        }
        yield WAV.subarray(at, Math.min(at + CHUNK_BYTES, WAV.length));
      }
    }
    expect(HELD_AT % CHUNK_BYTES).toBe(0);

    const response = await uploadAudio(
      t.app,
      composer.accessToken,
      submission.id,
      [{ name: 'filewav', filename: 'long.wav', contentType: 'audio/wav', data: heldBack }],
      'Long Take',
    );
    expect(response.statusCode, response.raw).toBe(200);
    expect(whileHeld).toEqual({ partsStored: 1, filesUnderDataDir: [] });

    const wav = response.body.data.files.find((file) => file.kind === 'wav');
    expect(wav?.bytes).toBe(WAV.length);
    const inBucket = await listedFiles(createStorage(t.config));
    expect(inBucket.map((file) => file.key)).toEqual([expect.stringMatching(/^audio\/.+\.wav$/)]);
    expect(await createStorage(t.config).size(inBucket[0]?.key ?? '')).toBe(WAV.length);
    // Every part, the last one smaller: the whole file went up in parts, none of it kept here.
    expect(s3.partsStored()).toBe(Math.ceil(WAV.length / PART_BYTES));
    expect(await filesUnder(t.config.dataDir)).toEqual([]);
  });
});
