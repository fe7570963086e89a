import { describe, expect, it } from 'vitest';
import {
  adminAlbumSchema,
  albumSchema,
  type AdminAlbum,
  type Album,
  type ClientCatalogueAudio,
} from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { pngBytes, writeWav } from '../helpers/audio-files';
import {
  albumOf,
  createAlbum,
  imageBytes,
  imagePart,
  published,
  publishedAlbumOf,
  trackOf,
  uploadAlbumImage,
} from '../helpers/catalogue';
import { pngHeaderStating, webpSize } from '../helpers/images';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import { storedFiles, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, refusedUnless, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const admin = () => signedIn.Admin.accessToken;

const listAlbums = (token: string | undefined) =>
  call<Album[]>(t.app, 'GET', `${REQUEST}/albums`, { token });
const listAllAlbums = (token: string | undefined) =>
  call<AdminAlbum[]>(t.app, 'GET', `${REQUEST}/albums/admin`, { token });
const getAlbum = (token: string | undefined, id: string) =>
  call<Album | AdminAlbum>(t.app, 'GET', `${REQUEST}/album/${id}`, { token });
const updateAlbum = (token: string | undefined, id: string, body: unknown) =>
  call<AdminAlbum>(t.app, 'PUT', `${REQUEST}/album/${id}`, { token, body });
const deleteAlbum = (token: string | undefined, id: string) =>
  call<null>(t.app, 'DELETE', `${REQUEST}/album/${id}`, { token });

/** Fetches a signed link through the app (the local driver's media route). */
async function fetchLink(url: string) {
  const { pathname, search } = new URL(url);
  return t.app.inject({ method: 'GET', url: `${pathname}${search}` });
}

describe('GET /albums and /album/{id}', () => {
  it.each(whoMay('Client', 'Admin'))('answers %s', async (_title, caller) => {
    const response = await listAlbums(signedIn.tokenOf(caller.role));
    if (expectAnswerFor(caller, response)) expect(Array.isArray(response.body.data)).toBe(true);
  });

  it('lists published albums with their tracks counted and timed, newest first', async () => {
    const { album: older } = await publishedAlbumOf(t.app, admin(), { title: 'Older' });
    t.clock.advance(1000);
    const newer = await albumOf(t.app, admin(), { title: 'Newer' });
    const hidden = await albumOf(t.app, admin(), { title: 'Hidden' });
    await trackOf(t.app, admin(), hidden.id);
    await trackOf(t.app, admin(), newer.id);
    await trackOf(t.app, admin(), newer.id, [wavPart(2)]);
    await published(t.app, admin(), newer.id);

    const albums = (await listAlbums(signedIn.Client.accessToken)).body.data;
    const ids = albums.map((album) => album.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const shown = albums.find((album) => album.id === newer.id);
    expect(albumSchema.strict().parse(shown)).toMatchObject({
      title: 'Newer',
      published: true,
      tracksCount: 2,
      cover: null,
      thumbnail: null,
    });
    expect(shown?.durationSeconds).toBeCloseTo(5, 1);
  });

  it('gives a client a published album and 404 for a draft or an unknown one', async () => {
    const { album: shown } = await publishedAlbumOf(t.app, admin());
    const hidden = await albumOf(t.app, admin());
    const client = signedIn.Client.accessToken;
    const response = await getAlbum(client, shown.id);
    expect(response.statusCode).toBe(200);
    expect(response.body.data).not.toHaveProperty('favoritesCount');
    expectRefusal(await getAlbum(client, hidden.id), 404, 'NOT_FOUND');
    expectRefusal(await getAlbum(client, crypto.randomUUID()), 404, 'NOT_FOUND');
    expect((await getAlbum(admin(), hidden.id)).body.data).toMatchObject({
      id: hidden.id,
      published: false,
      favoritesCount: 0,
    });
  });

  it.each(whoMay('Client', 'Admin'))('GET /album/{id} answers %s', async (_title, caller) => {
    const { album } = await publishedAlbumOf(t.app, admin());
    expectAnswerFor(caller, await getAlbum(signedIn.tokenOf(caller.role), album.id));
  });
});

describe('GET /albums/admin', () => {
  it.each(whoMay('Admin'))('answers %s', async (_title, caller) => {
    expectAnswerFor(caller, await listAllAlbums(signedIn.tokenOf(caller.role)));
  });

  it('lists every album with the favourites and offers on its tracks', async () => {
    const hidden = await albumOf(t.app, admin(), { title: 'Drafts' });
    const { album: shown, track } = await publishedAlbumOf(t.app, admin(), { title: 'Loved' });
    const favourite = await call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
      token: signedIn.Client.accessToken,
      body: { audioId: track.id, isFavorite: true, audioType: 'catalogue' },
    });
    expect(favourite.statusCode, favourite.raw).toBe(200);

    const albums = (await listAllAlbums(admin())).body.data;
    expect(albums.find((album) => album.id === hidden.id)?.published).toBe(false);
    expect(adminAlbumSchema.strict().parse(albums.find((a) => a.id === shown.id))).toMatchObject({
      tracksCount: 1,
      favoritesCount: 1,
      offersCount: 0,
    });
  });
});

describe('POST /add/album and PUT /album/{id}', () => {
  it.each(refusedUnless('Admin'))('refuses %s, storing nothing', async (_title, caller) => {
    const before = await countRows(t.app);
    expectRefusal(
      await createAlbum(t.app, signedIn.tokenOf(caller.role), { title: 'Nope' }),
      caller.status,
      caller.error,
    );
    const album = await albumOf(t.app, admin(), { title: 'Kept' });
    expectRefusal(
      await updateAlbum(signedIn.tokenOf(caller.role), album.id, { title: 'X', description: '' }),
      caller.status,
      caller.error,
    );
    expect((await getAlbum(admin(), album.id)).body.data.title).toBe('Kept');
    expect((await countRows(t.app)).albums).toBe(before.albums + 1);
  });

  it('makes an album, a draft, and answers with its id', async () => {
    const response = await createAlbum(t.app, admin(), { title: '  Tides  ' });
    expect(response.statusCode, response.raw).toBe(200);
    expect(adminAlbumSchema.strict().parse(response.body.data)).toMatchObject({
      title: 'Tides',
      description: null,
      published: false,
      publishedAt: null,
      tracksCount: 0,
    });
  });

  it('refuses a blank title or an unknown field with 400, storing nothing', async () => {
    const before = await countRows(t.app);
    expectRefusal(await createAlbum(t.app, admin(), { title: ' ' }), 400, 'VALIDATION_FAILED', [
      'title',
    ]);
    expectRefusal(
      await createAlbum(t.app, admin(), { title: 'A', cover: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await countRows(t.app)).toEqual(before);
  });

  it('changes title and description, and publishes or hides when asked', async () => {
    const album = await albumOf(t.app, admin());
    const empty = await updateAlbum(admin(), album.id, {
      title: 'Renamed',
      description: 'Now with words',
      published: true,
    });
    expectRefusal(empty, 409, 'INVALID_STATE');
    expect(empty.body.status.message).toMatch(/without tracks cannot be published/);
    expect((await getAlbum(admin(), album.id)).body.data).toMatchObject({
      title: 'Northern Lights',
      published: false,
    });
    await trackOf(t.app, admin(), album.id);
    t.clock.advance(1000);
    const updated = await updateAlbum(admin(), album.id, {
      title: 'Renamed',
      description: 'Now with words',
      published: true,
    });
    expect(updated.body.data).toMatchObject({
      title: 'Renamed',
      description: 'Now with words',
      published: true,
      publishedAt: t.clock.now().toISOString(),
    });
    const kept = await updateAlbum(admin(), album.id, { title: 'Again', description: '' });
    expect(kept.body.data).toMatchObject({ title: 'Again', description: null, published: true });
    const drafted = await updateAlbum(admin(), album.id, {
      title: 'Again',
      description: '',
      published: false,
    });
    expect(drafted.body.data).toMatchObject({ published: false, publishedAt: null });
    expectRefusal(
      await updateAlbum(admin(), crypto.randomUUID(), { title: 'X', description: '' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('POST /album/img/{id}', () => {
  it.each(refusedUnless('Admin'))('refuses %s, storing nothing', async (_title, caller) => {
    const album = await albumOf(t.app, admin());
    const files = await storedFiles(t);
    expectRefusal(
      await uploadAlbumImage(t.app, signedIn.tokenOf(caller.role), album.id, [
        imagePart(await imageBytes('png')),
      ]),
      caller.status,
      caller.error,
    );
    expect(await storedFiles(t)).toEqual(files);
  });

  it.each(['png', 'jpeg', 'webp'] as const)(
    'stores a %s as a webp cover, its variants and thumbnail, replacing the old ones',
    async (format) => {
      const album = await albumOf(t.app, admin());
      await trackOf(t.app, admin(), album.id);
      const publish = await call(t.app, 'POST', `${REQUEST}/album/${album.id}/publish`, {
        token: admin(),
      });
      expect(publish.statusCode, publish.raw).toBe(200);
      const first = await uploadAlbumImage(t.app, admin(), album.id, [
        imagePart(await imageBytes(format)),
      ]);
      expect(first.statusCode, first.raw).toBe(200);
      const { cover, thumbnail } = first.body.data;
      if (!cover || !thumbnail) throw new Error('no image links');
      const coverFile = await fetchLink(cover.url);
      expect(coverFile.statusCode).toBe(200);
      expect(coverFile.headers['content-type']).toBe('image/webp');
      expect(await webpSize(coverFile.rawPayload)).toEqual({ width: 1200, height: 675 });
      expect(await webpSize((await fetchLink(thumbnail.url)).rawPayload)).toEqual({
        width: 400,
        height: 400,
      });
      // The srcset: every width it was stored at, narrowest first, the cover itself the widest.
      expect(cover).toMatchObject({ width: 1200, height: 675 });
      expect(cover.srcset.map((entry) => entry.width)).toEqual([320, 640, 1200]);
      expect(cover.srcset.at(-1)?.url).toBe(cover.url);
      for (const entry of cover.srcset.slice(0, 2)) {
        const file = await fetchLink(entry.url);
        expect(file.headers['content-type']).toBe('image/webp');
        expect((await webpSize(file.rawPayload)).width).toBe(entry.width);
      }
      // A client sees the same cover of the published album, with the same widths.
      const seen = (await getAlbum(signedIn.tokenOf('Client'), album.id)).body.data.cover;
      expect(seen?.srcset.map((entry) => entry.width)).toEqual([320, 640, 1200]);

      const before = await storedFiles(t);
      const second = await uploadAlbumImage(t.app, admin(), album.id, [
        imagePart(await imageBytes('png', 1000, 700)),
      ]);
      expect(second.statusCode, second.raw).toBe(200);
      expect(second.body.data.cover?.srcset.map((entry) => entry.width)).toEqual([320, 640, 1000]);
      const after = await storedFiles(t);
      expect(after).toHaveLength(before.length);
      for (const entry of cover.srcset) expect((await fetchLink(entry.url)).statusCode).toBe(404);
      expect((await fetchLink(thumbnail.url)).statusCode).toBe(404);
    },
  );

  it.each([
    ['a wav named .png', () => writeWav({ seconds: 1 })],
    ['a png header with nothing behind it', () => pngBytes()],
    ['a png cut in half', async () => (await imageBytes('png')).subarray(0, 400)],
    ['a text file', () => Buffer.from('not an image at all')],
    ['a png stating 20000 × 20000 pixels (a bomb)', () => pngHeaderStating(20_000, 20_000)],
  ])('refuses %s with 415, storing nothing', async (_title, bytes) => {
    const album = await albumOf(t.app, admin());
    const files = await storedFiles(t);
    const response = await uploadAlbumImage(t.app, admin(), album.id, [imagePart(await bytes())]);
    expectRefusal(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(response.body.status.message).toMatch(/image/);
    expect(await storedFiles(t)).toEqual(files);
    expect((await getAlbum(admin(), album.id)).body.data.cover).toBeNull();
  });

  it('refuses an upload without a file (400) and an unknown album (404)', async () => {
    const album = await albumOf(t.app, admin());
    expectRefusal(await uploadAlbumImage(t.app, admin(), album.id, []), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await uploadAlbumImage(t.app, admin(), crypto.randomUUID(), [
        imagePart(await imageBytes('png')),
      ]),
      404,
      'NOT_FOUND',
    );
  });
});

describe('DELETE /album/{id}', () => {
  it.each(refusedUnless('Admin'))('refuses %s, deleting nothing', async (_title, caller) => {
    const album = await albumOf(t.app, admin());
    await trackOf(t.app, admin(), album.id);
    const before = await countRows(t.app);
    expectRefusal(
      await deleteAlbum(signedIn.tokenOf(caller.role), album.id),
      caller.status,
      caller.error,
    );
    expect(await countRows(t.app)).toEqual(before);
  });

  it('deletes the album, its tracks, their marks, files and its images', async () => {
    const album = await albumOf(t.app, admin());
    await uploadAlbumImage(t.app, admin(), album.id, [imagePart(await imageBytes('png'))]);
    const track = await trackOf(t.app, admin(), album.id, [wavPart(1)]);
    await published(t.app, admin(), album.id);
    await call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
      token: signedIn.Client.accessToken,
      body: { audioId: track.id, isFavorite: true, audioType: 'catalogue' },
    });
    const before = await countRows(t.app);
    const files = await storedFiles(t);

    const response = await deleteAlbum(admin(), album.id);
    expect(response.statusCode, response.raw).toBe(200);
    const after = await countRows(t.app);
    expect(after.albums).toBe(before.albums - 1);
    expect(after.audios).toBe(before.audios - 1);
    expect(after.audio_files).toBe(before.audio_files - 1);
    expect(after.audio_favorites).toBe(before.audio_favorites - 1);
    // The wav, the cover, its 320 and 640 px variants and the thumbnail.
    expect(files.length - (await storedFiles(t)).length).toBe(5);
    expectRefusal(await getAlbum(admin(), album.id), 404, 'NOT_FOUND');
    expectRefusal(await deleteAlbum(admin(), album.id), 404, 'NOT_FOUND');
    const tracks = await call<ClientCatalogueAudio[]>(
      t.app,
      'GET',
      `${REQUEST}/album/audio/from/all/${album.id}`,
      { token: admin() },
    );
    expectRefusal(tracks, 404, 'NOT_FOUND');
  });
});
