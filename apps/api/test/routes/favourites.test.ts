import { beforeAll, describe, expect, it } from 'vitest';
import {
  WAVEFORM_POINTS,
  decodeWaveform,
  favoriteAudioSchema,
  type AudioType,
  type FavoriteAudio,
} from '@cuebrief/shared';
import { call } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { albumOf, published, trackOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { countRows } from '../helpers/row-counts';
import { submittedAudio } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);

const favouritesOf = (token: string | undefined) =>
  call<FavoriteAudio[]>(t.app, 'GET', `${REQUEST}/client/favourites`, { token });

/** Marks or unmarks, a second later than the last mark, so the order is the marks' order. */
async function mark(token: string, audioId: string, audioType: AudioType, isFavorite = true) {
  t.clock.advance(1000);
  const response = await call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
    token,
    body: { audioId, audioType, isFavorite },
  });
  expect(response.statusCode, response.raw).toBe(200);
}

async function titlesOf(token: string): Promise<string[]> {
  const response = await favouritesOf(token);
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data.map((audio) => audio.title);
}

const setPublished = (albumId: string, album: { title: string }, published: boolean) =>
  call(t.app, 'PUT', `${REQUEST}/album/${albumId}`, {
    token: signedIn.Admin.accessToken,
    body: { title: album.title, description: 'Wide.', published },
  });

describe('GET /client/favourites', () => {
  it.each(whoMay('Client'))('answers %s; a refusal changes nothing', async (_, caller) => {
    const before = await countRows(t.app);
    const response = await favouritesOf(signedIn.tokenOf(caller.role));
    if (expectAnswerFor(caller, response)) expect(response.body.data).toEqual([]);
    else expect(await countRows(t.app)).toEqual(before);
  });

  describe("a client's favourites", () => {
    let client: SignedIn;
    let take: { id: string; requestId: string; requestTitle: string };
    let track: { id: string; albumId: string };
    beforeAll(async () => {
      client = await loginAs(t.app, 'Client');
      const submitted = await submittedAudio(t, {
        client: client.accessToken,
        composer: signedIn.Composer.accessToken,
      });
      take = {
        id: submitted.audio.id,
        requestId: submitted.request.id,
        requestTitle: submitted.request.title,
      };
      const album = await albumOf(t.app, signedIn.Admin.accessToken, { title: 'Harbour Lights' });
      const stored = await trackOf(t.app, signedIn.Admin.accessToken, album.id);
      await published(t.app, signedIn.Admin.accessToken, album.id);
      track = { id: stored.id, albumId: album.id };
    });

    it('lists takes and tracks newest favourite first, with what the audio item needs', async () => {
      await mark(client.accessToken, take.id, 'submission');
      await mark(client.accessToken, track.id, 'catalogue');
      const response = await favouritesOf(client.accessToken);
      expect(response.statusCode, response.raw).toBe(200);
      const [first, second] = response.body.data;
      expect(response.body.data).toHaveLength(2);
      expect(favoriteAudioSchema.array().parse(response.body.data)).toEqual(response.body.data);
      expect(first).toMatchObject({
        id: track.id,
        audioType: 'catalogue',
        title: 'Aurora',
        isFavorite: true,
        isListened: false,
        offer: null,
        source: { kind: 'album', id: track.albumId, title: 'Harbour Lights' },
        favoritedAt: t.clock.now().toISOString(),
      });
      // The list draws from the waveform; the peaks come only with peaks=full.
      expect(first?.peaks).toEqual([]);
      expect(decodeWaveform(first?.waveform ?? '')).toHaveLength(WAVEFORM_POINTS);
      expect(first?.durationSeconds).toBeGreaterThan(0);
      expect(second).toMatchObject({
        id: take.id,
        audioType: 'submission',
        title: 'Glasswing',
        isFavorite: true,
        source: { kind: 'request', id: take.requestId, title: take.requestTitle },
      });
      expect(JSON.stringify(response.body.data)).not.toMatch(/storage|\.partial|audio\//);
    });

    it("carries the client's listen and last offer", async () => {
      await call(t.app, 'POST', `${REQUEST}/audio/${take.id}/play`, { token: client.accessToken });
      const offered = await call(t.app, 'POST', `${REQUEST}/client/audio-review`, {
        token: client.accessToken,
        body: { audioId: take.id, audioType: 'submission', price: 900 },
      });
      expect(offered.statusCode, offered.raw).toBe(200);
      const favourite = (await favouritesOf(client.accessToken)).body.data.find(
        (audio) => audio.id === take.id,
      );
      expect(favourite).toMatchObject({
        isListened: true,
        offer: { price: 900, state: 'offered' },
      });
    });

    it('drops an unmarked audio, and puts a marked-again one first', async () => {
      await mark(client.accessToken, take.id, 'submission', false);
      expect(await titlesOf(client.accessToken)).toEqual(['Aurora']);
      await mark(client.accessToken, take.id, 'submission');
      expect(await titlesOf(client.accessToken)).toEqual(['Glasswing', 'Aurora']);
    });

    it('hides a track while its album is held back, and shows it once published again', async () => {
      const album = { title: 'Harbour Lights' };
      expect((await setPublished(track.albumId, album, false)).statusCode).toBe(200);
      expect(await titlesOf(client.accessToken)).toEqual(['Glasswing']);
      expect((await setPublished(track.albumId, album, true)).statusCode).toBe(200);
      expect(await titlesOf(client.accessToken)).toEqual(['Glasswing', 'Aurora']);
    });

    it("never shows another client's favourites", async () => {
      const other = await loginAs(t.app, 'Client');
      expect(await titlesOf(other.accessToken)).toEqual([]);
      await mark(other.accessToken, track.id, 'catalogue');
      expect(await titlesOf(other.accessToken)).toEqual(['Aurora']);
      // The first client's marks are theirs alone: the other's mark adds nothing to them.
      expect(await titlesOf(client.accessToken)).toEqual(['Glasswing', 'Aurora']);
    });

    it("refuses to mark another client's take (404), so it never shows", async () => {
      const other = await loginAs(t.app, 'Client');
      const response = await call(t.app, 'POST', `${REQUEST}/client/audio-favorite`, {
        token: other.accessToken,
        body: { audioId: take.id, audioType: 'submission', isFavorite: true },
      });
      expect(response.statusCode).toBe(404);
      expect(await titlesOf(other.accessToken)).toEqual([]);
    });

    it('drops a track whose album is deleted', async () => {
      const album = await albumOf(t.app, signedIn.Admin.accessToken, { title: 'Short Lived' });
      const stored = await trackOf(t.app, signedIn.Admin.accessToken, album.id, undefined, 'Ember');
      await published(t.app, signedIn.Admin.accessToken, album.id);
      await mark(client.accessToken, stored.id, 'catalogue');
      expect((await titlesOf(client.accessToken))[0]).toBe('Ember');
      const deleted = await call(t.app, 'DELETE', `${REQUEST}/album/${album.id}`, {
        token: signedIn.Admin.accessToken,
      });
      expect(deleted.statusCode, deleted.raw).toBe(200);
      expect(await titlesOf(client.accessToken)).toEqual(['Glasswing', 'Aurora']);
    });
  });
});
