import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCatalogueAudioSchema,
  type AdminCatalogueAudio,
  type CatalogueAudio,
  type ClientFoundTrack,
} from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { albumOf, published, trackInfo, trackOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { takeOfClient } from '../helpers/shortlists';
import { infoPart, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, refusedUnless, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const admin = () => signedIn.Admin.accessToken;
const client = () => signedIn.Client.accessToken;

const editTrack = (token: string | undefined, id: string, body: unknown) =>
  call<AdminCatalogueAudio>(t.app, 'PUT', `${REQUEST}/album/audio/${id}`, { token, body });
const search = async (query: Record<string, string>) =>
  (
    await call<ClientFoundTrack[]>(t.app, 'GET', `${REQUEST}/catalogue/tracks`, {
      token: client(),
      query,
    })
  ).body.data.map((track) => track.id);
/** The track as admins list it on its album. */
const listed = async (albumId: string, trackId: string) =>
  (
    await call<AdminCatalogueAudio[]>(t.app, 'GET', `${REQUEST}/album/audio/from/all/${albumId}`, {
      token: admin(),
    })
  ).body.data.find((track) => track.id === trackId);

const EDIT = {
  title: 'Copper Dawn',
  description: 'Slow marimba over a warm pad.',
  bpm: 84,
  key: 'F major',
} as const;

let albumId: string;
let track: CatalogueAudio;
beforeAll(async () => {
  albumId = (await albumOf(t.app, admin(), { title: 'Field Notes' })).id;
  track = await trackOf(
    t.app,
    admin(),
    albumId,
    [wavPart(1), infoPart(trackInfo({ bpm: 120, key: 'D minor', description: 'Bright brass.' }))],
    'Brass Morning',
  );
  await published(t.app, admin(), albumId);
});

describe('PUT /album/audio/{id}', () => {
  it.each(whoMay('Admin'))('answers %s', async (_title, caller) => {
    const response = await editTrack(signedIn.tokenOf(caller.role), track.id, EDIT);
    if (expectAnswerFor(caller, response)) {
      expect(adminCatalogueAudioSchema.strict().parse(response.body.data)).toMatchObject({
        id: track.id,
        ...EDIT,
        albumId,
        genre: ['Cinematic'],
      });
    }
  });

  it.each(refusedUnless('Admin'))('refuses %s, changing nothing', async (_title, caller) => {
    await editTrack(admin(), track.id, EDIT);
    const before = await listed(albumId, track.id);
    const response = await editTrack(signedIn.tokenOf(caller.role), track.id, {
      ...EDIT,
      title: 'Stolen',
    });
    expectRefusal(response, caller.status, caller.error);
    expect(await listed(albumId, track.id)).toEqual(before);
  });

  it('is found by its new words at once, and no longer by the old ones', async () => {
    await editTrack(admin(), track.id, { ...EDIT, title: 'Brass Morning' });
    expect(await search({ search: 'brass morning' })).toEqual([track.id]);
    expect(await search({ key: 'D minor' })).toEqual([]);

    await editTrack(admin(), track.id, EDIT);
    expect(await search({ search: 'brass' })).toEqual([]);
    expect(await search({ search: 'copper' })).toEqual([track.id]);
    expect(await search({ search: 'marimba' })).toEqual([track.id]);
    expect(await search({ key: 'F major' })).toEqual([track.id]);
    expect(await search({ tempoMin: '80', tempoMax: '90' })).toEqual([track.id]);
    expect(await search({ tempoMin: '100' })).toEqual([]);
  });

  it('clears the description, tempo and key when they are blank or left out', async () => {
    const response = await editTrack(admin(), track.id, { title: 'Bare', description: '  ' });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toMatchObject({
      title: 'Bare',
      description: null,
      bpm: null,
      key: null,
    });
    expect(await search({ key: 'F major' })).toEqual([]);
    await editTrack(admin(), track.id, EDIT);
  });

  it.each([
    ['a tempo below the range', { bpm: 19 }, 'bpm'],
    ['a tempo above the range', { bpm: 301 }, 'bpm'],
    ['a tempo in words', { bpm: 'fast' }, 'bpm'],
    ['a tempo with a fraction', { bpm: 90.5 }, 'bpm'],
    ['a key not on the list', { key: 'H major' }, 'key'],
    ['a blank title', { title: ' ' }, 'title'],
    ['a title of the wrong type', { title: 7 }, 'title'],
    ['no description', { description: undefined }, 'description'],
    ['a field it does not change', { genre: ['Ambient'] }, undefined],
  ])('refuses %s with 400, changing nothing', async (_title, change, field) => {
    const before = await listed(albumId, track.id);
    expectRefusal(
      await editTrack(admin(), track.id, { ...EDIT, ...change }),
      400,
      'VALIDATION_FAILED',
      field ? [field] : undefined,
    );
    expect(await listed(albumId, track.id)).toEqual(before);
  });

  it("answers 404 for an unknown id and for audio that is not a catalogue track (a composer's take)", async () => {
    expectRefusal(await editTrack(admin(), crypto.randomUUID(), EDIT), 404, 'NOT_FOUND');
    const take = await takeOfClient(t, signedIn.Client, signedIn.Composer);
    const response = await editTrack(admin(), take.id, EDIT);
    expectRefusal(response, 404, 'NOT_FOUND');
    expectRefusal(await editTrack(admin(), 'not-an-id', EDIT), 400, 'VALIDATION_FAILED');
  });

  it('edits a track of a draft album too', async () => {
    const draft = await albumOf(t.app, admin(), { title: 'Unfinished' });
    const hidden = await trackOf(t.app, admin(), draft.id, undefined, 'Working title');
    const response = await editTrack(admin(), hidden.id, { ...EDIT, title: 'Final title' });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data.title).toBe('Final title');
    expect(await search({ search: 'final title' })).toEqual([]);
  });
});
