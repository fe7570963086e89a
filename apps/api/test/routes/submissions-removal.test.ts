import { describe, expect, it } from 'vitest';
import type { ClientRequest, ClientRequestSubmissions } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import { audioOf, mp3Part, storedFiles, submittedAudio, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);

const deleteAudio = (token: string | undefined, audioId: string) =>
  call(t.app, 'DELETE', `${REQUEST}/composer/audio/${audioId}`, { token });
const removeAccount = (who: SignedIn) =>
  call(t.app, 'DELETE', `/users/v1/auth/${who.user.role.toLowerCase()}/remove-account`, {
    token: who.accessToken,
  });
const clientSees = async (token: string) =>
  (await call<ClientRequestSubmissions[]>(t.app, 'GET', `${REQUEST}/client/submissions`, { token }))
    .body.data;
const submissionsCount = async (token: string, requestId: string) =>
  (await call<ClientRequest>(t.app, 'GET', `${REQUEST}/client/request/${requestId}`, { token }))
    .body.data.submissionsCount;

/** An audio of a fresh composer's to a request of a fresh client's, with the client's marks. */
async function markedAudio() {
  const client = await loginAs(t.app, 'Client');
  const composer = await loginAs(t.app, 'Composer');
  const made = await submittedAudio(
    t,
    { client: client.accessToken, composer: composer.accessToken },
    [mp3Part(), wavPart(1)],
  );
  const react = (path: string, body: unknown) =>
    call(t.app, 'POST', `${REQUEST}/client/${path}`, { token: client.accessToken, body });
  await call(t.app, 'POST', `${REQUEST}/audio/${made.audio.id}/play`, {
    token: client.accessToken,
  });
  await react('audio-favorite', {
    audioId: made.audio.id,
    isFavorite: true,
    audioType: 'submission',
  });
  await react('audio-review', { audioId: made.audio.id, audioType: 'submission', price: 500 });
  return { client, composer, ...made };
}

describe('DELETE /composer/audio/:id', () => {
  it.each(whoMay('Composer'))('answers %s; a refusal deletes nothing', async (_, caller) => {
    const { audio } = await submittedAudio(t, {
      client: signedIn.Client.accessToken,
      composer: signedIn.Composer.accessToken,
    });
    const before = { rows: await countRows(t.app), files: await storedFiles(t) };
    const response = await deleteAudio(signedIn.tokenOf(caller.role), audio.id);
    if (!expectAnswerFor(caller, response)) {
      expect({ rows: await countRows(t.app), files: await storedFiles(t) }).toEqual(before);
    }
  });

  it('deletes the audio, its files in storage and the marks on it; the client no longer sees a submission left without audio', async () => {
    const { client, composer, request, audio } = await markedAudio();
    const before = await countRows(t.app);
    const files = await storedFiles(t);
    expect(await submissionsCount(client.accessToken, request.id)).toBe(1);

    const response = await deleteAudio(composer.accessToken, audio.id);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body).toEqual({ status: { code: 200, message: 'Audio deleted' }, data: null });
    expect(await countRows(t.app)).toEqual({
      ...before,
      audios: before.audios - 1,
      audio_files: before.audio_files - 2,
      audio_favorites: before.audio_favorites - 1,
      audio_listens: before.audio_listens - 1,
      audio_reviews: before.audio_reviews - 1,
      // The offer's notice to the composer goes with the version it names.
      review_notices: before.review_notices - 1,
    });
    expect(await storedFiles(t)).toHaveLength(files.length - 2);
    expect(await clientSees(client.accessToken)).toEqual([]);
    expect(await submissionsCount(client.accessToken, request.id)).toBe(0);

    expectRefusal(await deleteAudio(composer.accessToken, audio.id), 404, 'NOT_FOUND');
  });

  it('keeps the submission visible while it has another audio', async () => {
    const { client, composer, request, submission, audio } = await markedAudio();
    await audioOf(t, composer.accessToken, submission.id, [wavPart(1)], 'Second take');
    await deleteAudio(composer.accessToken, audio.id);
    const [group] = await clientSees(client.accessToken);
    expect(group?.submissions[0]?.audios.map((entry) => entry.title)).toEqual(['Second take']);
    expect(await submissionsCount(client.accessToken, request.id)).toBe(1);
  });

  it("answers 404 for another composer's audio, deleting nothing", async () => {
    const { audio } = await markedAudio();
    const before = { rows: await countRows(t.app), files: await storedFiles(t) };
    expectRefusal(await deleteAudio(signedIn.Composer.accessToken, audio.id), 404, 'NOT_FOUND');
    expect({ rows: await countRows(t.app), files: await storedFiles(t) }).toEqual(before);
  });
});

describe('account removal', () => {
  it("removes a composer's submissions, audio and files, and their count on the requests", async () => {
    const { client, composer, request, submission } = await markedAudio();
    await audioOf(t, composer.accessToken, submission.id, [wavPart(1)]);
    const stays = await submittedAudio(t, {
      client: client.accessToken,
      composer: signedIn.Composer.accessToken,
    });
    const before = await countRows(t.app);
    const files = await storedFiles(t);
    expect(await submissionsCount(client.accessToken, request.id)).toBe(1);

    expect((await removeAccount(composer)).statusCode).toBe(200);
    expect(await countRows(t.app)).toMatchObject({
      submissions: before.submissions - 1,
      audios: before.audios - 2,
      audio_files: before.audio_files - 3,
      audio_favorites: before.audio_favorites - 1,
      audio_listens: before.audio_listens - 1,
      audio_reviews: before.audio_reviews - 1,
    });
    expect(await storedFiles(t)).toHaveLength(files.length - 3);
    expect(await submissionsCount(client.accessToken, request.id)).toBe(0);
    const left = await clientSees(client.accessToken);
    expect(left.map((group) => group.request.id)).toEqual([stays.request.id]);
  });

  it("removes a client's favourites, listens and offers, and leaves the composer's audio", async () => {
    const { client, composer, audio } = await markedAudio();
    const before = await countRows(t.app);
    const files = await storedFiles(t);
    expect((await removeAccount(client)).statusCode).toBe(200);
    expect(await countRows(t.app)).toMatchObject({
      audios: before.audios,
      audio_favorites: before.audio_favorites - 1,
      audio_listens: before.audio_listens - 1,
      audio_reviews: before.audio_reviews - 1,
    });
    expect(await storedFiles(t)).toEqual(files);
    const own = await call<{ audios: { id: string }[] }[]>(
      t.app,
      'GET',
      `${REQUEST}/composer/submissions`,
      { token: composer.accessToken },
    );
    expect(own.body.data.flatMap((entry) => entry.audios.map((a) => a.id))).toEqual([audio.id]);
  });
});
