import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminFoundTrackSchema,
  clientFoundTrackSchema,
  type AdminFoundTrack,
  type CatalogueAudio,
  type ClientFoundTrack,
} from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { recordMeasurement } from '../helpers/analysis-rows';
import {
  albumOf,
  imageBytes,
  imagePart,
  published,
  trackInfo,
  trackOf,
  uploadAlbumImage,
} from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { infoPart, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const admin = () => signedIn.Admin.accessToken;
const client = () => signedIn.Client.accessToken;

const search = <T = ClientFoundTrack>(token: string | undefined, query?: Record<string, string>) =>
  call<T[]>(t.app, 'GET', `${REQUEST}/catalogue/tracks`, { token, query });

/** The titles a client finds with this query, in the answer's order. */
async function found(query: Record<string, string> = {}): Promise<string[]> {
  const response = await search(client(), query);
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data.map((track) => track.title);
}

// Two published albums and one held back. Uploaded a second apart in this order, so "newest
// first" is the reverse.
let harbour: { id: string };
let night: { id: string };
let hidden: { id: string };
let slowHarbour: CatalogueAudio;
beforeAll(async () => {
  harbour = await albumOf(t.app, admin(), { title: 'Harbour Lights' });
  night = await albumOf(t.app, admin(), { title: 'Night Drive' });
  hidden = await albumOf(t.app, admin(), { title: 'Unreleased' });
  const cover = await uploadAlbumImage(t.app, admin(), harbour.id, [
    imagePart(await imageBytes('png', 600, 600)),
  ]);
  expect(cover.statusCode, cover.raw).toBe(200);

  const upload = async (
    albumId: string,
    title: string,
    seconds: number,
    info: Parameters<typeof trackInfo>[0],
  ) => {
    const track = await trackOf(t.app, admin(), albumId, [wavPart(seconds), infoPart(info)], title);
    t.clock.advance(1000);
    return track;
  };
  slowHarbour = await upload(harbour.id, 'Slow Harbour', 1, {
    genre: ['Ambient'],
    mood: ['Calm'],
    instruments: ['Piano'],
    bpm: 70,
    key: 'C major',
    description: 'Soft keys by the sea.',
  });
  await upload(harbour.id, 'Fast Lane', 3, {
    ...trackInfo({ genre: ['Electronic'], mood: ['Energetic'], instruments: ['Synthesizers'] }),
    bpm: 140,
    description: 'Pulsing arpeggios.',
  });
  // Neither tempo nor key stated: measured 100.4 BPM in E minor below.
  const midnight = await upload(night.id, 'Midnight Run', 2, {
    genre: ['Cinematic'],
    mood: ['Tense'],
    instruments: ['Percussion'],
  });
  // Nothing stated and never measured: no tempo, last in a tempo sort either way.
  await upload(night.id, 'Zero Tempo', 4, { genre: ['Lo-fi'] });
  await upload(hidden.id, 'Hidden Gem', 1, { genre: ['Ambient'], bpm: 70 });
  // The same tempo as Slow Harbour, newer: first of the two in either direction.
  await upload(harbour.id, 'Quiet Shore', 5, { genre: ['Ambient'], bpm: 70, key: 'A minor' });
  await recordMeasurement(t.app, midnight.id, { bpm: 100.4, musicalKey: 'E minor' });
  await published(t.app, admin(), harbour.id);
  await published(t.app, admin(), night.id);
});

describe('GET /catalogue/tracks', () => {
  it.each(whoMay('Client', 'Admin'))('answers %s', async (_title, caller) => {
    expectAnswerFor(caller, await search(signedIn.tokenOf(caller.role)));
  });

  it('refuses a guest and a composer before reading a bad query', async () => {
    expectRefusal(await search(undefined, { genre: 'Polka' }), 401, 'UNAUTHENTICATED');
    expectRefusal(
      await search(signedIn.Composer.accessToken, { genre: 'Polka' }),
      403,
      'FORBIDDEN',
    );
  });

  it("gives a client the published albums' tracks, newest first, each with its album", async () => {
    const response = await search(client());
    expect(response.headers['x-total-count']).toBe('5');
    const tracks = response.body.data.map((entry) => clientFoundTrackSchema.strict().parse(entry));
    expect(tracks.map((track) => track.title)).toEqual([
      'Quiet Shore',
      'Zero Tempo',
      'Midnight Run',
      'Fast Lane',
      'Slow Harbour',
    ]);
    const slow = tracks.find((track) => track.id === slowHarbour.id);
    expect(slow).toMatchObject({
      audioType: 'catalogue',
      albumId: harbour.id,
      isFavorite: false,
      offer: null,
      peaks: [],
      album: { id: harbour.id, title: 'Harbour Lights', published: true },
    });
    expect(slow?.album.thumbnail?.url).toMatch(/^http/);
    expect(slow?.album.cover?.url).toMatch(/^http/);
    const midnight = tracks.find((track) => track.title === 'Midnight Run');
    expect(midnight).toMatchObject({
      bpm: null,
      key: null,
      analysis: { bpm: 100.4, key: 'E minor' },
      album: { id: night.id, title: 'Night Drive', thumbnail: null, cover: null },
    });
  });

  it("gives admins every album's tracks with their figures, the held-back album marked", async () => {
    const response = await search<AdminFoundTrack>(admin(), { sort: 'title' });
    expect(response.headers['x-total-count']).toBe('6');
    const tracks = response.body.data.map((entry) => adminFoundTrackSchema.strict().parse(entry));
    expect(tracks.map((track) => track.title)).toEqual([
      'Fast Lane',
      'Hidden Gem',
      'Midnight Run',
      'Quiet Shore',
      'Slow Harbour',
      'Zero Tempo',
    ]);
    expect(tracks[1]).toMatchObject({
      favoritesCount: 0,
      offersCount: 0,
      album: { id: hidden.id, title: 'Unreleased', published: false },
    });
  });

  it("carries the client's favourite and offer, as the album's list does", async () => {
    const marked = await call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
      token: client(),
      body: { audioId: slowHarbour.id, isFavorite: true, audioType: 'catalogue' },
    });
    expect(marked.statusCode, marked.raw).toBe(200);
    const [track] = (await search(client(), { search: 'slow' })).body.data;
    expect(track).toMatchObject({ id: slowHarbour.id, isFavorite: true });
  });

  it("finds every word in a track's title or description or its album's title", async () => {
    expect(await found({ search: 'midnight' })).toEqual(['Midnight Run']);
    expect(await found({ search: 'ARPEGGIOS' })).toEqual(['Fast Lane']);
    expect(await found({ search: 'harbour' })).toEqual([
      'Quiet Shore',
      'Fast Lane',
      'Slow Harbour',
    ]);
    expect(await found({ search: 'night zero' })).toEqual(['Zero Tempo']);
    expect(await found({ search: '  sea   lights ' })).toEqual(['Slow Harbour']);
    expect(await found({ search: 'night harbour' })).toEqual([]);
    expect(await found({ search: '100%' })).toEqual([]);
    expect(await found({ search: 'gem' })).toEqual([]);
  });

  it.each([
    [{ genre: 'Ambient' }, ['Quiet Shore', 'Slow Harbour']],
    [{ mood: 'Tense' }, ['Midnight Run']],
    [{ instrument: 'Piano' }, ['Slow Harbour']],
    [{ key: 'C major' }, ['Slow Harbour']],
    // Measured where none was stated.
    [{ key: 'E minor' }, ['Midnight Run']],
    [{ tempoMin: '100' }, ['Midnight Run', 'Fast Lane']],
    [{ tempoMin: '101' }, ['Fast Lane']],
    [{ tempoMax: '100' }, ['Quiet Shore', 'Midnight Run', 'Slow Harbour']],
    [{ tempoMin: '60', tempoMax: '80' }, ['Quiet Shore', 'Slow Harbour']],
    [{ durationMin: '3' }, ['Quiet Shore', 'Zero Tempo', 'Fast Lane']],
    [{ durationMax: '2' }, ['Midnight Run', 'Slow Harbour']],
    [{ durationMin: '2', durationMax: '3' }, ['Midnight Run', 'Fast Lane']],
    [{ genre: 'Ambient', search: 'shore', tempoMax: '80' }, ['Quiet Shore']],
    [{ genre: 'Electronic', tempoMax: '100' }, []],
  ])('filters by %o', async (query, titles) => {
    expect(await found(query)).toEqual(titles);
  });

  it.each([
    [
      { sort: 'added', order: 'asc' },
      ['Slow Harbour', 'Fast Lane', 'Midnight Run', 'Zero Tempo', 'Quiet Shore'],
    ],
    [{ sort: 'title' }, ['Fast Lane', 'Midnight Run', 'Quiet Shore', 'Slow Harbour', 'Zero Tempo']],
    [
      { sort: 'title', order: 'desc' },
      ['Zero Tempo', 'Slow Harbour', 'Quiet Shore', 'Midnight Run', 'Fast Lane'],
    ],
    // Equal tempos newest first, and the track without one last, either way.
    [{ sort: 'tempo' }, ['Quiet Shore', 'Slow Harbour', 'Midnight Run', 'Fast Lane', 'Zero Tempo']],
    [
      { sort: 'tempo', order: 'desc' },
      ['Fast Lane', 'Midnight Run', 'Quiet Shore', 'Slow Harbour', 'Zero Tempo'],
    ],
    [
      { sort: 'length' },
      ['Slow Harbour', 'Midnight Run', 'Fast Lane', 'Zero Tempo', 'Quiet Shore'],
    ],
    [
      { sort: 'length', order: 'desc' },
      ['Quiet Shore', 'Zero Tempo', 'Fast Lane', 'Midnight Run', 'Slow Harbour'],
    ],
    [{ sort: 'tempo', genre: 'Ambient' }, ['Quiet Shore', 'Slow Harbour']],
  ])('sorts by %o', async (query, titles) => {
    expect(await found(query)).toEqual(titles);
  });

  it('walks every order a window at a time, without gaps or repeats, counting all', async () => {
    for (const sort of ['added', 'title', 'tempo', 'length']) {
      const whole = await found({ sort });
      const walked: string[] = [];
      for (let offset = 0; ; offset += 2) {
        const response = await search(client(), { sort, limit: '2', offset: String(offset) });
        expect(response.headers['x-total-count']).toBe('5');
        walked.push(...response.body.data.map((track) => track.title));
        if (response.body.data.length < 2) break;
      }
      expect(walked).toEqual(whole);
    }
    const past = await search(client(), { offset: '40' });
    expect(past.body.data).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['genre', { genre: 'Polka' }],
    ['key', { key: 'H major' }],
    ['tempoMin', { tempoMin: '500' }],
    ['tempoMax', { tempoMin: '120', tempoMax: '80' }],
    ['durationMin', { durationMin: '-1' }],
    ['durationMax', { durationMin: '60', durationMax: '30' }],
    ['search', { search: 'one two three four five six seven eight nine' }],
    ['sort', { sort: 'popular' }],
    ['order', { order: 'up' }],
    ['limit', { limit: '0' }],
    ['limit', { limit: '101' }],
    ['offset', { offset: '-1' }],
    ['peaks', { peaks: 'some' }],
    ['albumId', { albumId: 'x' }],
  ])('refuses a bad %s with 400 naming it, changing nothing', async (field, query) => {
    await expectRefusedChangingNothing(t, () => search(client(), query), 400, 'VALIDATION_FAILED', [
      field,
    ]);
  });
});
