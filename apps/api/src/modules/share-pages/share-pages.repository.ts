import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ShareDownloadKind, ShareReaction } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import {
  albums,
  audioFiles,
  audios,
  shareDownloads,
  shareLinks,
  sharePlays,
  shareReactions,
  shortlistItems,
  shortlists,
  submissions,
  users,
  type AudioFileRow,
  type UserRow,
} from '../../db/schema';

/**
 * The recipient's side of the shortlists' tables (docs/contracts.md#the-recipients-page). The
 * client's side (shortlists, their items, links and statistics) is the shortlists module's; this
 * one reads the same rows as a link sees them and writes what the recipient does.
 */

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** A link with its shortlist and the client it belongs to: what every recipient's call reads. */
export type LinkInContext = {
  link: ShareLinkRow;
  shortlist: { id: string; title: string };
  client: UserRow;
};

/** One item as its recipient hears it, with the files of its audio. */
export type SharedItem = {
  id: string;
  note: string | null;
  audio: { id: string; title: string; durationSeconds: number; peaks: number[] };
  /** A take's composer; null for a catalogue track. */
  composer: { firstName: string; lastName: string } | null;
  files: AudioFileRow[];
};

const composers = alias(users, 'composers');

/**
 * Items a link gives: every item of its shortlist but a catalogue track whose album the admins
 * unpublished, which no client may play any more either.
 */
const isShareable = or(isNull(audios.albumId), eq(albums.published, true));

export const sharePagesRepository = {
  /** The link whose token has this hash; undefined when none (or its shortlist was deleted). */
  async findLinkByTokenHash(db: DbOrTx, tokenHash: string): Promise<LinkInContext | undefined> {
    const [row] = await db
      .select({
        link: shareLinks,
        shortlist: { id: shortlists.id, title: shortlists.title },
        client: users,
      })
      .from(shareLinks)
      .innerJoin(shortlists, eq(shortlists.id, shareLinks.shortlistId))
      .innerJoin(users, eq(users.id, shortlists.clientId))
      .where(eq(shareLinks.tokenHash, tokenHash));
    return row;
  },

  /** The shortlist's items a link gives, in the client's order, with their audio's files. */
  itemsOf: (db: DbOrTx, shortlistId: string): Promise<SharedItem[]> =>
    selectItems(db, eq(shortlistItems.shortlistId, shortlistId)),

  /** One item of the shortlist, as `itemsOf` gives it; undefined when the link gives no such item. */
  async findItem(db: DbOrTx, shortlistId: string, itemId: string): Promise<SharedItem | undefined> {
    const [item] = await selectItems(
      db,
      and(eq(shortlistItems.shortlistId, shortlistId), eq(shortlistItems.id, itemId)),
    );
    return item;
  },

  /** The recipient's reactions through one link, by item. */
  async reactionsOf(
    db: DbOrTx,
    linkId: string,
  ): Promise<Map<string, { reaction: ShareReaction; comment: string | null }>> {
    const rows = await db
      .select({
        itemId: shareReactions.itemId,
        reaction: shareReactions.reaction,
        comment: shareReactions.comment,
      })
      .from(shareReactions)
      .where(eq(shareReactions.linkId, linkId));
    return new Map(rows.map(({ itemId, ...reaction }) => [itemId, reaction]));
  },

  /**
   * Sets the first open, unless an open set it before: true for the one update that set it.
   * The row lock makes a second open wait and then find it set, on any instance.
   */
  async markFirstOpen(db: DbOrTx, linkId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(shareLinks)
      .set({ firstOpenedAt: now })
      .where(and(eq(shareLinks.id, linkId), isNull(shareLinks.firstOpenedAt)))
      .returning({ id: shareLinks.id });
    return rows.length > 0;
  },

  async countOpen(db: DbOrTx, linkId: string, now: Date): Promise<void> {
    await db
      .update(shareLinks)
      .set({ opens: sql`${shareLinks.opens} + 1`, lastOpenedAt: now })
      .where(eq(shareLinks.id, linkId));
  },

  /**
   * Records a play segment, or raises the seconds of the one already recorded under its id (never
   * lowers them). False when the id is another link's or item's segment: nothing changes then.
   */
  async recordPlay(
    db: DbOrTx,
    play: {
      segmentId: string;
      linkId: string;
      itemId: string;
      fromSeconds: number;
      seconds: number;
      now: Date;
    },
  ): Promise<boolean> {
    const rows = await db
      .insert(sharePlays)
      .values({
        id: play.segmentId,
        linkId: play.linkId,
        itemId: play.itemId,
        fromSeconds: play.fromSeconds,
        seconds: play.seconds,
        startedAt: play.now,
        updatedAt: play.now,
      })
      .onConflictDoUpdate({
        target: sharePlays.id,
        set: {
          seconds: sql`greatest(${sharePlays.seconds}, excluded.seconds)`,
          updatedAt: play.now,
        },
        setWhere: and(
          eq(sharePlays.linkId, sql`excluded.link_id`),
          eq(sharePlays.itemId, sql`excluded.item_id`),
        ),
      })
      .returning({ id: sharePlays.id });
    return rows.length > 0;
  },

  /** Keeps the recipient's latest reaction to an item. */
  async saveReaction(
    db: DbOrTx,
    saved: {
      linkId: string;
      itemId: string;
      reaction: ShareReaction;
      comment: string | null;
      now: Date;
    },
  ): Promise<void> {
    const { reaction, comment, now } = saved;
    await db
      .insert(shareReactions)
      .values({ linkId: saved.linkId, itemId: saved.itemId, reaction, comment, updatedAt: now })
      .onConflictDoUpdate({
        target: [shareReactions.linkId, shareReactions.itemId],
        set: { reaction, comment, updatedAt: now },
      });
  },

  async recordDownload(
    db: DbOrTx,
    download: { linkId: string; itemId: string; kind: ShareDownloadKind; now: Date },
  ): Promise<void> {
    await db.insert(shareDownloads).values({
      linkId: download.linkId,
      itemId: download.itemId,
      kind: download.kind,
      createdAt: download.now,
    });
  },
};

/** The shareable items that meet `condition`, in the client's order, with their files. */
async function selectItems(db: DbOrTx, condition: SQL | undefined): Promise<SharedItem[]> {
  const rows = await db
    .select({
      id: shortlistItems.id,
      note: shortlistItems.note,
      audio: {
        id: audios.id,
        title: audios.title,
        durationSeconds: audios.durationSeconds,
        peaks: audios.peaks,
      },
      composerFirstName: composers.firstName,
      composerLastName: composers.lastName,
    })
    .from(shortlistItems)
    .innerJoin(audios, eq(audios.id, shortlistItems.audioId))
    .leftJoin(albums, eq(albums.id, audios.albumId))
    .leftJoin(submissions, eq(submissions.id, audios.submissionId))
    .leftJoin(composers, eq(composers.id, submissions.composerId))
    .where(and(condition, isShareable))
    .orderBy(asc(shortlistItems.position), asc(shortlistItems.id));
  const audioIds = rows.map((row) => row.audio.id);
  const files =
    audioIds.length === 0
      ? []
      : await db.select().from(audioFiles).where(inArray(audioFiles.audioId, audioIds));
  return rows.map(({ composerFirstName, composerLastName, ...row }) => ({
    ...row,
    composer:
      composerFirstName === null || composerLastName === null
        ? null
        : { firstName: composerFirstName, lastName: composerLastName },
    files: files.filter((file) => file.audioId === row.audio.id),
  }));
}
