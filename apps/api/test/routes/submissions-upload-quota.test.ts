import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClientRequest, ComposerAudio } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { largeStream, readToneMp3 } from '../helpers/audio-files';
import { useEveryRole } from '../helpers/every-role';
import { multipartBody, multipartBytes } from '../helpers/multipart';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { REQUEST } from '../helpers/requests';
import {
  audioOf,
  mp3Part,
  openRequestOf,
  submissionTo,
  uploadAudio,
  uploadStems,
  wavPart,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { zipOf } from '../helpers/zip-files';

const QUOTA_BYTES = 1024 * 1024;
const t = useTestApp({ config: { composerStorageQuotaBytes: QUOTA_BYTES } });
const signedIn = useEveryRole(t);
const FULL =
  'Your storage is full (1 MB): this upload does not fit. Delete takes you no longer need.';

let open: ClientRequest;
beforeAll(async () => {
  open = await openRequestOf(t, signedIn.Client.accessToken);
});

/** A composer with nothing stored yet, and a submission of theirs to upload to. */
async function freshComposer(): Promise<SignedIn & { submissionId: string }> {
  const composer = await loginAs(t.app, 'Composer');
  const submission = await submissionTo(t, composer.accessToken, open.id);
  return { ...composer, submissionId: submission.id };
}

/** A 3-second wav: about 530 KB, so one fits in the quota of 1 MB and two do not. */
const threeSeconds = () => wavPart(3);
/** Stems of about 400 KB (stored, so they weigh what they unpack to). */
const stemsOf = (fill: number) => ({
  name: 'file',
  filename: 'stems.zip',
  data: zipOf([{ name: 'pad.wav', data: Buffer.alloc(400 * 1024, fill) }]),
});

describe("a composer's storage quota (STORAGE_QUOTA_COMPOSER_GB)", () => {
  it('refuses an upload whose announced size does not fit (413) before storing any of it', async () => {
    const composer = await freshComposer();
    const body = multipartBody([wavPart(8)]);
    const receive = vi.spyOn(t.app.services.audioFiles, 'receiveAudio');
    try {
      const response = await expectRefusedChangingNothing(
        t,
        async () =>
          call(t.app, 'POST', `${REQUEST}/composer/submit/audio/${composer.submissionId}`, {
            token: composer.accessToken,
            payload: await multipartBytes(body),
            headers: { 'content-type': body.contentType },
          }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      expect(response.body.status.message).toBe(FULL);
      expect(receive).not.toHaveBeenCalled();
    } finally {
      receive.mockRestore();
    }
  });

  it('stops reading an upload sent without its size once it passes the quota (413)', async () => {
    const composer = await freshComposer();
    const total = 16 * QUOTA_BYTES;
    const oversized = largeStream(readToneMp3(), total);
    const response = await expectRefusedChangingNothing(
      t,
      () =>
        uploadAudio(t.app, composer.accessToken, composer.submissionId, [
          mp3Part({ data: () => oversized }),
        ]),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(response.body.status.message).toBe(FULL);
    expect(oversized.bytesRead()).toBeLessThan(total);
  });

  it("counts what the composer's takes store: the files of one upload together", async () => {
    const composer = await freshComposer();
    const first = await uploadAudio(t.app, composer.accessToken, composer.submissionId, [
      threeSeconds(),
    ]);
    expect(first.statusCode, first.raw).toBe(200);
    // The mp3 alone would fit; with the wav after it, it does not, and goes again.
    await expectRefusedChangingNothing(
      t,
      () =>
        uploadAudio(t.app, composer.accessToken, composer.submissionId, [
          mp3Part(),
          threeSeconds(),
        ]),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const small = await uploadAudio(t.app, composer.accessToken, composer.submissionId, [
      mp3Part(),
    ]);
    expect(small.statusCode, small.raw).toBe(200);
  });

  it("another composer's files do not count, and a deleted take gives its room back", async () => {
    const composer = await freshComposer();
    const other = await freshComposer();
    const take = await audioOf(t, composer.accessToken, composer.submissionId, [threeSeconds()]);
    expect(
      (await uploadAudio(t.app, other.accessToken, other.submissionId, [threeSeconds()]))
        .statusCode,
    ).toBe(200);
    const refused = await uploadAudio(t.app, composer.accessToken, composer.submissionId, [
      threeSeconds(),
    ]);
    expect(refused.statusCode, refused.raw).toBe(413);
    const removed = await call(t.app, 'DELETE', `${REQUEST}/composer/audio/${take.id}`, {
      token: composer.accessToken,
    });
    expect(removed.statusCode, removed.raw).toBe(200);
    const again = await uploadAudio(t.app, composer.accessToken, composer.submissionId, [
      threeSeconds(),
    ]);
    expect(again.statusCode, again.raw).toBe(200);
  });

  it('lets new stems use the room of the stems they replace', async () => {
    const composer = await freshComposer();
    const take: ComposerAudio = await audioOf(t, composer.accessToken, composer.submissionId, [
      threeSeconds(),
    ]);
    const stems = await uploadStems(t.app, composer.accessToken, take.id, [stemsOf(1)]);
    expect(stems.statusCode, stems.raw).toBe(200);
    // 530 KB of audio and 400 KB of stems stored: 400 KB more fits only in place of the stems.
    const replaced = await uploadStems(t.app, composer.accessToken, take.id, [stemsOf(2)]);
    expect(replaced.statusCode, replaced.raw).toBe(200);
    const other = await audioOf(t, composer.accessToken, composer.submissionId, [mp3Part()]);
    await expectRefusedChangingNothing(
      t,
      () => uploadStems(t.app, composer.accessToken, other.id, [stemsOf(3)]),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });
});
