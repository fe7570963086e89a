import { describe, expect, it } from 'vitest';
import { WAVEFORM_POINTS, decodeWaveform, placementSchema, type Placement } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { writeWav } from '../helpers/audio-files';
import { pngHeaderStating, webpSize } from '../helpers/images';
import {
  createPlacement,
  imageBytes,
  imagePart,
  placementBody,
  placementOf,
} from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import { mp3Part, sendMultipart, storedFiles, wavPart } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { EVERY_CALLER, expectAnswerFor, refusedUnless, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const admin = () => signedIn.Admin.accessToken;

const listPlacements = (token: string | undefined, query?: Record<string, string>) =>
  call<Placement[]>(t.app, 'GET', `${REQUEST}/placements`, { token, query });
const getPlacement = (token: string | undefined, id: string) =>
  call<Placement>(t.app, 'GET', `${REQUEST}/placement/${id}`, { token });
const deletePlacement = (token: string | undefined, id: string) =>
  call<null>(t.app, 'DELETE', `${REQUEST}/placement/${id}`, { token });
const uploadAudio = (token: string | undefined, id: string, parts = [mp3Part()]) =>
  sendMultipart<Placement>(t.app, `${REQUEST}/placement-audio/${id}`, token, parts);
const uploadImage = (
  token: string | undefined,
  id: string,
  parts: Parameters<typeof sendMultipart>[3],
) => sendMultipart<Placement>(t.app, `${REQUEST}/placement-img/${id}`, token, parts);

/** Fetches a signed link as a browser would: no token, through the media route. */
async function fetchLink(url: string) {
  const { pathname, search } = new URL(url);
  return t.app.inject({ method: 'GET', url: `${pathname}${search}` });
}

/** A placement with its music and image uploaded. */
async function fullPlacement(title: string): Promise<Placement> {
  const placement = await placementOf(t.app, admin(), { title });
  expect((await uploadAudio(admin(), placement.id)).statusCode).toBe(200);
  const withImage = await uploadImage(admin(), placement.id, [imagePart(await imageBytes('jpeg'))]);
  expect(withImage.statusCode, withImage.raw).toBe(200);
  return withImage.body.data;
}

describe('GET /placements and /placement/{id}', () => {
  it.each(EVERY_CALLER)('answers %s, guests included', async (_who, role) => {
    const placement = await placementOf(t.app, admin());
    expect((await listPlacements(signedIn.tokenOf(role))).statusCode).toBe(200);
    const one = await getPlacement(signedIn.tokenOf(role), placement.id);
    expect(one.statusCode, one.raw).toBe(200);
    expect(one.body.data.id).toBe(placement.id);
  });

  it('gives a guest working signed links to the image and to play the music', async () => {
    t.clock.advance(1000);
    const placement = await fullPlacement('Showcase');
    const [shown] = (await listPlacements(undefined, { limit: '1' })).body.data;
    expect(placementSchema.strict().parse(shown)).toMatchObject({
      id: placement.id,
      title: 'Showcase',
      brand: 'Nordhaus',
      media: 'ad',
      year: 2025,
    });
    if (!shown?.image || !shown.thumbnail || !shown.audio) throw new Error('links missing');
    const image = await fetchLink(shown.image.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await webpSize(image.rawPayload)).toEqual({ width: 1200, height: 675 });
    const thumbnail = await fetchLink(shown.thumbnail.url);
    expect((await webpSize(thumbnail.rawPayload)).width).toBe(400);
    // A guest gets the image's narrower widths too, as signed links that work without a token.
    expect(shown.image).toMatchObject({ width: 1200, height: 675 });
    expect(shown.image.srcset.map((entry) => entry.width)).toEqual([320, 640, 1200]);
    for (const entry of shown.image.srcset) {
      expect((await webpSize((await fetchLink(entry.url)).rawPayload)).width).toBe(entry.width);
    }
    const audio = await fetchLink(shown.audio.play.url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(shown.audio.durationSeconds).toBeGreaterThan(2);
    // The list draws from the waveform; the placement itself, or peaks=full, has the peaks.
    expect(shown.audio.peaks).toEqual([]);
    expect(decodeWaveform(shown.audio.waveform)).toHaveLength(WAVEFORM_POINTS);
    const one = (await getPlacement(undefined, placement.id)).body.data.audio;
    const full = (await listPlacements(undefined, { limit: '1', peaks: 'full' })).body.data[0];
    expect(one?.peaks).toHaveLength(WAVEFORM_POINTS);
    expect(full?.audio?.peaks).toEqual(one?.peaks);
    decodeWaveform(shown.audio.waveform).forEach((value, i) =>
      expect(Math.abs(value - (one?.peaks[i] ?? -1))).toBeLessThanOrEqual(0.5 / 255),
    );
    expect(Date.parse(shown.audio.play.expiresAt)).toBeGreaterThan(t.clock.now().getTime());
  });

  it('lists newest first, at most `limit`; an unknown id is 404; a bad limit is 400', async () => {
    const older = await placementOf(t.app, admin(), { title: 'Older' });
    t.clock.advance(1000);
    const newer = await placementOf(t.app, admin(), { title: 'Newer' });
    const ids = (await listPlacements(undefined)).body.data.map((p) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect((await listPlacements(undefined, { limit: '1' })).body.data.map((p) => p.id)).toEqual([
      newer.id,
    ]);
    expectRefusal(await getPlacement(undefined, crypto.randomUUID()), 404, 'NOT_FOUND');
    expectRefusal(await listPlacements(undefined, { limit: '0' }), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /placement', () => {
  it.each(whoMay('Admin'))('answers %s; a refusal stores nothing', async (_title, caller) => {
    const before = await countRows(t.app);
    const response = await createPlacement(t.app, signedIn.tokenOf(caller.role), placementBody());
    if (expectAnswerFor(caller, response)) {
      expect(placementSchema.strict().parse(response.body.data)).toMatchObject({
        title: 'Winter Campaign',
        image: null,
        audio: null,
      });
    } else expect(await countRows(t.app)).toEqual(before);
  });

  it('refuses a media outside the list, a year out of range or a blank brand', async () => {
    const before = await countRows(t.app);
    expectRefusal(
      await createPlacement(t.app, admin(), { ...placementBody(), media: 'radio' }),
      400,
      'VALIDATION_FAILED',
      ['media'],
    );
    expectRefusal(
      await createPlacement(t.app, admin(), { ...placementBody(), year: 1800, brand: ' ' }),
      400,
      'VALIDATION_FAILED',
      ['brand', 'year'],
    );
    expect(await countRows(t.app)).toEqual(before);
  });
});

describe('POST /placement-audio/{id} and /placement-img/{id}', () => {
  it.each(refusedUnless('Admin'))('refuse %s, storing nothing', async (_title, caller) => {
    const placement = await placementOf(t.app, admin());
    const [rows, files] = [await countRows(t.app), await storedFiles(t)];
    const token = signedIn.tokenOf(caller.role);
    expectRefusal(await uploadAudio(token, placement.id), caller.status, caller.error);
    expectRefusal(
      await uploadImage(token, placement.id, [imagePart(await imageBytes('png'))]),
      caller.status,
      caller.error,
    );
    expect(await countRows(t.app)).toEqual(rows);
    expect(await storedFiles(t)).toEqual(files);
  });

  it('replaces the music and the image, removing the old files', async () => {
    const placement = await fullPlacement('Replaced');
    const before = await storedFiles(t);
    const audio = await uploadAudio(admin(), placement.id, [wavPart(1)]);
    expect(audio.statusCode, audio.raw).toBe(200);
    expect(audio.body.data.audio?.durationSeconds).toBe(1);
    const image = await uploadImage(admin(), placement.id, [imagePart(await imageBytes('webp'))]);
    expect(image.statusCode, image.raw).toBe(200);
    expect(await storedFiles(t)).toHaveLength(before.length);
    if (!placement.image) throw new Error('no image');
    for (const entry of placement.image.srcset) {
      expect((await fetchLink(entry.url)).statusCode).toBe(404);
    }
  });

  it('refuses no file (400), a file that is not audio or an image (415), an unknown id (404)', async () => {
    const placement = await placementOf(t.app, admin());
    const [rows, files] = [await countRows(t.app), await storedFiles(t)];
    expectRefusal(await uploadAudio(admin(), placement.id, []), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await uploadAudio(admin(), placement.id, [wavPart(1, { data: Buffer.from('noise') })]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectRefusal(
      await uploadImage(admin(), placement.id, [imagePart(writeWav({ seconds: 1 }))]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectRefusal(
      await uploadImage(admin(), placement.id, [imagePart(pngHeaderStating(30_000, 30_000))]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectRefusal(await uploadAudio(admin(), crypto.randomUUID()), 404, 'NOT_FOUND');
    expect(await countRows(t.app)).toEqual(rows);
    expect(await storedFiles(t)).toEqual(files);
  });
});

describe('DELETE /placement/{id}', () => {
  it.each(refusedUnless('Admin'))('refuses %s, deleting nothing', async (_title, caller) => {
    const placement = await placementOf(t.app, admin());
    const before = await countRows(t.app);
    expectRefusal(
      await deletePlacement(signedIn.tokenOf(caller.role), placement.id),
      caller.status,
      caller.error,
    );
    expect(await countRows(t.app)).toEqual(before);
  });

  it('deletes the placement, its music and all its files', async () => {
    const placement = await fullPlacement('Doomed');
    const [rows, files] = [await countRows(t.app), await storedFiles(t)];
    expect((await deletePlacement(admin(), placement.id)).statusCode).toBe(200);
    const after = await countRows(t.app);
    expect([after.placements, after.audios, after.audio_files]).toEqual([
      rows.placements - 1,
      rows.audios - 1,
      rows.audio_files - 1,
    ]);
    // The mp3, the image, its 320 and 640 px variants and the thumbnail.
    expect(files.length - (await storedFiles(t)).length).toBe(5);
    expectRefusal(await getPlacement(undefined, placement.id), 404, 'NOT_FOUND');
    expectRefusal(await deletePlacement(admin(), placement.id), 404, 'NOT_FOUND');
  });
});

describe("a placement's music through the audio routes", () => {
  it('is for the admins only: clients and composers get 404', async () => {
    const placement = await fullPlacement('Private');
    const audioId = placement.audio?.id ?? '';
    const play = (token?: string) =>
      call(t.app, 'POST', `${REQUEST}/audio/${audioId}/play`, { token });
    expect((await play(admin())).statusCode).toBe(200);
    expectRefusal(await play(signedIn.Client.accessToken), 404, 'NOT_FOUND');
    expectRefusal(await play(signedIn.Composer.accessToken), 404, 'NOT_FOUND');
    const favourite = await call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
      token: signedIn.Client.accessToken,
      body: { audioId, isFavorite: true, audioType: 'catalogue' },
    });
    expectRefusal(favourite, 404, 'NOT_FOUND');
    expectRefusal(
      await call(t.app, 'GET', `${REQUEST}/admin/audio-review/${audioId}`, { token: admin() }),
      404,
      'NOT_FOUND',
    );
    expectRefusal(
      await call(t.app, 'DELETE', `${REQUEST}/album/audio/${audioId}`, { token: admin() }),
      404,
      'NOT_FOUND',
    );
  });
});
