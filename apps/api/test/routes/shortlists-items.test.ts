import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SHARE_PEAKS_POINTS,
  SHORTLIST_MAX_ITEMS,
  shortlistSchema,
  type ComposerAudio,
  type Shortlist,
} from '@cuebrief/shared';
import { audios, shortlistItems } from '../../src/db/schema';
import { loginAs } from '../helpers/accounts';
import { call } from '../helpers/api';
import { albumOf, placementOf, published, trackOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { REQUEST } from '../helpers/requests';
import {
  catalogueTrack,
  shortlistCalls as calls,
  shortlistOf,
  takeOfClient,
} from '../helpers/shortlists';
import { mp3Part, sendMultipart, versionOf } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
const client = () => signedIn.Client.accessToken;

let take: ComposerAudio;
let track: { id: string; albumId: string };

/** A call that must succeed: its answer's shortlist, checked against the shared shape. */
async function expectShortlist(
  sent: Promise<{ statusCode: number; raw: string; body: { data: unknown } }>,
) {
  const response = await sent;
  expect(response.statusCode, response.raw).toBe(200);
  return shortlistSchema.parse(response.body.data);
}

const positionsOf = (shortlist: Shortlist) =>
  shortlist.items.map((item) => [item.audioId, item.position]);

beforeAll(async () => {
  take = await takeOfClient(t, signedIn.Client, signedIn.Composer);
  const album = await albumOf(t.app, signedIn.Admin.accessToken, { title: 'Harbour Lights' });
  track = { ...(await trackOf(t.app, signedIn.Admin.accessToken, album.id)), albumId: album.id };
  await published(t.app, signedIn.Admin.accessToken, album.id);
});

describe('POST /shortlists/{id}/items', () => {
  it('adds a take version and a catalogue track at the end, each with what its view shows', async () => {
    const { id } = await shortlistOf(t, client());
    const first = await calls.addItem(t.app, client(), id, { audioId: take.id, note: ' 15 s ' });
    expect(first.body.status.message).toBe('Added to the shortlist');
    const shortlist = await expectShortlist(
      calls.addItem(t.app, client(), id, { audioId: track.id }),
    );
    const [takeItem, trackItem] = shortlist.items;
    const stored = await t.app.database.db.select().from(audios).where(eq(audios.id, take.id));
    expect(takeItem).toMatchObject({
      audioId: take.id,
      position: 0,
      note: '15 s',
      title: 'Glasswing',
      source: 'take',
      version: 1,
      composerName: 'Composer Tester',
      durationSeconds: take.durationSeconds,
      licensed: false,
      addedAt: t.clock.now().toISOString(),
    });
    expect(takeItem?.peaks).toHaveLength(SHARE_PEAKS_POINTS);
    // Folded by block maxima: the loudest moment survives the folding.
    expect(Math.max(...takeItem!.peaks)).toBe(Math.max(...stored[0]!.peaks));
    expect(trackItem).toMatchObject({
      audioId: track.id,
      position: 1,
      note: null,
      title: 'Aurora',
      source: 'catalogue',
      version: null,
      composerName: 'Cuebrief',
      sourceTitle: 'Harbour Lights',
      sourceId: track.albumId,
    });
    expect(shortlist.itemCount).toBe(2);
  });

  it("names a take's request as its source, and adds a later version as an item of its own", async () => {
    const { id } = await shortlistOf(t, client());
    const v2 = await versionOf(t, signedIn.Composer.accessToken, take.id);
    const latest = v2.versions[0]!;
    await calls.addItem(t.app, client(), id, { audioId: take.id });
    const shortlist = await expectShortlist(
      calls.addItem(t.app, client(), id, { audioId: latest.id }),
    );
    const request = await call<{ id: string; title: string }>(
      t.app,
      'GET',
      `${REQUEST}/client/request/${shortlist.items[0]!.sourceId}`,
      { token: client() },
    );
    expect(request.statusCode, request.raw).toBe(200);
    expect(shortlist.items.map((item) => [item.version, item.sourceTitle])).toEqual([
      [1, request.body.data.title],
      [2, request.body.data.title],
    ]);
  });

  it('answers 404 for music the client may not play, and changes nothing', async () => {
    const { id } = await shortlistOf(t, client());
    const othersTake = await takeOfClient(t, await loginAs(t.app, 'Client'));
    const hidden = await albumOf(t.app, signedIn.Admin.accessToken);
    const unpublished = await trackOf(t.app, signedIn.Admin.accessToken, hidden.id);
    const placement = await placementOf(t.app, signedIn.Admin.accessToken);
    const withMusic = await sendMultipart<{ audio: { id: string } }>(
      t.app,
      `${REQUEST}/placement-audio/${placement.id}`,
      signedIn.Admin.accessToken,
      [mp3Part()],
    );
    for (const audioId of [
      othersTake.id,
      unpublished.id,
      withMusic.body.data.audio.id,
      crypto.randomUUID(),
    ]) {
      const response = await expectRefusedChangingNothing(
        t,
        () => calls.addItem(t.app, client(), id, { audioId }),
        404,
        'NOT_FOUND',
      );
      expect(response.body.status.message).toBe('There is no such audio.');
    }
  });

  it('refuses the same audio twice with 409, and changes nothing', async () => {
    const { id } = await shortlistOf(t, client());
    await expectShortlist(calls.addItem(t.app, client(), id, { audioId: take.id }));
    const response = await expectRefusedChangingNothing(
      t,
      () => calls.addItem(t.app, client(), id, { audioId: take.id, note: 'Again' }),
      409,
      'INVALID_STATE',
    );
    expect(response.body.status.message).toBe('This is already on the shortlist.');
  });

  it(`holds at most ${SHORTLIST_MAX_ITEMS} items (409 for one more)`, async () => {
    const { id } = await shortlistOf(t, client());
    // The audios the full shortlist holds are written straight to the database: uploading a
    // hundred would only slow the test; the last one comes through the route.
    const db = t.app.database.db;
    const filler = await db
      .insert(audios)
      .values(
        Array.from({ length: SHORTLIST_MAX_ITEMS - 1 }, (_, index) => ({
          albumId: track.albumId,
          title: `Filler ${index}`,
          durationSeconds: 30,
          peaks: [0.5],
          createdAt: t.clock.now(),
        })),
      )
      .returning({ id: audios.id });
    await db.insert(shortlistItems).values(
      filler.map((audio, position) => ({
        shortlistId: id,
        audioId: audio.id,
        position,
        createdAt: t.clock.now(),
      })),
    );
    const full = await expectShortlist(calls.addItem(t.app, client(), id, { audioId: take.id }));
    expect(full.items).toHaveLength(SHORTLIST_MAX_ITEMS);
    expect(full.items.at(-1)).toMatchObject({
      audioId: take.id,
      position: SHORTLIST_MAX_ITEMS - 1,
    });
    const response = await expectRefusedChangingNothing(
      t,
      () => calls.addItem(t.app, client(), id, { audioId: track.id }),
      409,
      'INVALID_STATE',
    );
    expect(response.body.status.message).toContain(`at most ${SHORTLIST_MAX_ITEMS} items`);
  });
});

describe('PATCH and DELETE /shortlists/{id}/items/{itemId}', () => {
  it("saves an item's note, and an empty one clears it", async () => {
    const { id } = await shortlistOf(t, client());
    const added = await expectShortlist(calls.addItem(t.app, client(), id, { audioId: take.id }));
    const itemId = added.items[0]!.id;
    const saved = await calls.editItem(t.app, client(), id, itemId, { note: '  For the logo  ' });
    expect(saved.body.status.message).toBe('Note saved');
    expect(shortlistSchema.parse(saved.body.data).items[0]!.note).toBe('For the logo');
    const cleared = await expectShortlist(
      calls.editItem(t.app, client(), id, itemId, { note: '  ' }),
    );
    expect(cleared.items[0]!.note).toBeNull();
  });

  it('removes an item; the next one added still goes at the end', async () => {
    const { id } = await shortlistOf(t, client());
    const other = await catalogueTrack(t, signedIn.Admin);
    await calls.addItem(t.app, client(), id, { audioId: take.id });
    const two = await expectShortlist(calls.addItem(t.app, client(), id, { audioId: track.id }));
    const removed = await calls.removeItem(t.app, client(), id, two.items[0]!.id);
    expect(removed.body.status.message).toBe('Removed from the shortlist');
    expect(positionsOf(shortlistSchema.parse(removed.body.data))).toEqual([[track.id, 1]]);
    const three = await expectShortlist(calls.addItem(t.app, client(), id, { audioId: take.id }));
    expect(positionsOf(three)).toEqual([
      [track.id, 1],
      [take.id, 2],
    ]);
    await calls.addItem(t.app, client(), id, { audioId: other.id });
    expect((await calls.get(t.app, client(), id)).body.data.items.map((i) => i.audioId)).toEqual([
      track.id,
      take.id,
      other.id,
    ]);
  });
});

describe('PUT /shortlists/{id}/order', () => {
  let id: string;
  let itemIds: string[];
  beforeAll(async () => {
    ({ id } = await shortlistOf(t, client()));
    const other = await catalogueTrack(t, signedIn.Admin);
    for (const audioId of [take.id, track.id, other.id]) {
      await calls.addItem(t.app, client(), id, { audioId });
    }
    itemIds = (await calls.get(t.app, client(), id)).body.data.items.map((item) => item.id);
  });

  it('puts the items in the order given, numbered from 0', async () => {
    const order = [itemIds[2]!, itemIds[0]!, itemIds[1]!];
    const response = await calls.reorder(t.app, client(), id, { itemIds: order });
    expect(response.body.status.message).toBe('Order saved');
    const shortlist = shortlistSchema.parse(response.body.data);
    expect(shortlist.items.map((item) => [item.id, item.position])).toEqual([
      [order[0], 0],
      [order[1], 1],
      [order[2], 2],
    ]);
    expect((await calls.get(t.app, client(), id)).body.data.items.map((i) => i.id)).toEqual(order);
  });

  it.each([
    ['one missing', (ids: string[]) => ids.slice(1)],
    ['one twice', (ids: string[]) => [ids[0]!, ...ids.slice(0, -1)]],
    ['one of another shortlist', (ids: string[]) => [...ids.slice(1), crypto.randomUUID()]],
    ['one more', (ids: string[]) => [...ids, crypto.randomUUID()]],
    ['none', () => []],
  ])('answers 400 naming itemIds with %s, and changes nothing', async (_, spoil) => {
    const current = (await calls.get(t.app, client(), id)).body.data.items.map((i) => i.id);
    await expectRefusedChangingNothing(
      t,
      () => calls.reorder(t.app, client(), id, { itemIds: spoil(current) }),
      400,
      'VALIDATION_FAILED',
      ['itemIds'],
    );
    expect((await calls.get(t.app, client(), id)).body.data.items.map((i) => i.id)).toEqual(
      current,
    );
  });

  it('takes an empty order for an empty shortlist', async () => {
    const empty = await shortlistOf(t, client());
    await expectShortlist(calls.reorder(t.app, client(), empty.id, { itemIds: [] }));
  });
});

describe('changes, renaming and deleting', () => {
  it('marks the shortlist changed on every change, latest change first in the list', async () => {
    const { id } = await shortlistOf(t, client(), 'Older');
    const newer = await shortlistOf(t, client(), 'Newer');
    const steps: [string, () => Promise<unknown>][] = [
      ['add', () => calls.addItem(t.app, client(), id, { audioId: take.id })],
      ['rename', () => calls.rename(t.app, client(), id, { title: 'Renamed' })],
      [
        'note',
        async () => {
          const { items } = (await calls.get(t.app, client(), id)).body.data;
          return calls.editItem(t.app, client(), id, items[0]!.id, { note: 'n' });
        },
      ],
      [
        'order',
        async () => {
          const { items } = (await calls.get(t.app, client(), id)).body.data;
          return calls.reorder(t.app, client(), id, { itemIds: items.map((item) => item.id) });
        },
      ],
    ];
    for (const [step, change] of steps) {
      t.clock.advance(60_000);
      await calls.rename(t.app, client(), newer.id, { title: 'Newer' });
      t.clock.advance(60_000);
      await change();
      const list = (await calls.list(t.app, client())).body.data;
      expect(list[0], step).toMatchObject({ id, updatedAt: t.clock.now().toISOString() });
    }
    const renamed = (await calls.get(t.app, client(), id)).body.data;
    expect(renamed.title).toBe('Renamed');
  });

  it('deletes a shortlist with its items and links', async () => {
    const { id } = await shortlistOf(t, client());
    await calls.addItem(t.app, client(), id, { audioId: take.id });
    const response = await calls.remove(t.app, client(), id);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.message).toBe('Shortlist deleted');
    expect((await calls.get(t.app, client(), id)).statusCode).toBe(404);
    const left = await t.app.database.db.execute(
      sql`select count(*)::int as n from shortlist_items where shortlist_id = ${id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("loses an item when its audio is deleted: a composer's version, an admin's track", async () => {
    const { id } = await shortlistOf(t, client());
    const version = await takeOfClient(t, signedIn.Client, signedIn.Composer);
    const doomedTrack = await catalogueTrack(t, signedIn.Admin);
    const stays = await catalogueTrack(t, signedIn.Admin);
    for (const audioId of [version.id, doomedTrack.id, stays.id]) {
      await calls.addItem(t.app, client(), id, { audioId });
    }
    const deletedTake = await call(t.app, 'DELETE', `${REQUEST}/composer/audio/${version.id}`, {
      token: signedIn.Composer.accessToken,
    });
    expect(deletedTake.statusCode, deletedTake.raw).toBe(200);
    const deletedTrack = await call(t.app, 'DELETE', `${REQUEST}/album/audio/${doomedTrack.id}`, {
      token: signedIn.Admin.accessToken,
    });
    expect(deletedTrack.statusCode, deletedTrack.raw).toBe(200);
    const left = await expectShortlist(calls.get(t.app, client(), id));
    expect(left.items.map((item) => item.audioId)).toEqual([stays.id]);
    expect(left.itemCount).toBe(1);
  });
});
