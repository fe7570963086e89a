import { and, count, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  audioFavorites,
  audioListens,
  audioReviews,
  audios,
  type AudioReviewRow,
} from '../../db/schema';

/**
 * One client's marks on a set of audios. Their latest offer is read here too, although the
 * offers module makes and answers offers: every view of an audio shows it, the favourites list
 * among them, and offers rely on audio, not audio on offers (ARCHITECTURE.md).
 */
export type ClientMarks = {
  favourites: Set<string>;
  listened: Set<string>;
  /** Their latest offer on each audio they made one for. */
  latestOffers: Map<string, AudioReviewRow>;
};

/** How clients took to an audio, for its composer and the admins; licensed: an offer is paid. */
export type AudioStats = {
  listenedAt: Date | null;
  favouritesCount: number;
  offersCount: number;
  isLicensed: boolean;
};

/** Every function takes the connection or transaction to run on. */
export const audioMarksRepository = {
  /** Marks or unmarks; doing either twice is the same as once. */
  async setFavourite(
    db: DbOrTx,
    mark: { clientId: string; audioId: string; isFavourite: boolean; now: Date },
  ): Promise<void> {
    if (mark.isFavourite) {
      await db
        .insert(audioFavorites)
        .values({ clientId: mark.clientId, audioId: mark.audioId, createdAt: mark.now })
        .onConflictDoNothing();
    } else {
      await db
        .delete(audioFavorites)
        .where(
          and(eq(audioFavorites.clientId, mark.clientId), eq(audioFavorites.audioId, mark.audioId)),
        );
    }
  },

  /** The first listen stays: later plays change nothing. */
  async recordListen(
    db: DbOrTx,
    listen: { clientId: string; audioId: string; now: Date },
  ): Promise<void> {
    await db
      .insert(audioListens)
      .values({ clientId: listen.clientId, audioId: listen.audioId, listenedAt: listen.now })
      .onConflictDoNothing();
  },

  async marksOfClient(db: DbOrTx, clientId: string, audioIds: string[]): Promise<ClientMarks> {
    const marks: ClientMarks = {
      favourites: new Set(),
      listened: new Set(),
      latestOffers: new Map(),
    };
    if (audioIds.length === 0) return marks;
    const [favourites, listens, offers] = await Promise.all([
      db
        .select({ audioId: audioFavorites.audioId })
        .from(audioFavorites)
        .where(
          and(eq(audioFavorites.clientId, clientId), inArray(audioFavorites.audioId, audioIds)),
        ),
      db
        .select({ audioId: audioListens.audioId })
        .from(audioListens)
        .where(and(eq(audioListens.clientId, clientId), inArray(audioListens.audioId, audioIds))),
      db
        .selectDistinctOn([audioReviews.audioId])
        .from(audioReviews)
        .where(and(eq(audioReviews.clientId, clientId), inArray(audioReviews.audioId, audioIds)))
        .orderBy(audioReviews.audioId, desc(audioReviews.createdAt), desc(audioReviews.id)),
    ]);
    for (const row of favourites) marks.favourites.add(row.audioId);
    for (const row of listens) marks.listened.add(row.audioId);
    for (const row of offers) marks.latestOffers.set(row.audioId, row);
    return marks;
  },

  /**
   * For each audio named: its first listen by any client, its favourites and offers, and whether
   * one of those offers is paid.
   */
  async statsOf(db: DbOrTx, audioIds: string[]): Promise<Map<string, AudioStats>> {
    if (audioIds.length === 0) return new Map();
    // Each figure under a name of its own: the outer select names them unqualified.
    const listens = db
      .select({
        audioId: audioListens.audioId,
        first: min(audioListens.listenedAt).as('first_listened_at'),
      })
      .from(audioListens)
      .where(inArray(audioListens.audioId, audioIds))
      .groupBy(audioListens.audioId)
      .as('listens');
    const favourites = db
      .select({ audioId: audioFavorites.audioId, n: count().as('favourites_count') })
      .from(audioFavorites)
      .where(inArray(audioFavorites.audioId, audioIds))
      .groupBy(audioFavorites.audioId)
      .as('favourites');
    const offers = db
      .select({
        audioId: audioReviews.audioId,
        n: count().as('offers_count'),
        // In the same pass as the count, so the composer's list needs no query per audio.
        paid: sql<number>`count(*) filter (where ${audioReviews.state} = 'paid')`
          .mapWith(Number)
          .as('paid_offers_count'),
      })
      .from(audioReviews)
      .where(inArray(audioReviews.audioId, audioIds))
      .groupBy(audioReviews.audioId)
      .as('offers');
    const rows = await db
      .select({
        audioId: audios.id,
        listenedAt: listens.first,
        favouritesCount: favourites.n,
        offersCount: offers.n,
        paidOffersCount: offers.paid,
      })
      .from(audios)
      .leftJoin(listens, eq(listens.audioId, audios.id))
      .leftJoin(favourites, eq(favourites.audioId, audios.id))
      .leftJoin(offers, eq(offers.audioId, audios.id))
      .where(inArray(audios.id, audioIds));
    return new Map(
      rows.map((row) => [
        row.audioId,
        {
          listenedAt: row.listenedAt,
          favouritesCount: row.favouritesCount ?? 0,
          offersCount: row.offersCount ?? 0,
          isLicensed: (row.paidOffersCount ?? 0) > 0,
        },
      ]),
    );
  },

  /** Account removal: a client's favourites and listens go (their offers: the offers module). */
  async deleteOfClient(db: DbOrTx, clientId: string): Promise<void> {
    await db.delete(audioFavorites).where(eq(audioFavorites.clientId, clientId));
    await db.delete(audioListens).where(eq(audioListens.clientId, clientId));
  },
};
