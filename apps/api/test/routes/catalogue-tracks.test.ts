import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCatalogueAudioSchema,
  catalogueAudioSchema,
  clientCatalogueAudioSchema,
  type AdminAlbum,
  type AdminCatalogueAudio,
  type AudioOffers,
  type CatalogueAudio,
  type ClientCatalogueAudio,
  type MediaLink,
  type Offer,
} from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { writeWav } from '../helpers/audio-files';
import { albumOf, published, trackInfo, trackOf, uploadTrack } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { mailTo } from '../helpers/mail';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import { infoPart, mp3Part, storedFiles, wavPart } from '../helpers/submissions';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, refusedUnless, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const admin = () => signedIn.Admin.accessToken;
const client = () => signedIn.Client.accessToken;

const tracksOf = <T = ClientCatalogueAudio>(
  token: string | undefined,
  albumId: string,
  query?: Record<string, string>,
) => call<T[]>(t.app, 'GET', `${REQUEST}/album/audio/from/all/${albumId}`, { token, query });
const deleteTrack = (token: string | undefined, id: string) =>
  call<null>(t.app, 'DELETE', `${REQUEST}/album/audio/${id}`, { token });
const favourite = (token: string | undefined, audioId: string, audioType = 'catalogue') =>
  call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
    token,
    body: { audioId, isFavorite: true, audioType },
  });
const offer = (token: string | undefined, audioId: string, audioType = 'catalogue') =>
  call<Offer>(t.app, 'POST', `${REQUEST}/client/audio-review`, {
    token,
    body: { audioId, audioType, price: 1200 },
  });
const play = (token: string | undefined, audioId: string) =>
  call<MediaLink>(t.app, 'POST', `${REQUEST}/audio/${audioId}/play`, { token });
const download = (token: string | undefined, audioId: string, kind: string) =>
  call<MediaLink>(t.app, 'GET', `${REQUEST}/audio/${audioId}/download`, {
    token,
    query: { kind },
  });
const offersOn = (token: string | undefined, audioId: string) =>
  call<AudioOffers>(t.app, 'GET', `${REQUEST}/admin/audio-review/${audioId}`, { token });

let album: AdminAlbum;
let hiddenAlbum: AdminAlbum;
let track: CatalogueAudio;
let hiddenTrack: CatalogueAudio;
beforeAll(async () => {
  album = await albumOf(t.app, admin(), { title: 'Catalogue' });
  hiddenAlbum = await albumOf(t.app, admin(), { title: 'Unreleased' });
  track = await trackOf(t.app, admin(), album.id, [mp3Part(), wavPart(2), infoPart(trackInfo())]);
  album = await published(t.app, admin(), album.id);
  hiddenTrack = await trackOf(t.app, admin(), hiddenAlbum.id);
});

describe('POST /add/album/audio/{id}', () => {
  it.each(refusedUnless('Admin'))('refuses %s, storing nothing', async (_title, caller) => {
    await expectRefusedChangingNothing(
      t,
      () => uploadTrack(t.app, signedIn.tokenOf(caller.role), album.id, [mp3Part()], 'Nope'),
      caller.status,
      caller.error,
    );
  });

  it('stores the files and the catalogue info, measured from the wav', async () => {
    expect(catalogueAudioSchema.strict().parse(track)).toMatchObject({
      audioType: 'catalogue',
      albumId: album.id,
      title: 'Aurora',
      genre: ['Cinematic'],
      mood: ['Epic'],
      instruments: ['Strings', 'Brass'],
      bpm: 96,
      key: 'D minor',
      description: 'Rising strings under a brass swell.',
      durationSeconds: 2,
    });
    expect(track.files.map((file) => file.kind)).toEqual(['mp3', 'wav']);
    expect(track.peaks.length).toBeGreaterThan(0);
  });

  it.each([
    ['no title', undefined],
    ['a blank title', '   '],
  ])('refuses %s with 400, storing nothing', async (_title, title) => {
    await expectRefusedChangingNothing(
      t,
      () => uploadTrack(t.app, admin(), album.id, [mp3Part()], title),
      400,
      'VALIDATION_FAILED',
      ['title'],
    );
  });

  it('refuses an upload with no mp3 and no wav with 400, storing nothing', async () => {
    await expectRefusedChangingNothing(
      t,
      () => uploadTrack(t.app, admin(), album.id, [infoPart(trackInfo())], 'Silent'),
      400,
      'VALIDATION_FAILED',
      ['filemp3', 'filewav'],
    );
  });

  it('refuses info outside the vocabularies, naming the field, and keeps no file', async () => {
    await expectRefusedChangingNothing(
      t,
      () =>
        uploadTrack(
          t.app,
          admin(),
          album.id,
          [mp3Part(), infoPart({ genre: ['Polka'], bpm: 96 })],
          'Odd',
        ),
      400,
      'VALIDATION_FAILED',
      ['infoData.genre.0'],
    );
  });

  it('refuses a file that is not audio with 415 and an unknown album with 404', async () => {
    await expectRefusedChangingNothing(
      t,
      () =>
        uploadTrack(
          t.app,
          admin(),
          album.id,
          [mp3Part(), wavPart(1, { data: Buffer.from('not a wav') })],
          'Broken',
        ),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectRefusedChangingNothing(
      t,
      () => uploadTrack(t.app, admin(), crypto.randomUUID(), [mp3Part()], 'Lost'),
      404,
      'NOT_FOUND',
    );
  });
});

describe('GET /album/audio/from/all/{id}', () => {
  it.each(whoMay('Client', 'Admin'))('answers %s', async (_title, caller) => {
    expectAnswerFor(caller, await tracksOf(signedIn.tokenOf(caller.role), album.id));
  });

  it("gives a client their marks and admins the album's figures", async () => {
    const forClient = (await tracksOf(client(), album.id)).body.data;
    expect(forClient.map((entry) => clientCatalogueAudioSchema.strict().parse(entry))).toHaveLength(
      1,
    );
    expect(forClient[0]).toMatchObject({ id: track.id, isFavorite: false, offer: null });
    const forAdmin = (await tracksOf<AdminCatalogueAudio>(admin(), album.id)).body.data;
    expect(adminCatalogueAudioSchema.strict().parse(forAdmin[0])).toMatchObject({
      id: track.id,
      favoritesCount: expect.any(Number),
    });
  });

  it("answers a client 404 for an unpublished album's tracks; admins see them", async () => {
    expectRefusal(await tracksOf(client(), hiddenAlbum.id), 404, 'NOT_FOUND');
    expect((await tracksOf(admin(), hiddenAlbum.id)).body.data.map((a) => a.id)).toEqual([
      hiddenTrack.id,
    ]);
  });

  it('filters by title, words, key, tempo and length', async () => {
    const filtered = await albumOf(t.app, admin(), { title: 'Filters' });
    const slow = await trackOf(
      t.app,
      admin(),
      filtered.id,
      [
        wavPart(1),
        infoPart(
          trackInfo({
            genre: ['Ambient'],
            mood: ['Calm'],
            instruments: ['Piano'],
            bpm: 70,
            key: 'C major',
          }),
        ),
      ],
      'Slow Harbour',
    );
    t.clock.advance(1000);
    const fast = await trackOf(
      t.app,
      admin(),
      filtered.id,
      [wavPart(3), infoPart(trackInfo({ genre: ['Electronic'], mood: ['Energetic'], bpm: 140 }))],
      'Fast Lane 100%',
    );
    await published(t.app, admin(), filtered.id);
    const ids = async (query: Record<string, string>) =>
      (await tracksOf(client(), filtered.id, query)).body.data.map((entry) => entry.id);
    expect(await ids({})).toEqual([slow.id, fast.id]);
    expect(await ids({ search: 'harbour' })).toEqual([slow.id]);
    expect(await ids({ search: '100%' })).toEqual([fast.id]);
    expect(await ids({ genre: 'Ambient' })).toEqual([slow.id]);
    expect(await ids({ mood: 'Energetic' })).toEqual([fast.id]);
    expect(await ids({ instrument: 'Piano' })).toEqual([slow.id]);
    expect(await ids({ key: 'D minor' })).toEqual([fast.id]);
    expect(await ids({ tempoMin: '100' })).toEqual([fast.id]);
    expect(await ids({ tempoMax: '100' })).toEqual([slow.id]);
    expect(await ids({ durationMin: '2' })).toEqual([fast.id]);
    expect(await ids({ durationMax: '2' })).toEqual([slow.id]);
    expect(await ids({ genre: 'Ambient', tempoMin: '100' })).toEqual([]);
  });

  it('refuses filters outside the vocabularies and ranges the wrong way round', async () => {
    const queries: Record<string, string>[] = [
      { genre: 'Polka' },
      { tempoMin: '120', tempoMax: '80' },
      { durationMin: '-1' },
      { unknown: 'x' },
    ];
    for (const query of queries) {
      expectRefusal(await tracksOf(client(), album.id, query), 400, 'VALIDATION_FAILED');
    }
  });
});

describe('favourites, offers and plays of catalogue tracks', () => {
  it('lets a client favourite, offer on and play a published track, seen in their list', async () => {
    expect((await favourite(client(), track.id)).statusCode).toBe(200);
    const made = await offer(client(), track.id);
    expect(made.statusCode, made.raw).toBe(200);
    const link = await play(client(), track.id);
    expect(link.statusCode, link.raw).toBe(200);
    const { pathname, search } = new URL(link.body.data.url);
    const file = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');

    const [seen] = (await tracksOf(client(), album.id)).body.data;
    expect(seen).toMatchObject({
      isFavorite: true,
      isListened: true,
      offer: { price: 1200, state: 'offered' },
    });
    const mail = await mailTo(t.app, signedIn.Admin.user.email);
    expect(mail.at(-1)?.text).toContain('from the catalogue album "Catalogue"');
  });

  it('lets the admins read the offers on a catalogue track', async () => {
    const response = await offersOn(admin(), track.id);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data.audio).toEqual({
      id: track.id,
      title: 'Aurora',
      audioType: 'catalogue',
    });
    expect(response.body.data.offers.length).toBeGreaterThan(0);
  });

  it("answers a client 404 for an unpublished album's track or the wrong audio type", async () => {
    for (const send of [
      () => favourite(client(), hiddenTrack.id),
      () => offer(client(), hiddenTrack.id),
      () => play(client(), hiddenTrack.id),
      () => favourite(client(), track.id, 'submission'),
      () => offer(client(), track.id, 'submission'),
    ]) {
      await expectRefusedChangingNothing(t, send, 404, 'NOT_FOUND');
    }
  });

  it('answers a composer 404 for playing a catalogue track; admins play and download it', async () => {
    expectRefusal(await play(signedIn.Composer.accessToken, track.id), 404, 'NOT_FOUND');
    expect((await play(admin(), hiddenTrack.id)).statusCode).toBe(200);
    const wav = await download(admin(), track.id, 'wav');
    expect(wav.statusCode, wav.raw).toBe(200);
    expect(decodeURIComponent(wav.body.data.url)).toContain('download=Aurora.wav');
    expectRefusal(await download(admin(), track.id, 'stems'), 404, 'NOT_FOUND');
  });
});

describe('DELETE /album/audio/{id}', () => {
  it.each(refusedUnless('Admin'))('refuses %s, deleting nothing', async (_title, caller) => {
    await expectRefusedChangingNothing(
      t,
      () => deleteTrack(signedIn.tokenOf(caller.role), track.id),
      caller.status,
      caller.error,
    );
  });

  it('deletes a track, its marks and its files; other audio is 404', async () => {
    const doomed = await trackOf(t.app, admin(), album.id, [
      mp3Part(),
      wavPart(1, { data: writeWav({ seconds: 1 }) }),
    ]);
    await favourite(client(), doomed.id);
    const [rows, files] = [await countRows(t.app), await storedFiles(t)];
    const response = await deleteTrack(admin(), doomed.id);
    expect(response.statusCode, response.raw).toBe(200);
    const after = await countRows(t.app);
    expect([after.audios, after.audio_files, after.audio_favorites]).toEqual([
      rows.audios - 1,
      rows.audio_files - 2,
      rows.audio_favorites - 1,
    ]);
    expect(files.length - (await storedFiles(t)).length).toBe(2);
    expectRefusal(await deleteTrack(admin(), doomed.id), 404, 'NOT_FOUND');
    expectRefusal(await deleteTrack(admin(), crypto.randomUUID()), 404, 'NOT_FOUND');
  });
});
