import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, shortlistSchema, type ShareLink } from '@cuebrief/shared';
import {
  shareDownloads,
  shareLinks,
  sharePlays,
  shareReactions,
  shortlists,
} from '../../src/db/schema';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { call } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { acceptOffer, offerOn } from '../helpers/licences';
import { payInSandbox, sandboxConfig } from '../helpers/payments';
import {
  shareLinkOf,
  sharedShortlistOf,
  shortlistCalls as calls,
  shortlistOf,
} from '../helpers/shortlists';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ config: sandboxConfig });
const signedIn = useEveryRole(t);
const db = () => t.app.database.db;

/**
 * What the recipient's side writes (share-pages), written here straight to the tables, so these
 * tests prove how the client's side adds them up.
 */
const recorded = {
  play: (linkId: string, itemId: string, seconds: number) =>
    db().insert(sharePlays).values({
      id: randomUUID(),
      linkId,
      itemId,
      fromSeconds: 0,
      seconds,
      startedAt: t.clock.now(),
      updatedAt: t.clock.now(),
    }),
  download: (linkId: string, itemId: string, kind: 'mp3' | 'wav' | 'stems') =>
    db().insert(shareDownloads).values({ linkId, itemId, kind, createdAt: t.clock.now() }),
  reaction: (
    linkId: string,
    itemId: string,
    reaction: 'like' | 'not_for_us',
    comment: string | null,
  ) =>
    db()
      .insert(shareReactions)
      .values({ linkId, itemId, reaction, comment, updatedAt: t.clock.now() }),
  opens: (linkId: string, opens: number, first: Date, last: Date) =>
    db()
      .update(shareLinks)
      .set({ opens, firstOpenedAt: first, lastOpenedAt: last })
      .where(eq(shareLinks.id, linkId)),
};

/** A shortlist with two links, whose recipients played, downloaded and reacted. */
async function playedShortlist(client: SignedIn) {
  const shared = await sharedShortlistOf(t, client, {
    composer: signedIn.Composer,
    admin: signedIn.Admin,
  });
  const { takeItemId: take, trackItemId: track } = shared;
  const a = shared.link.id;
  // A second later, so the links list in the order they were made.
  t.clock.advance(1000);
  const b = (await shareLinkOf(t, client.accessToken, shared.shortlist.id, { label: 'Director' }))
    .link.id;
  await recorded.play(a, take, 10.5);
  await recorded.play(a, take, 4.25);
  await recorded.play(a, track, 30);
  await recorded.play(b, take, 7);
  await recorded.download(a, track, 'mp3');
  await recorded.download(a, track, 'mp3');
  await recorded.download(b, take, 'wav');
  await recorded.reaction(a, take, 'like', 'Love the lift at 0:12');
  await recorded.reaction(b, track, 'not_for_us', null);
  return { ...shared, a, b };
}

const statsOf = (link: ShareLink | undefined) =>
  link && {
    plays: link.plays,
    secondsListened: link.secondsListened,
    downloads: link.downloads,
    items: link.items.map((item) => [
      item.itemId,
      item.plays,
      item.secondsListened,
      item.downloads,
      item.reaction?.reaction ?? null,
    ]),
  };

async function readAs(token: string, id: string) {
  const response = await calls.get(t.app, token, id);
  expect(response.statusCode, response.raw).toBe(200);
  return shortlistSchema.parse(response.body.data);
}

describe("a shortlist's statistics", () => {
  let played: Awaited<ReturnType<typeof playedShortlist>>;
  beforeAll(async () => {
    played = await playedShortlist(signedIn.Client);
    // Another shortlist of the same client sharing the same take: its plays are its own.
    const other = await shortlistOf(t, signedIn.Client.accessToken, 'Other');
    const added = await calls.addItem(t.app, signedIn.Client.accessToken, other.id, {
      audioId: played.take.id,
    });
    const { link } = await shareLinkOf(t, signedIn.Client.accessToken, other.id);
    await recorded.play(link.id, added.body.data.items[0]!.id, 100);
    await recorded.download(link.id, added.body.data.items[0]!.id, 'mp3');
  });

  it('adds up each link per item and in total, for its client and for admins alike', async () => {
    const first = new Date('2026-11-21T11:00:00.000Z');
    const last = new Date('2026-11-21T12:30:00.000Z');
    await recorded.opens(played.a, 3, first, last);
    const { takeItemId: take, trackItemId: track } = played;
    const read = await readAs(signedIn.Client.accessToken, played.shortlist.id);
    const [a, b] = read.links;
    expect(a).toMatchObject({
      opens: 3,
      firstOpenedAt: first.toISOString(),
      lastOpenedAt: last.toISOString(),
    });
    expect(statsOf(a)).toEqual({
      plays: 3,
      secondsListened: 44.75,
      downloads: 2,
      items: [
        [take, 2, 14.75, 0, 'like'],
        [track, 1, 30, 2, null],
      ],
    });
    expect(a?.items[0]?.reaction).toEqual({
      reaction: 'like',
      comment: 'Love the lift at 0:12',
      at: t.clock.now().toISOString(),
    });
    expect(b).toMatchObject({ opens: 0, firstOpenedAt: null, lastOpenedAt: null });
    expect(statsOf(b)).toEqual({
      plays: 1,
      secondsListened: 7,
      downloads: 1,
      items: [
        [take, 1, 7, 1, null],
        [track, 0, 0, 0, 'not_for_us'],
      ],
    });
    const asAdmin = await readAs(signedIn.Admin.accessToken, played.shortlist.id);
    expect(asAdmin).toEqual({ ...read, editable: false });
  });

  it("lists each link's items in the shortlist's order", async () => {
    const token = signedIn.Client.accessToken;
    const order = [played.trackItemId, played.takeItemId];
    expect(
      (await calls.reorder(t.app, token, played.shortlist.id, { itemIds: order })).statusCode,
    ).toBe(200);
    const read = await readAs(token, played.shortlist.id);
    for (const link of read.links) expect(link.items.map((item) => item.itemId)).toEqual(order);
  });

  it('keeps a revoked link with its statistics', async () => {
    const revoked = await calls.revokeLink(
      t.app,
      signedIn.Client.accessToken,
      played.shortlist.id,
      played.b,
    );
    expect(revoked.body.data).toMatchObject({ state: 'revoked', plays: 1, downloads: 1 });
  });

  it('loses what recipients did with an item when it is removed', async () => {
    const token = signedIn.Client.accessToken;
    const response = await calls.removeItem(t.app, token, played.shortlist.id, played.trackItemId);
    const [a, b] = shortlistSchema.parse(response.body.data).links;
    expect(statsOf(a)).toEqual({
      plays: 2,
      secondsListened: 14.75,
      downloads: 0,
      items: [[played.takeItemId, 2, 14.75, 0, 'like']],
    });
    expect(statsOf(b)?.items).toEqual([[played.takeItemId, 1, 7, 1, null]]);
    const left = await db()
      .select()
      .from(shareReactions)
      .where(eq(shareReactions.itemId, played.trackItemId));
    expect(left).toEqual([]);
  });
});

/** How many rows of each share table belong to the links named. */
async function shareRowsOf(linkIds: string[]) {
  const count = async (table: typeof sharePlays | typeof shareDownloads | typeof shareReactions) =>
    (await db().select().from(table).where(inArray(table.linkId, linkIds))).length;
  return {
    links: (await db().select().from(shareLinks).where(inArray(shareLinks.id, linkIds))).length,
    plays: await count(sharePlays),
    downloads: await count(shareDownloads),
    reactions: await count(shareReactions),
  };
}

describe('what goes with a shortlist', () => {
  it('deleting a shortlist deletes its links and everything recipients did', async () => {
    const played = await playedShortlist(signedIn.Client);
    expect(await shareRowsOf([played.a, played.b])).toEqual({
      links: 2,
      plays: 4,
      downloads: 3,
      reactions: 2,
    });
    await calls.remove(t.app, signedIn.Client.accessToken, played.shortlist.id);
    expect(await shareRowsOf([played.a, played.b])).toEqual({
      links: 0,
      plays: 0,
      downloads: 0,
      reactions: 0,
    });
  });

  it("a client's removal of their account deletes their shortlists, links and statistics", async () => {
    const leaving = await loginAs(t.app, 'Client');
    const staying = await loginAs(t.app, 'Client');
    const gone = await playedShortlist(leaving);
    const kept = await playedShortlist(staying);
    const removal = await call(t.app, 'DELETE', `${API_PREFIX.auth}/client/remove-account`, {
      token: leaving.accessToken,
    });
    expect(removal.statusCode, removal.raw).toBe(200);
    const ofLeaving = await db()
      .select()
      .from(shortlists)
      .where(eq(shortlists.clientId, leaving.user.id));
    expect(ofLeaving).toEqual([]);
    expect((await shareRowsOf([gone.a, gone.b])).links).toBe(0);
    expect(await shareRowsOf([kept.a, kept.b])).toEqual({
      links: 2,
      plays: 4,
      downloads: 3,
      reactions: 2,
    });
    const list = await calls.list(t.app, signedIn.Admin.accessToken);
    expect(list.body.data.map((summary) => summary.id)).not.toContain(gone.shortlist.id);
  });
});

describe("an item's licence", () => {
  it("is shown once the shortlist's client holds a paid licence for its audio", async () => {
    const client = await loginAs(t.app, 'Client');
    const shared = await sharedShortlistOf(t, client, {
      composer: signedIn.Composer,
      admin: signedIn.Admin,
    });
    const licensedOf = async () =>
      (await readAs(client.accessToken, shared.shortlist.id)).items.map((item) => item.licensed);
    expect(await licensedOf()).toEqual([false, false]);
    await offerOn(t.app, client.accessToken, shared.track);
    const checkout = await acceptOffer(t.app, signedIn.Admin.accessToken, shared.track.id);
    // An accepted offer is not a licence until it is paid.
    expect(await licensedOf()).toEqual([false, false]);
    await payInSandbox(t.app, checkout);
    expect(await licensedOf()).toEqual([false, true]);
    // The licence is that client's: on another client's shortlist the same track is not licensed.
    const token = signedIn.Client.accessToken;
    const { id } = await shortlistOf(t, token, 'The same track');
    const added = await calls.addItem(t.app, token, id, { audioId: shared.track.id });
    expect(shortlistSchema.parse(added.body.data).items[0]?.licensed).toBe(false);
  });
});
