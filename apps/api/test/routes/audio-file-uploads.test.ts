import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueAudio, ClientRequest, ComposerAudio, Submission } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { loginAs } from '../helpers/accounts';
import { pngBytes } from '../helpers/audio-files';
import { albumOf, trackOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { halfSentUpload } from '../helpers/half-sent-upload';
import type { FormPart } from '../helpers/multipart';
import { notificationsOf } from '../helpers/notifications';
import { everythingStored, expectRefusedChangingNothing } from '../helpers/refusals';
import { REQUEST } from '../helpers/requests';
import {
  audioOf,
  infoPart,
  mp3Part,
  openRequestOf,
  sendMultipart,
  submissionTo,
  wavPart,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const asClient = () => signedIn.Client.accessToken;
const asComposer = () => signedIn.Composer.accessToken;
const asAdmin = () => signedIn.Admin.accessToken;

const takeFilePath = (audioId: string) => `${REQUEST}/composer/audio/${audioId}/file`;
const trackFilePath = (audioId: string) => `${REQUEST}/album/audio/${audioId}/file`;
const addTakeFile = (token: string | undefined, audioId: string, parts: FormPart[]) =>
  sendMultipart<ComposerAudio>(t.app, takeFilePath(audioId), token, parts);
const addTrackFile = (token: string | undefined, audioId: string, parts: FormPart[]) =>
  sendMultipart<CatalogueAudio>(t.app, trackFilePath(audioId), token, parts);

let open: ClientRequest;
let submission: Submission;
beforeAll(async () => {
  open = await openRequestOf(t, asClient());
  submission = await submissionTo(t, asComposer(), open.id);
});

/** A new take of the composer's holding only the mp3 fixture. */
const mp3OnlyTake = () => audioOf(t, asComposer(), submission.id, [mp3Part()]);

describe('who may add a file to an audio on its own', () => {
  let take: ComposerAudio;
  let track: CatalogueAudio;
  beforeAll(async () => {
    take = await mp3OnlyTake();
    const album = await albumOf(t.app, asAdmin(), { title: 'Per file' });
    track = await trackOf(t.app, asAdmin(), album.id);
  });

  it.each(whoMay('Composer'))(
    'POST /composer/audio/:id/file answers %s; a refusal stores nothing',
    async (_, caller) => {
      const before = await everythingStored(t);
      const response = await addTakeFile(signedIn.tokenOf(caller.role), take.id, [wavPart(1)]);
      if (!expectAnswerFor(caller, response)) expect(await everythingStored(t)).toEqual(before);
    },
  );

  it.each(whoMay('Admin'))(
    'POST /album/audio/:id/file answers %s; a refusal stores nothing',
    async (_, caller) => {
      const before = await everythingStored(t);
      const response = await addTrackFile(signedIn.tokenOf(caller.role), track.id, [wavPart(1)]);
      if (!expectAnswerFor(caller, response)) expect(await everythingStored(t)).toEqual(before);
    },
  );
});

describe('what the client hears of a take sent file by file (decision 045)', () => {
  it('tells the client once, with the first file; the wav that joins the take says nothing more', async () => {
    const request = await openRequestOf(t, asClient());
    const heard = async () =>
      (await notificationsOf(t.app, asClient()))
        .filter((notification) => notification.requestId === request.id)
        .map((notification) => [notification.kind, notification.audioId]);
    const own = await submissionTo(t, asComposer(), request.id);
    // A submission without audio is the composer's alone (issue 18): nothing to hear of.
    expect(await heard()).toEqual([]);
    const take = await audioOf(t, asComposer(), own.id, [mp3Part()]);
    expect(await heard()).toEqual([['submission-received', take.id]]);
    const response = await addTakeFile(asComposer(), take.id, [wavPart(1)]);
    expect(response.statusCode, response.raw).toBe(200);
    expect(await heard()).toEqual([['submission-received', take.id]]);
  });
});

describe('POST /composer/audio/:id/file', () => {
  it('adds the wav to a take made with its mp3: the wav, the master, gives length and waveform', async () => {
    const take = await mp3OnlyTake();
    const response = await addTakeFile(asComposer(), take.id, [wavPart(5)]);
    expect(response.statusCode, response.raw).toBe(200);
    const stored = response.body.data;
    expect(stored.id).toBe(take.id);
    expect(stored.files.map((file) => file.kind)).toEqual(['mp3', 'wav']);
    expect(stored.durationSeconds).toBeCloseTo(5, 1);
    expect(stored.durationSeconds).not.toBeCloseTo(take.durationSeconds, 1);
    expect(stored.waveform).not.toBe(take.waveform);
    // The wav's analysis is queued like any stored file's.
    expect(stored.analysis?.state).toBe('pending');

    // The composer's list shows the same take with both files.
    const listed = await call<{ audios: ComposerAudio[] }[]>(
      t.app,
      'GET',
      `${REQUEST}/composer/submissions`,
      { token: asComposer() },
    );
    const again = listed.body.data.flatMap((s) => s.audios).find((a) => a.id === take.id);
    expect(again?.files.map((file) => file.kind)).toEqual(['mp3', 'wav']);
  });

  it('adds the mp3 to a take made with its wav, which stays the master', async () => {
    const take = await audioOf(t, asComposer(), submission.id, [wavPart(2)]);
    const response = await addTakeFile(asComposer(), take.id, [mp3Part()]);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data.files.map((file) => file.kind)).toEqual(['mp3', 'wav']);
    expect(response.body.data.durationSeconds).toBe(take.durationSeconds);
    expect(response.body.data.waveform).toBe(take.waveform);
  });

  it('refuses a file the take has already (409), storing nothing', async () => {
    const take = await mp3OnlyTake();
    const response = await expectRefusedChangingNothing(
      t,
      () => addTakeFile(asComposer(), take.id, [mp3Part()]),
      409,
      'INVALID_STATE',
    );
    expect(response.body.status.message).toBe(
      'This audio has its MP3 already: upload a new version to change it.',
    );
  });

  it('refuses wrong files by content (415), two files, info and no file (400), storing nothing', async () => {
    const take = await mp3OnlyTake();
    const send = (parts: FormPart[]) => () => addTakeFile(asComposer(), take.id, parts);
    const png = {
      name: 'filewav',
      filename: 'take.wav',
      contentType: 'audio/wav',
      data: pngBytes(),
    };
    await expectRefusedChangingNothing(t, send([png]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const mp3AsWav = mp3Part({ name: 'filewav', filename: 'take.wav' });
    await expectRefusedChangingNothing(t, send([mp3AsWav]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const both = await expectRefusedChangingNothing(
      t,
      send([wavPart(1), mp3Part()]),
      400,
      'VALIDATION_FAILED',
      ['filemp3'],
    );
    expect(both.body.status.fields?.[0]?.message).toBe('Send one file at a time: an mp3 or a wav');
    const withInfo = await expectRefusedChangingNothing(
      t,
      send([wavPart(1), infoPart({ bpm: 90 })]),
      400,
      'VALIDATION_FAILED',
    );
    expect(withInfo.body.status.message).toBe(
      'Send at most these parts, each once: filemp3, filewav.',
    );
    await expectRefusedChangingNothing(t, send([]), 400, 'VALIDATION_FAILED', [
      'filemp3',
      'filewav',
    ]);
  });

  it("answers 404 for another composer's take, an unknown id and a catalogue track", async () => {
    const take = await mp3OnlyTake();
    const other = await loginAs(t.app, 'Composer');
    const album = await albumOf(t.app, asAdmin(), { title: 'Not a take' });
    const track = await trackOf(t.app, asAdmin(), album.id);
    for (const [token, id] of [
      [other.accessToken, take.id],
      [asComposer(), crypto.randomUUID()],
      [asComposer(), track.id],
    ] as const) {
      await expectRefusedChangingNothing(
        t,
        () => addTakeFile(token, id, [wavPart(1)]),
        404,
        'NOT_FOUND',
      );
    }
  });

  it('refuses a file once the request has closed (409), storing nothing', async () => {
    const request = await openRequestOf(t, asClient());
    const fresh = await submissionTo(t, asComposer(), request.id);
    const take = await audioOf(t, asComposer(), fresh.id, [mp3Part()]);
    await call(t.app, 'POST', `${REQUEST}/client/request/${request.id}/close`, {
      token: asClient(),
    });
    await expectRefusedChangingNothing(
      t,
      () => addTakeFile(asComposer(), take.id, [wavPart(1)]),
      409,
      'INVALID_STATE',
    );
  });

  it('leaves nothing stored when the composer cancels the wav halfway, and takes it sent again', async () => {
    const take = await mp3OnlyTake();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await everythingStored(t);
    const receive = vi.spyOn(t.app.services.audioFiles, 'receiveAudio');
    try {
      const upload = await halfSentUpload(address, takeFilePath(take.id), asComposer(), [
        wavPart(20),
      ]);
      await vi.waitFor(() => expect(receive).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      upload.destroy();
      await expect(receive.mock.results[0]?.value).rejects.toThrow();
      await vi.waitFor(async () => expect(await everythingStored(t)).toEqual(before), {
        timeout: 10_000,
      });
    } finally {
      receive.mockRestore();
    }

    // Sent again, the wav alone joins the take.
    const retried = await addTakeFile(asComposer(), take.id, [wavPart(2)]);
    expect(retried.statusCode, retried.raw).toBe(200);
    expect(retried.body.data.files.map((file) => file.kind)).toEqual(['mp3', 'wav']);
  });
});

describe('POST /album/audio/:id/file', () => {
  it('adds the wav to a track made with its mp3, and refuses it twice (409)', async () => {
    const album = await albumOf(t.app, asAdmin(), { title: 'Two files' });
    const track = await trackOf(t.app, asAdmin(), album.id);
    const response = await addTrackFile(asAdmin(), track.id, [wavPart(5)]);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toMatchObject({
      id: track.id,
      albumId: album.id,
      genre: ['Cinematic'],
    });
    expect(response.body.data.files.map((file) => file.kind)).toEqual(['mp3', 'wav']);
    expect(response.body.data.durationSeconds).toBeCloseTo(5, 1);
    await expectRefusedChangingNothing(
      t,
      () => addTrackFile(asAdmin(), track.id, [wavPart(1)]),
      409,
      'INVALID_STATE',
    );
  });

  it('answers 404 for a take and an unknown id, and 415 for what is not audio', async () => {
    const take = await mp3OnlyTake();
    await expectRefusedChangingNothing(
      t,
      () => addTrackFile(asAdmin(), take.id, [wavPart(1)]),
      404,
      'NOT_FOUND',
    );
    await expectRefusedChangingNothing(
      t,
      () => addTrackFile(asAdmin(), crypto.randomUUID(), [wavPart(1)]),
      404,
      'NOT_FOUND',
    );
    const album = await albumOf(t.app, asAdmin(), { title: 'Not audio' });
    const track = await trackOf(t.app, asAdmin(), album.id);
    const png = { name: 'filewav', filename: 'x.wav', data: pngBytes() };
    await expectRefusedChangingNothing(
      t,
      () => addTrackFile(asAdmin(), track.id, [png]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});
