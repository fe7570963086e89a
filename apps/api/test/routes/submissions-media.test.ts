import { beforeAll, describe, expect, it } from 'vitest';
import {
  PLAYBACK_URL_TTL_SECONDS,
  mediaLinkSchema,
  type ClientRequestSubmissions,
  type ComposerAudio,
  type ComposerSubmission,
  type MediaLink,
} from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { loginAs } from '../helpers/accounts';
import { readToneMp3, writeWav, zipBytes } from '../helpers/audio-files';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import { audioOf, mp3Part, submittedAudio, uploadStems, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);

const play = (token: string | undefined, audioId: string) =>
  call<MediaLink>(t.app, 'POST', `${REQUEST}/audio/${audioId}/play`, { token });
const download = (token: string | undefined, audioId: string, kind: string) =>
  call<MediaLink>(t.app, 'GET', `${REQUEST}/audio/${audioId}/download`, {
    token,
    query: { kind },
  });

/** What a browser gets from a link: it sends no token. */
const follow = (link: MediaLink) => t.app.inject({ method: 'GET', url: link.url });

let audio: ComposerAudio;
let wavOnly: ComposerAudio;
let submissionId: string;
beforeAll(async () => {
  const tokens = { client: signedIn.Client.accessToken, composer: signedIn.Composer.accessToken };
  const made = await submittedAudio(t, tokens, [mp3Part(), wavPart(1)]);
  audio = made.audio;
  submissionId = made.submission.id;
  wavOnly = await audioOf(t, tokens.composer, submissionId, [wavPart(1)], 'Only: a wav?');
});

describe.each([
  { name: 'POST /audio/:id/play', allowed: ['Composer', 'Client', 'Admin'] as const, send: play },
  {
    name: 'GET /audio/:id/download',
    allowed: ['Composer', 'Admin'] as const,
    send: (token: string | undefined, id: string) => download(token, id, 'mp3'),
  },
])('$name', ({ allowed, send }) => {
  it.each(whoMay(...allowed))('answers %s', async (_, caller) => {
    expectAnswerFor(caller, await send(signedIn.tokenOf(caller.role), audio.id));
  });
});

describe('POST /audio/:id/play', () => {
  it('gives a signed link to the mp3 that plays without a token, valid for an hour', async () => {
    const response = await play(signedIn.Composer.accessToken, audio.id);
    const link = mediaLinkSchema.parse(response.body.data);
    expect(new Date(link.expiresAt).getTime()).toBe(
      t.clock.now().getTime() + PLAYBACK_URL_TTL_SECONDS * 1000,
    );
    const media = await follow(link);
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(readToneMp3())).toBe(true);
  });

  it('links the wav of an audio that has no mp3', async () => {
    const link = (await play(signedIn.Composer.accessToken, wavOnly.id)).body.data;
    expect((await follow(link)).rawPayload.equals(writeWav({ seconds: 1 }))).toBe(true);
  });

  it("records a client's first play once, shown to the composer and the client", async () => {
    const firstPlay = t.clock.now();
    expect((await play(signedIn.Client.accessToken, audio.id)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await play(signedIn.Client.accessToken, audio.id)).statusCode).toBe(200);
    expect((await countRows(t.app)).audio_listens).toBe(1);

    const own = await call<ComposerSubmission[]>(t.app, 'GET', `${REQUEST}/composer/submissions`, {
      token: signedIn.Composer.accessToken,
    });
    const heard = own.body.data.flatMap((entry) => entry.audios);
    expect(heard.find((entry) => entry.id === audio.id)?.listenedAt).toBe(firstPlay.toISOString());
    expect(heard.find((entry) => entry.id === wavOnly.id)?.listenedAt).toBeNull();

    const theirs = await call<ClientRequestSubmissions[]>(
      t.app,
      'GET',
      `${REQUEST}/client/submissions`,
      { token: signedIn.Client.accessToken },
    );
    const listened = theirs.body.data
      .flatMap((group) => group.submissions.flatMap((entry) => entry.audios))
      .map((entry) => [entry.id, entry.isListened]);
    expect(Object.fromEntries(listened)).toEqual({ [audio.id]: true, [wavOnly.id]: false });
  });

  it('records nothing when the composer or an admin plays', async () => {
    const before = await countRows(t.app);
    await play(signedIn.Composer.accessToken, wavOnly.id);
    await play(signedIn.Admin.accessToken, wavOnly.id);
    expect(await countRows(t.app)).toEqual(before);
  });

  it("answers 404 for another composer's, another client's and an unknown audio", async () => {
    const otherComposer = await loginAs(t.app, 'Composer');
    const otherClient = await loginAs(t.app, 'Client');
    const before = await countRows(t.app);
    for (const [token, id] of [
      [otherComposer.accessToken, audio.id],
      [otherClient.accessToken, audio.id],
      [signedIn.Client.accessToken, crypto.randomUUID()],
    ] as const) {
      expectRefusal(await play(token, id), 404, 'NOT_FOUND');
    }
    expect(await countRows(t.app)).toEqual(before);
  });
});

describe('GET /audio/:id/download', () => {
  it('gives a link that saves the file under the title', async () => {
    const link = (await download(signedIn.Admin.accessToken, wavOnly.id, 'wav')).body.data;
    const media = await follow(link);
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-disposition']).toContain('filename="Only a wav.wav"');
  });

  it('answers 404 for a kind of file the audio does not have, until it has it', async () => {
    const missing = await download(signedIn.Composer.accessToken, audio.id, 'stems');
    expectRefusal(missing, 404, 'NOT_FOUND');
    expect(missing.body.status.message).toBe('This audio has no stems file.');
    expectRefusal(
      await download(signedIn.Composer.accessToken, wavOnly.id, 'mp3'),
      404,
      'NOT_FOUND',
    );

    const stems = zipBytes({ 'drums.wav': 'drums' });
    const uploaded = await uploadStems(t.app, signedIn.Composer.accessToken, audio.id, [
      { name: 'file', filename: 'stems.zip', data: stems },
    ]);
    expect(uploaded.statusCode, uploaded.raw).toBe(200);
    const link = (await download(signedIn.Composer.accessToken, audio.id, 'stems')).body.data;
    expect((await follow(link)).rawPayload.equals(stems)).toBe(true);
  });

  it("answers 404 for another composer's audio, and refuses a kind it does not know", async () => {
    const other = await loginAs(t.app, 'Composer');
    expectRefusal(await download(other.accessToken, audio.id, 'wav'), 404, 'NOT_FOUND');
    expectRefusal(
      await download(signedIn.Composer.accessToken, audio.id, 'flac'),
      400,
      'VALIDATION_FAILED',
    );
  });
});
