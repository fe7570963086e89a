import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  albums,
  audios,
  requests,
  shareLinks,
  shortlistItems,
  shortlists,
  submissions,
  users,
  type UserRow,
} from '../../db/schema';

export type ShortlistRow = typeof shortlists.$inferSelect;
export type ShortlistItemRow = typeof shortlistItems.$inferSelect;

/** A shortlist with its client (whose agency names it) and the counts its summary shows. */
export type ShortlistWithCounts = {
  shortlist: ShortlistRow;
  client: UserRow;
  itemCount: number;
  activeLinkCount: number;
};

/** An item with what its view shows of its audio: where it comes from and who made it. */
export type ItemWithAudio = {
  item: ShortlistItemRow;
  title: string;
  version: number | null;
  durationSeconds: number;
  peaks: number[];
  /** A take's composer; null for a catalogue track. */
  composer: { firstName: string; lastName: string } | null;
  request: { id: string; title: string } | null;
  album: { id: string; title: string } | null;
  /** A take's submission's asking price (cents); null when none was named, and for a track. */
  askingPriceCents: number | null;
};

/** Items in their client's order; ties (never made by the routes) in the order they came. */
const ITEM_ORDER = [
  asc(shortlistItems.position),
  asc(shortlistItems.createdAt),
  asc(shortlistItems.id),
];

/** The counts of a summary, as columns of a select over `shortlists`, as of `now`. */
const countsAsOf = (now: Date) => ({
  itemCount: sql<number>`(select count(*) from ${shortlistItems}
      where ${shortlistItems.shortlistId} = ${shortlists.id})`.mapWith(Number),
  // Revoked or past its end, a link no longer counts; the state itself is worked out per link.
  activeLinkCount: sql<number>`(select count(*) from ${shareLinks}
      where ${shareLinks.shortlistId} = ${shortlists.id}
        and ${shareLinks.revokedAt} is null and ${shareLinks.expiresAt} > ${now})`.mapWith(Number),
});

/** Every function takes the connection or transaction to run on. */
export const shortlistsRepository = {
  async insert(
    db: DbOrTx,
    values: { clientId: string; title: string; now: Date },
  ): Promise<ShortlistRow> {
    const [row] = await db
      .insert(shortlists)
      .values({
        clientId: values.clientId,
        title: values.title,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Shortlists with their clients and counts, latest change first: one client's, or all. */
  async listWithCounts(
    db: DbOrTx,
    options: { clientId?: string; now: Date },
  ): Promise<ShortlistWithCounts[]> {
    return db
      .select({ shortlist: shortlists, client: users, ...countsAsOf(options.now) })
      .from(shortlists)
      .innerJoin(users, eq(users.id, shortlists.clientId))
      .where(options.clientId === undefined ? undefined : eq(shortlists.clientId, options.clientId))
      .orderBy(desc(shortlists.updatedAt), desc(shortlists.id));
  },

  async findWithCounts(
    db: DbOrTx,
    id: string,
    now: Date,
  ): Promise<ShortlistWithCounts | undefined> {
    const [row] = await db
      .select({ shortlist: shortlists, client: users, ...countsAsOf(now) })
      .from(shortlists)
      .innerJoin(users, eq(users.id, shortlists.clientId))
      .where(eq(shortlists.id, id));
    return row;
  },

  /** The shortlist, locked until the transaction ends: its changes take turns. */
  async findForUpdate(db: DbOrTx, id: string): Promise<ShortlistRow | undefined> {
    const [row] = await db.select().from(shortlists).where(eq(shortlists.id, id)).for('update');
    return row;
  },

  async rename(db: DbOrTx, id: string, title: string, now: Date): Promise<void> {
    await db.update(shortlists).set({ title, updatedAt: now }).where(eq(shortlists.id, id));
  },

  /** Marks a change to the shortlist's items or links. */
  async touch(db: DbOrTx, id: string, now: Date): Promise<void> {
    await db.update(shortlists).set({ updatedAt: now }).where(eq(shortlists.id, id));
  },

  /** Deletes it; its items, links and what recipients did cascade. */
  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(shortlists).where(eq(shortlists.id, id));
  },

  /** Account removal: every shortlist of the client, with all below it. */
  async deleteOfClient(db: DbOrTx, clientId: string): Promise<void> {
    await db.delete(shortlists).where(eq(shortlists.clientId, clientId));
  },

  /** How many items it has and the position after its last. */
  async itemTally(db: DbOrTx, shortlistId: string): Promise<{ count: number; next: number }> {
    const [row] = await db
      .select({ n: count(), last: max(shortlistItems.position) })
      .from(shortlistItems)
      .where(eq(shortlistItems.shortlistId, shortlistId));
    return { count: row?.n ?? 0, next: row?.last === null || !row ? 0 : row.last + 1 };
  },

  /** The item of this shortlist holding `audioId`, if any. */
  async findItemOfAudio(
    db: DbOrTx,
    shortlistId: string,
    audioId: string,
  ): Promise<ShortlistItemRow | undefined> {
    const [row] = await db
      .select()
      .from(shortlistItems)
      .where(and(eq(shortlistItems.shortlistId, shortlistId), eq(shortlistItems.audioId, audioId)));
    return row;
  },

  async insertItem(
    db: DbOrTx,
    values: {
      shortlistId: string;
      audioId: string;
      position: number;
      note: string | null;
      now: Date;
    },
  ): Promise<void> {
    await db.insert(shortlistItems).values({
      shortlistId: values.shortlistId,
      audioId: values.audioId,
      position: values.position,
      note: values.note,
      createdAt: values.now,
    });
  },

  /** Sets an item's note; false when the shortlist has no such item. */
  async setNote(
    db: DbOrTx,
    shortlistId: string,
    itemId: string,
    note: string | null,
  ): Promise<boolean> {
    const rows = await db
      .update(shortlistItems)
      .set({ note })
      .where(and(eq(shortlistItems.id, itemId), eq(shortlistItems.shortlistId, shortlistId)))
      .returning({ id: shortlistItems.id });
    return rows.length > 0;
  },

  /** Deletes an item (what recipients did with it cascades); false when there was none. */
  async deleteItem(db: DbOrTx, shortlistId: string, itemId: string): Promise<boolean> {
    const rows = await db
      .delete(shortlistItems)
      .where(and(eq(shortlistItems.id, itemId), eq(shortlistItems.shortlistId, shortlistId)))
      .returning({ id: shortlistItems.id });
    return rows.length > 0;
  },

  /** Its items' ids in order. */
  async itemIdsOf(db: DbOrTx, shortlistId: string): Promise<string[]> {
    const rows = await db
      .select({ id: shortlistItems.id })
      .from(shortlistItems)
      .where(eq(shortlistItems.shortlistId, shortlistId))
      .orderBy(...ITEM_ORDER);
    return rows.map((row) => row.id);
  },

  /** Gives each item its index in `itemIds` as its position, in one statement. */
  async rewritePositions(db: DbOrTx, shortlistId: string, itemIds: string[]): Promise<void> {
    if (itemIds.length === 0) return;
    const ids = sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await db.execute(sql`
      update ${shortlistItems} set position = ordered.ord - 1
      from unnest(array[${ids}]::uuid[]) with ordinality as ordered(id, ord)
      where ${shortlistItems.id} = ordered.id and ${shortlistItems.shortlistId} = ${shortlistId}`);
  },

  /** Its items in order, each with what its view shows of its audio, in one read. */
  async itemsWithAudio(db: DbOrTx, shortlistId: string): Promise<ItemWithAudio[]> {
    const rows = await db
      .select({
        item: shortlistItems,
        title: audios.title,
        version: audios.version,
        durationSeconds: audios.durationSeconds,
        peaks: audios.peaks,
        composerFirstName: users.firstName,
        composerLastName: users.lastName,
        requestId: requests.id,
        requestTitle: requests.title,
        albumId: albums.id,
        albumTitle: albums.title,
        askingPriceCents: submissions.askingPriceCents,
      })
      .from(shortlistItems)
      .innerJoin(audios, eq(audios.id, shortlistItems.audioId))
      .leftJoin(submissions, eq(submissions.id, audios.submissionId))
      .leftJoin(requests, eq(requests.id, submissions.requestId))
      .leftJoin(users, eq(users.id, submissions.composerId))
      .leftJoin(albums, eq(albums.id, audios.albumId))
      .where(eq(shortlistItems.shortlistId, shortlistId))
      .orderBy(...ITEM_ORDER);
    return rows.map((row) => ({
      item: row.item,
      title: row.title,
      version: row.version,
      durationSeconds: row.durationSeconds,
      peaks: row.peaks,
      composer:
        row.composerFirstName === null || row.composerLastName === null
          ? null
          : { firstName: row.composerFirstName, lastName: row.composerLastName },
      request:
        row.requestId === null || row.requestTitle === null
          ? null
          : { id: row.requestId, title: row.requestTitle },
      album:
        row.albumId === null || row.albumTitle === null
          ? null
          : { id: row.albumId, title: row.albumTitle },
      askingPriceCents: row.askingPriceCents,
    }));
  },
};
