import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  UPLOAD_LIMITS_BYTES,
  WAVEFORM_POINTS,
  composerAudioSchema,
  submissionSchema,
  type ClientRequest,
  type ComposerAudio,
  type Submission,
} from '@cuebrief/shared';
import { audios } from '../../src/db/schema';
import { call, namedFields } from '../helpers/api';
import { loginAs } from '../helpers/accounts';
import { largeStream, pngBytes, readToneMp3, writeWav, zipBytes } from '../helpers/audio-files';
import { useEveryRole } from '../helpers/every-role';
import { DAY_MS, REQUEST, briefBody, createRequest, dayFrom } from '../helpers/requests';
import {
  audioOf,
  infoPart,
  mp3Part,
  openRequestOf,
  storedFiles,
  submissionForm,
  submissionTo,
  submit,
  uploadAudio,
  uploadStems,
  wavPart,
} from '../helpers/submissions';
import { everythingStored, expectRefusedChangingNothing } from '../helpers/refusals';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const asClient = () => signedIn.Client.accessToken;
const asComposer = () => signedIn.Composer.accessToken;

const clientView = async (requestId: string) =>
  (
    await call<ClientRequest>(t.app, 'GET', `${REQUEST}/client/request/${requestId}`, {
      token: asClient(),
    })
  ).body.data;

let open: ClientRequest;
let submission: Submission;
beforeAll(async () => {
  open = await openRequestOf(t, asClient());
  submission = await submissionTo(t, asComposer(), open.id);
});

describe('who may submit and upload', () => {
  let audio: ComposerAudio;
  beforeAll(async () => {
    audio = await audioOf(t, asComposer(), submission.id);
  });

  const routes = [
    {
      name: 'POST /composer/submit/:id',
      send: (token: string | undefined) => submit(t.app, token, open.id, submissionForm()),
    },
    {
      name: 'POST /composer/submit/audio/:id',
      send: (token: string | undefined) => uploadAudio(t.app, token, submission.id, [mp3Part()]),
    },
    {
      name: 'POST /composer/stems/:id',
      send: (token: string | undefined) =>
        uploadStems(t.app, token, audio.id, [
          { name: 'file', filename: 'stems.zip', data: zipBytes({ 'piano.wav': 'x' }) },
        ]),
    },
  ];

  describe.each(routes)('$name', (route) => {
    it.each(whoMay('Composer'))('answers %s; a refusal stores nothing', async (_, caller) => {
      const before = await everythingStored(t);
      const response = await route.send(signedIn.tokenOf(caller.role));
      if (!expectAnswerFor(caller, response)) expect(await everythingStored(t)).toEqual(before);
    });
  });
});

describe('POST /composer/submit/:id', () => {
  it('stores the form and answers the submission, with no audio yet', async () => {
    const sent = submissionForm();
    const response = await submit(t.app, asComposer(), open.id, sent);
    expect(response.statusCode, response.raw).toBe(200);
    const data = submissionSchema.parse(response.body.data);
    expect(data).toEqual({
      ...sent,
      askingPrice: null,
      id: expect.any(String),
      requestId: open.id,
      audios: [],
      createdAt: t.clock.now().toISOString(),
    });
  });

  it('fills the optional parts with empty lists and nulls', async () => {
    const response = await submit(t.app, asComposer(), open.id, {
      genre: ['Jazz'],
      mood: ['Calm'],
      tempo: [80, 90],
    });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toMatchObject({
      category: [],
      length: [],
      keywords: [],
      instrumentation: [],
      key: [],
      references: [],
      soundLike: null,
      trailerizationOf: null,
      brief: null,
    });
  });

  it('refuses a request its client closed (409), storing nothing', async () => {
    const closed = await openRequestOf(t, asClient());
    await call(t.app, 'POST', `${REQUEST}/client/request/${closed.id}/close`, {
      token: asClient(),
    });
    const response = await expectRefusedChangingNothing(
      t,
      () => submit(t.app, asComposer(), closed.id, submissionForm()),
      409,
      'INVALID_STATE',
    );
    expect(response.body.status.message).toBe(
      'This request is closed and takes no more submissions.',
    );
  });

  it('refuses a request whose deadline day has ended (409), storing nothing', async () => {
    const due = await createRequest(
      t.app,
      asClient(),
      briefBody(t.clock, { deadline: dayFrom(t.clock, 1) }),
    );
    expect(due.statusCode, due.raw).toBe(200);
    t.clock.advance(2 * DAY_MS);
    await signedIn.signInAgain();
    await expectRefusedChangingNothing(
      t,
      () => submit(t.app, asComposer(), due.body.data.id, submissionForm()),
      409,
      'INVALID_STATE',
    );
  });

  it('answers 404 for a request that does not exist', async () => {
    await expectRefusedChangingNothing(
      t,
      () => submit(t.app, asComposer(), crypto.randomUUID(), submissionForm()),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses a tempo range with the faster tempo first, naming it', async () => {
    await expectRefusedChangingNothing(
      t,
      () => submit(t.app, asComposer(), open.id, submissionForm({ tempo: [120, 90] })),
      400,
      'VALIDATION_FAILED',
      ['tempo'],
    );
  });
});

describe('POST /composer/submit/audio/:id', () => {
  it('stores an mp3 and a wav as one audio, measured, with the wav giving duration and waveform', async () => {
    const before = await everythingStored(t);
    const response = await uploadAudio(
      t.app,
      asComposer(),
      submission.id,
      [
        infoPart({ description: 'The full master', bpm: 108, key: 'D major' }),
        mp3Part(),
        wavPart(2),
      ],
      'Glasswing (master)',
    );
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.message).toBe('Audio uploaded');
    const audio = composerAudioSchema.parse(response.body.data);
    expect(audio).toMatchObject({
      audioType: 'submission',
      title: 'Glasswing (master)',
      description: 'The full master',
      bpm: 108,
      key: 'D major',
      listenedAt: null,
    });
    expect(audio.durationSeconds).toBeCloseTo(2, 2);
    expect(audio.peaks.length).toBeGreaterThan(100);
    expect(audio.peaks.length).toBeLessThanOrEqual(WAVEFORM_POINTS);
    expect(audio.peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    const byKind = Object.fromEntries(audio.files.map((file) => [file.kind, file]));
    expect(Object.keys(byKind).sort()).toEqual(['mp3', 'wav']);
    expect(byKind.mp3).toMatchObject({ bytes: readToneMp3().length, sampleRate: 44_100 });
    expect(byKind.mp3?.durationSeconds).toBeCloseTo(3, 0);
    expect(byKind.wav).toMatchObject({
      bytes: writeWav({ seconds: 2 }).length,
      sampleRate: 44_100,
      channels: 2,
      bitRate: 44_100 * 2 * 16,
    });

    const after = await everythingStored(t);
    expect(after.rows).toEqual({
      ...before.rows,
      audios: before.rows.audios + 1,
      audio_files: before.rows.audio_files + 2,
    });
    expect(after.files).toHaveLength(before.files.length + 2);
    const [row] = await t.app.database.db.select().from(audios).where(eq(audios.id, audio.id));
    expect(row?.peaks).toEqual(audio.peaks);
  });

  it('takes the duration and waveform from the mp3 when it comes alone; a blank title is "Title"', async () => {
    const response = await uploadAudio(t.app, asComposer(), submission.id, [mp3Part()], '  ');
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data.title).toBe('Title');
    expect(response.body.data.durationSeconds).toBeCloseTo(3, 0);
    expect(response.body.data.files.map((file) => file.kind)).toEqual(['mp3']);
    expect(response.body.data.peaks.length).toBeGreaterThan(100);
  });

  it("counts the submission on the client's request from its first audio on", async () => {
    const request = await openRequestOf(t, asClient());
    const fresh = await submissionTo(t, asComposer(), request.id);
    expect((await clientView(request.id)).submissionsCount).toBe(0);
    await audioOf(t, asComposer(), fresh.id);
    expect((await clientView(request.id)).submissionsCount).toBe(1);
    await audioOf(t, asComposer(), fresh.id, [wavPart(1)]);
    expect((await clientView(request.id)).submissionsCount).toBe(1);
  });

  it.each([
    ['a PNG named .mp3', () => mp3Part({ data: pngBytes() })],
    ['a truncated wav', () => wavPart(1, { data: writeWav({ seconds: 1 }).subarray(0, 30) })],
    ['a zip sent as the wav', () => wavPart(1, { data: zipBytes({ 'a.txt': 'stems' }) })],
    ['an empty mp3', () => mp3Part({ data: Buffer.alloc(0) })],
    ['an empty wav', () => wavPart(1, { data: Buffer.alloc(0) })],
  ])('refuses %s with 415, storing nothing', async (_, part) => {
    const response = await expectRefusedChangingNothing(
      t,
      () => uploadAudio(t.app, asComposer(), submission.id, [part()]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(response.body.status.message).toMatch(/\w+/);
    // What is left of the body is not read: the connection closes after the answer.
    expect(response.headers.connection).toBe('close');
  });

  it('stops reading an mp3 over its limit (413), streamed, storing nothing', async () => {
    const head = readToneMp3();
    // Far more than the limit: the server must stop reading long before the end.
    const total = UPLOAD_LIMITS_BYTES.mp3 + 64 * 1024 * 1024;
    const oversized = largeStream(head, total);
    await expectRefusedChangingNothing(
      t,
      () => uploadAudio(t.app, asComposer(), submission.id, [mp3Part({ data: () => oversized })]),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(oversized.bytesRead()).toBeLessThan(total);
  });

  it('removes the stored mp3 when the wav after it is refused', async () => {
    const receive = vi.spyOn(t.app.services.audioFiles, 'receiveAudio');
    try {
      await expectRefusedChangingNothing(
        t,
        () =>
          uploadAudio(t.app, asComposer(), submission.id, [
            mp3Part(),
            wavPart(1, { data: pngBytes() }),
          ]),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      // The mp3 had been stored: the refusal came after it, and removed it.
      expect(receive).toHaveBeenCalledTimes(2);
      await expect(receive.mock.results[0]?.value).resolves.toMatchObject({ format: 'mp3' });
    } finally {
      receive.mockRestore();
    }
  });

  it('removes the stored files when the rows cannot be written', async () => {
    const counts = vi
      .spyOn(t.app.services.requests, 'addToSubmissionsCounts')
      .mockRejectedValueOnce(new Error('the connection dropped'));
    try {
      const request = await openRequestOf(t, asClient());
      const fresh = await submissionTo(t, asComposer(), request.id);
      await expectRefusedChangingNothing(
        t,
        () => uploadAudio(t.app, asComposer(), fresh.id, [mp3Part(), wavPart(1)]),
        500,
        'INTERNAL_ERROR',
      );
    } finally {
      counts.mockRestore();
    }
  });

  it('refuses a second mp3, an unknown part and a body without files, naming them', async () => {
    const upload = (parts: Parameters<typeof uploadAudio>[3]) => () =>
      uploadAudio(t.app, asComposer(), submission.id, parts);
    await expectRefusedChangingNothing(
      t,
      upload([mp3Part(), mp3Part()]),
      400,
      'VALIDATION_FAILED',
      ['filemp3'],
    );
    await expectRefusedChangingNothing(
      t,
      upload([{ name: 'file', filename: 'a.mp3', data: readToneMp3() }]),
      400,
      'VALIDATION_FAILED',
      ['file'],
    );
    await expectRefusedChangingNothing(t, upload([]), 400, 'VALIDATION_FAILED', [
      'filemp3',
      'filewav',
    ]);
    await expectRefusedChangingNothing(
      t,
      upload([infoPart({ bpm: 90 })]),
      400,
      'VALIDATION_FAILED',
      ['filemp3', 'filewav'],
    );
  });

  it.each([
    ['text that is not JSON', '{"bpm": ', ['infoData']],
    ['a tempo that is not a number', { bpm: 'fast' }, ['infoData.bpm']],
    ['a key not on the list', { key: 'H minor' }, ['infoData.key']],
    ['a field it does not have', { mood: 'Calm' }, ['infoData.mood']],
    ['a list instead of an object', [1, 2], ['infoData']],
  ])('refuses infoData with %s, naming the field', async (_, info, fields) => {
    await expectRefusedChangingNothing(
      t,
      () => uploadAudio(t.app, asComposer(), submission.id, [infoPart(info), mp3Part()]),
      400,
      'VALIDATION_FAILED',
      fields,
    );
    // Sent after the file, the refusal also removes the file it stored.
    await expectRefusedChangingNothing(
      t,
      () => uploadAudio(t.app, asComposer(), submission.id, [mp3Part(), infoPart(info)]),
      400,
      'VALIDATION_FAILED',
      fields,
    );
  });

  it('refuses a body that is not multipart with 415', async () => {
    const url = `${REQUEST}/composer/submit/audio/${submission.id}`;
    await expectRefusedChangingNothing(
      t,
      () => call(t.app, 'POST', url, { token: asComposer(), body: { filemp3: 'x' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectRefusedChangingNothing(
      t,
      () => call(t.app, 'POST', url, { token: asComposer() }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it("answers 404 for another composer's submission and for an unknown one", async () => {
    const other = await loginAs(t.app, 'Composer');
    await expectRefusedChangingNothing(
      t,
      () => uploadAudio(t.app, other.accessToken, submission.id, [mp3Part()]),
      404,
      'NOT_FOUND',
    );
    await expectRefusedChangingNothing(
      t,
      () => uploadAudio(t.app, asComposer(), crypto.randomUUID(), [mp3Part()]),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses audio once the request has closed (409), storing nothing', async () => {
    const request = await openRequestOf(t, asClient());
    const fresh = await submissionTo(t, asComposer(), request.id);
    await call(t.app, 'POST', `${REQUEST}/client/request/${request.id}/close`, {
      token: asClient(),
    });
    await expectRefusedChangingNothing(
      t,
      () => uploadAudio(t.app, asComposer(), fresh.id, [mp3Part()]),
      409,
      'INVALID_STATE',
    );
  });

  it('names the fields of a refusal as a JSON body would', async () => {
    const response = await uploadAudio(t.app, asComposer(), submission.id, [
      infoPart({ bpm: 5 }),
      mp3Part(),
    ]);
    expect(namedFields(response)).toEqual(['infoData.bpm']);
  });
});

describe('POST /composer/stems/:id', () => {
  let audio: ComposerAudio;
  beforeAll(async () => {
    audio = await audioOf(t, asComposer(), submission.id);
  });
  const stemsPart = (data: Buffer) => ({ name: 'file', filename: 'stems.zip', data });

  it('stores a zip of stems, and a second one in place of the first', async () => {
    const before = await everythingStored(t);
    const first = await uploadStems(t.app, asComposer(), audio.id, [
      stemsPart(zipBytes({ 'piano.wav': 'piano', 'strings.wav': 'strings' })),
    ]);
    expect(first.statusCode, first.raw).toBe(200);
    const stems = first.body.data.files.find((file) => file.kind === 'stems');
    expect(stems).toMatchObject({ durationSeconds: null, sampleRate: null });
    const stored = await storedFiles(t);
    expect(stored).toHaveLength(before.files.length + 1);

    const replacement = zipBytes({ 'all.wav': 'a longer mix of every stem' });
    const second = await uploadStems(t.app, asComposer(), audio.id, [stemsPart(replacement)]);
    expect(second.statusCode, second.raw).toBe(200);
    expect(second.body.data.files.filter((file) => file.kind === 'stems')).toEqual([
      expect.objectContaining({ bytes: replacement.length }),
    ]);
    const after = await storedFiles(t);
    expect(after).toHaveLength(stored.length);
    expect(after).not.toEqual(stored);
  });

  it('refuses what is not a zip (415), a missing file (400) and someone else’s audio (404)', async () => {
    await expectRefusedChangingNothing(
      t,
      () => uploadStems(t.app, asComposer(), audio.id, [stemsPart(writeWav({ seconds: 1 }))]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectRefusedChangingNothing(
      t,
      () => uploadStems(t.app, asComposer(), audio.id, []),
      400,
      'VALIDATION_FAILED',
      ['file'],
    );
    const other = await loginAs(t.app, 'Composer');
    await expectRefusedChangingNothing(
      t,
      () => uploadStems(t.app, other.accessToken, audio.id, [stemsPart(zipBytes({ a: 'b' }))]),
      404,
      'NOT_FOUND',
    );
  });
});
