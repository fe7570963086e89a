import { describe, expect, it } from 'vitest';
import type { AdminAlbum, Album, ClientFoundTrack, FavoriteAudio } from '@cuebrief/shared';
import { call, expectRefusal, type ApiResponse } from '../helpers/api';
import {
  albumOf,
  createAlbum,
  publishAlbum,
  published,
  trackOf,
  unpublishAlbum,
} from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { acceptOffer, clientOffers, offerOn } from '../helpers/licences';
import { payInSandbox } from '../helpers/payments';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import { shortlistCalls, shortlistOf } from '../helpers/shortlists';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, refusedUnless, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const admin = () => signedIn.Admin.accessToken;
const client = () => signedIn.Client.accessToken;

const getAlbum = (token: string, id: string) =>
  call<Album | AdminAlbum>(t.app, 'GET', `${REQUEST}/album/${id}`, { token });
const albumIds = async (token: string, path: '/albums' | '/albums/admin') =>
  (await call<Album[]>(t.app, 'GET', `${REQUEST}${path}`, { token })).body.data.map((a) => a.id);
const tracksOf = (token: string, albumId: string) =>
  call(t.app, 'GET', `${REQUEST}/album/audio/from/all/${albumId}`, { token });
/** The ids the catalogue-wide search finds for a word (decision 035). */
const foundIds = async (token: string, search: string) =>
  (
    await call<ClientFoundTrack[]>(t.app, 'GET', `${REQUEST}/catalogue/tracks`, {
      token,
      query: { search },
    })
  ).body.data.map((track) => track.id);
const favouriteIds = async (token: string) =>
  (
    await call<FavoriteAudio[]>(t.app, 'GET', `${REQUEST}/client/favourites`, { token })
  ).body.data.map((audio) => audio.id);
const play = (token: string, audioId: string) =>
  call(t.app, 'POST', `${REQUEST}/audio/${audioId}/play`, { token });
const favourite = (token: string, audioId: string) =>
  call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
    token,
    body: { audioId, isFavorite: true, audioType: 'catalogue' },
  });
const offer = (token: string, audioId: string) =>
  call(t.app, 'POST', `${REQUEST}/client/audio-review`, {
    token,
    body: { audioId, audioType: 'catalogue', price: 800 },
  });

/** A draft album holding one track whose title is a word nothing else in the test has. */
async function draftWithTrack(word: string) {
  const album = await albumOf(t.app, admin(), { title: `${word} album` });
  const track = await trackOf(t.app, admin(), album.id, undefined, word);
  return { album, track };
}

const expectNotFound = (response: ApiResponse) => expectRefusal(response, 404, 'NOT_FOUND');

describe('POST /album/{id}/publish and /album/{id}/unpublish', () => {
  it.each(whoMay('Admin'))('publish answers %s', async (_title, caller) => {
    const { album } = await draftWithTrack('Answered');
    const response = await publishAlbum(t.app, signedIn.tokenOf(caller.role), album.id);
    if (expectAnswerFor(caller, response)) expect(response.body.data.published).toBe(true);
  });

  it.each(refusedUnless('Admin'))(
    'refuses %s either way, changing nothing',
    async (_title, caller) => {
      const { album: draft } = await draftWithTrack('Kept draft');
      const { album: shown } = await draftWithTrack('Kept published');
      await published(t.app, admin(), shown.id);
      const token = signedIn.tokenOf(caller.role);
      expectRefusal(await publishAlbum(t.app, token, draft.id), caller.status, caller.error);
      expectRefusal(await unpublishAlbum(t.app, token, shown.id), caller.status, caller.error);
      expect((await getAlbum(admin(), draft.id)).body.data.published).toBe(false);
      expect((await getAlbum(admin(), shown.id)).body.data.published).toBe(true);
    },
  );

  it('publishes an album with tracks, and returns it to draft; each twice changes nothing', async () => {
    const { album } = await draftWithTrack('Twice');
    expect(album).toMatchObject({ published: false, publishedAt: null });
    t.clock.advance(60_000);
    const first = await published(t.app, admin(), album.id);
    expect(first).toMatchObject({ published: true, publishedAt: t.clock.now().toISOString() });
    t.clock.advance(60_000);
    expect((await published(t.app, admin(), album.id)).publishedAt).toBe(first.publishedAt);

    const drafted = await unpublishAlbum(t.app, admin(), album.id);
    expect(drafted.statusCode, drafted.raw).toBe(200);
    expect(drafted.body.data).toMatchObject({ published: false, publishedAt: null });
    const again = await unpublishAlbum(t.app, admin(), album.id);
    expect(again.body.data).toMatchObject({ published: false, publishedAt: null });
  });

  it('refuses to publish an album without tracks (409), which stays a draft', async () => {
    const empty = await albumOf(t.app, admin(), { title: 'Nothing yet' });
    const response = await publishAlbum(t.app, admin(), empty.id);
    expectRefusal(response, 409, 'INVALID_STATE');
    expect(response.body.status.message).toBe(
      'An album without tracks cannot be published. Upload a track first; it stays a draft.',
    );
    expect((await getAlbum(admin(), empty.id)).body.data).toMatchObject({
      published: false,
      publishedAt: null,
    });
    expect(await albumIds(client(), '/albums')).not.toContain(empty.id);
  });

  it('refuses a new album asked to be published at once (409), storing nothing', async () => {
    const before = await countRows(t.app);
    expectRefusal(
      await createAlbum(t.app, admin(), { title: 'Too soon', published: true }),
      409,
      'INVALID_STATE',
    );
    expect(await countRows(t.app)).toEqual(before);
  });

  it('answers 404 for an unknown album and 400 for an id that is not one', async () => {
    for (const send of [publishAlbum, unpublishAlbum]) {
      expectNotFound(await send(t.app, admin(), crypto.randomUUID()));
      expectRefusal(await send(t.app, admin(), 'not-an-id'), 400, 'VALIDATION_FAILED');
    }
  });
});

describe('a draft, for clients', () => {
  it('is nowhere to browse, play, favourite, offer on or shortlist until it is published', async () => {
    const { album, track } = await draftWithTrack('Unheard');
    const shortlist = await shortlistOf(t, client());
    const addToShortlist = () =>
      shortlistCalls.addItem(t.app, client(), shortlist.id, { audioId: track.id });

    expect(await albumIds(client(), '/albums')).not.toContain(album.id);
    expect(await albumIds(admin(), '/albums/admin')).toContain(album.id);
    expectNotFound(await getAlbum(client(), album.id));
    expectNotFound(await tracksOf(client(), album.id));
    expect(await foundIds(client(), 'Unheard')).toEqual([]);
    expect(await foundIds(admin(), 'Unheard')).toEqual([track.id]);
    const before = await countRows(t.app);
    expectNotFound(await play(client(), track.id));
    expectNotFound(await favourite(client(), track.id));
    expectNotFound(await offer(client(), track.id));
    expectNotFound(await addToShortlist());
    expect(await countRows(t.app)).toEqual(before);

    await published(t.app, admin(), album.id);
    expect(await albumIds(client(), '/albums')).toContain(album.id);
    expect((await getAlbum(client(), album.id)).statusCode).toBe(200);
    expect((await tracksOf(client(), album.id)).statusCode).toBe(200);
    expect(await foundIds(client(), 'Unheard')).toEqual([track.id]);
    expect((await play(client(), track.id)).statusCode).toBe(200);
    expect((await favourite(client(), track.id)).statusCode).toBe(200);
    expect((await offer(client(), track.id)).statusCode).toBe(200);
    expect((await addToShortlist()).statusCode).toBe(200);
  });
});

describe('an album returned to draft', () => {
  it('leaves browsing, keeps its offers and licences, and comes back when published again', async () => {
    const { album, track } = await draftWithTrack('Withdrawn');
    const second = await trackOf(t.app, admin(), album.id, undefined, 'Withdrawn encore');
    await published(t.app, admin(), album.id);
    expect((await favourite(client(), track.id)).statusCode).toBe(200);
    const paidFor = await offerOn(t.app, client(), { id: track.id, audioType: 'catalogue' });
    await payInSandbox(t.app, await acceptOffer(t.app, admin(), track.id));
    const pending = await offerOn(t.app, client(), { id: second.id, audioType: 'catalogue' });

    expect((await unpublishAlbum(t.app, admin(), album.id)).statusCode).toBe(200);
    expect(await albumIds(client(), '/albums')).not.toContain(album.id);
    expect(await foundIds(client(), 'Withdrawn')).toEqual([]);
    expect(await favouriteIds(client())).not.toContain(track.id);
    expectNotFound(await play(client(), track.id));
    expectNotFound(await offer(client(), second.id));

    // What the client already has stays: the licence with its files, the open offer.
    const offers = (await clientOffers(t.app, client())).body.data;
    expect(offers.find((entry) => entry.id === paidFor.id)).toMatchObject({
      audio: { id: track.id, title: 'Withdrawn' },
      state: 'paid',
      licence: { number: expect.stringMatching(/^CB-/) },
    });
    expect(offers.find((entry) => entry.id === pending.id)?.state).toBe('offered');
    const checkout = await acceptOffer(t.app, admin(), second.id);
    await payInSandbox(t.app, checkout);
    const afterPaying = (await clientOffers(t.app, client())).body.data;
    expect(afterPaying.find((entry) => entry.id === pending.id)?.state).toBe('paid');

    await published(t.app, admin(), album.id);
    expect(await favouriteIds(client())).toContain(track.id);
    expect(await foundIds(client(), 'Withdrawn')).toHaveLength(2);
  });
});

describe('deleting the tracks of a published album', () => {
  const deleteTrack = (audioId: string) =>
    call(t.app, 'DELETE', `${REQUEST}/album/audio/${audioId}`, { token: admin() });

  it('keeps it published while a track is left, and returns it to draft with its last', async () => {
    const { album, track } = await draftWithTrack('Thinning');
    const second = await trackOf(t.app, admin(), album.id, undefined, 'Thinning encore');
    const shown = await published(t.app, admin(), album.id);

    expect((await deleteTrack(track.id)).statusCode).toBe(200);
    expect((await getAlbum(admin(), album.id)).body.data).toMatchObject({
      published: true,
      publishedAt: shown.publishedAt,
      tracksCount: 1,
    });
    expect(await albumIds(client(), '/albums')).toContain(album.id);

    // The last track goes: an empty album would be published, which publishing refuses.
    expect((await deleteTrack(second.id)).statusCode).toBe(200);
    expect((await getAlbum(admin(), album.id)).body.data).toMatchObject({
      published: false,
      publishedAt: null,
      tracksCount: 0,
    });
    expect(await albumIds(client(), '/albums')).not.toContain(album.id);
    expectNotFound(await getAlbum(client(), album.id));
    expect(await albumIds(admin(), '/albums/admin')).toContain(album.id);
    expectRefusal(await publishAlbum(t.app, admin(), album.id), 409, 'INVALID_STATE');
  });

  it('leaves it published when deleting its last track is refused (a licence relies on it)', async () => {
    const { album, track } = await draftWithTrack('Licensed last');
    await published(t.app, admin(), album.id);
    await offerOn(t.app, client(), { id: track.id, audioType: 'catalogue' });
    await payInSandbox(t.app, await acceptOffer(t.app, admin(), track.id));

    expectRefusal(await deleteTrack(track.id), 409, 'INVALID_STATE');
    expect((await getAlbum(admin(), album.id)).body.data).toMatchObject({
      published: true,
      tracksCount: 1,
    });
    expect(await albumIds(client(), '/albums')).toContain(album.id);
  });

  it('leaves a draft a draft when its last track goes', async () => {
    const { album, track } = await draftWithTrack('Draft emptied');
    expect((await deleteTrack(track.id)).statusCode).toBe(200);
    expect((await getAlbum(admin(), album.id)).body.data).toMatchObject({
      published: false,
      publishedAt: null,
      tracksCount: 0,
    });
  });
});
