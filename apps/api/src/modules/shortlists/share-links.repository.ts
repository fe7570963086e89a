import { and, asc, count, eq, isNull, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ShareReaction } from '@cuebrief/shared';
import { shareDownloads, shareLinks, sharePlays, shareReactions } from '../../db/schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type NewShareLink = Omit<
  typeof shareLinks.$inferInsert,
  'id' | 'revokedAt' | 'opens' | 'firstOpenedAt' | 'lastOpenedAt'
>;

/** What one link's recipient did with one item, as counted from the rows the share page writes. */
export type ItemActivity = {
  plays: number;
  secondsListened: number;
  downloads: number;
  reaction: { reaction: ShareReaction; comment: string | null; at: Date } | null;
};

/** Activity keyed by link, then by item; a pair nobody touched is missing. */
export type ShortlistActivity = Map<string, Map<string, ItemActivity>>;

/** An item of a link nobody did anything with yet. */
export const nothingYet = (): ItemActivity => ({
  plays: 0,
  secondsListened: 0,
  downloads: 0,
  reaction: null,
});

/** The entry of one link and item, made when first needed. */
function entryOf(activity: ShortlistActivity, linkId: string, itemId: string): ItemActivity {
  let ofLink = activity.get(linkId);
  if (!ofLink) activity.set(linkId, (ofLink = new Map()));
  let entry = ofLink.get(itemId);
  if (!entry) ofLink.set(itemId, (entry = nothingYet()));
  return entry;
}

/** Every function takes the connection or transaction to run on. */
export const shareLinksRepository = {
  async insert(db: DbOrTx, link: NewShareLink): Promise<ShareLinkRow> {
    const [row] = await db.insert(shareLinks).values(link).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async countOf(db: DbOrTx, shortlistId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(shareLinks)
      .where(eq(shareLinks.shortlistId, shortlistId));
    return row?.n ?? 0;
  },

  /** A shortlist's links, oldest first. */
  async listOf(db: DbOrTx, shortlistId: string): Promise<ShareLinkRow[]> {
    return db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.shortlistId, shortlistId))
      .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
  },

  async findOf(db: DbOrTx, shortlistId: string, linkId: string): Promise<ShareLinkRow | undefined> {
    const [row] = await db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.id, linkId), eq(shareLinks.shortlistId, shortlistId)));
    return row;
  },

  /** Revokes a link once: true when this call did it, false when it was revoked already. */
  async revoke(db: DbOrTx, linkId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(shareLinks)
      .set({ revokedAt: now })
      .where(and(eq(shareLinks.id, linkId), isNull(shareLinks.revokedAt)))
      .returning({ id: shareLinks.id });
    return rows.length > 0;
  },

  /**
   * What the recipients of a shortlist's links did with its items: plays and seconds, downloads
   * and reactions, read as three grouped queries for the whole shortlist rather than per item.
   */
  async activityOf(db: DbOrTx, shortlistId: string): Promise<ShortlistActivity> {
    const ofShortlist = eq(shareLinks.shortlistId, shortlistId);
    const [plays, downloads, reactions] = await Promise.all([
      db
        .select({
          linkId: sharePlays.linkId,
          itemId: sharePlays.itemId,
          plays: count(),
          seconds: sum(sharePlays.seconds).mapWith(Number),
        })
        .from(sharePlays)
        .innerJoin(shareLinks, eq(shareLinks.id, sharePlays.linkId))
        .where(ofShortlist)
        .groupBy(sharePlays.linkId, sharePlays.itemId),
      db
        .select({ linkId: shareDownloads.linkId, itemId: shareDownloads.itemId, n: count() })
        .from(shareDownloads)
        .innerJoin(shareLinks, eq(shareLinks.id, shareDownloads.linkId))
        .where(ofShortlist)
        .groupBy(shareDownloads.linkId, shareDownloads.itemId),
      db
        .select({
          linkId: shareReactions.linkId,
          itemId: shareReactions.itemId,
          reaction: shareReactions.reaction,
          comment: shareReactions.comment,
          at: shareReactions.updatedAt,
        })
        .from(shareReactions)
        .innerJoin(shareLinks, eq(shareLinks.id, shareReactions.linkId))
        .where(ofShortlist),
    ]);
    const activity: ShortlistActivity = new Map();
    for (const row of plays) {
      const entry = entryOf(activity, row.linkId, row.itemId);
      entry.plays = row.plays;
      entry.secondsListened = row.seconds;
    }
    for (const row of downloads) entryOf(activity, row.linkId, row.itemId).downloads = row.n;
    for (const row of reactions) {
      entryOf(activity, row.linkId, row.itemId).reaction = {
        reaction: row.reaction,
        comment: row.comment,
        at: row.at,
      };
    }
    return activity;
  },
};
