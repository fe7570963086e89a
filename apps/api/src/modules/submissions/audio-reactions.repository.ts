import { and, count, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { AudioReviewState } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { listedAccountColumns, type ListedAccount } from '../../db/listed-account';
import {
  audioFavorites,
  audioListens,
  audioReviews,
  audios,
  requests,
  submissions,
  users,
  type AudioReviewRow,
  type AudioRow,
  type UserRow,
} from '../../db/schema';

/** One client's marks on a set of audios. */
export type ClientMarks = {
  favorites: Set<string>;
  listened: Set<string>;
  /** Their latest offer on each audio they made one for. */
  latestOffers: Map<string, AudioReviewRow>;
};

/** How clients took to an audio, for its composer and the admins; licensed: an offer is paid. */
export type AudioStats = {
  listenedAt: Date | null;
  favoritesCount: number;
  offersCount: number;
  isLicensed: boolean;
};

export type OfferWithClient = { offer: AudioReviewRow; client: ListedAccount };

/** A client's offer with its audio and, for a take, the request it answers. */
export type OfferOfClient = {
  offer: AudioReviewRow;
  audio: AudioRow;
  request: { id: string; title: string } | null;
};

/** Every function takes the connection or transaction to run on. */
export const audioReactionsRepository = {
  /** Marks or unmarks; doing either twice is the same as once. */
  async setFavorite(
    db: DbOrTx,
    mark: { clientId: string; audioId: string; isFavorite: boolean; now: Date },
  ): Promise<void> {
    if (mark.isFavorite) {
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

  async insertOffer(
    db: DbOrTx,
    offer: { clientId: string; audioId: string; priceCents: number; createdAt: Date },
  ): Promise<AudioReviewRow> {
    const [row] = await db
      .insert(audioReviews)
      .values({ ...offer, updatedAt: offer.createdAt })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async marksOfClient(db: DbOrTx, clientId: string, audioIds: string[]): Promise<ClientMarks> {
    const marks: ClientMarks = {
      favorites: new Set(),
      listened: new Set(),
      latestOffers: new Map(),
    };
    if (audioIds.length === 0) return marks;
    const [favorites, listens, offers] = await Promise.all([
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
    for (const row of favorites) marks.favorites.add(row.audioId);
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
    const favorites = db
      .select({ audioId: audioFavorites.audioId, n: count().as('favorites_count') })
      .from(audioFavorites)
      .where(inArray(audioFavorites.audioId, audioIds))
      .groupBy(audioFavorites.audioId)
      .as('favorites');
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
        favoritesCount: favorites.n,
        offersCount: offers.n,
        paidOffersCount: offers.paid,
      })
      .from(audios)
      .leftJoin(listens, eq(listens.audioId, audios.id))
      .leftJoin(favorites, eq(favorites.audioId, audios.id))
      .leftJoin(offers, eq(offers.audioId, audios.id))
      .where(inArray(audios.id, audioIds));
    return new Map(
      rows.map((row) => [
        row.audioId,
        {
          listenedAt: row.listenedAt,
          favoritesCount: row.favoritesCount ?? 0,
          offersCount: row.offersCount ?? 0,
          isLicensed: (row.paidOffersCount ?? 0) > 0,
        },
      ]),
    );
  },

  /** The offers on one audio, newest first, with the clients who made them. */
  async offersOn(db: DbOrTx, audioId: string): Promise<OfferWithClient[]> {
    return db
      .select({ offer: audioReviews, client: listedAccountColumns })
      .from(audioReviews)
      .innerJoin(users, eq(users.id, audioReviews.clientId))
      .where(eq(audioReviews.audioId, audioId))
      .orderBy(desc(audioReviews.createdAt), desc(audioReviews.id));
  },

  /** One offer, locked until the transaction ends, so two answers to it line up. */
  async findOfferForUpdate(db: DbOrTx, id: string): Promise<AudioReviewRow | undefined> {
    const [row] = await db.select().from(audioReviews).where(eq(audioReviews.id, id)).for('update');
    return row;
  },

  /** The accounts named, by id (an offer's client, a take's composer). */
  async accountsById(db: DbOrTx, ids: string[]): Promise<Map<string, UserRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** Every offer on one audio, newest first, locked until the transaction ends. */
  async offersOnForUpdate(db: DbOrTx, audioId: string): Promise<AudioReviewRow[]> {
    return db
      .select()
      .from(audioReviews)
      .where(eq(audioReviews.audioId, audioId))
      .orderBy(desc(audioReviews.createdAt), desc(audioReviews.id))
      .for('update');
  },

  async setOfferState(
    db: DbOrTx,
    id: string,
    state: AudioReviewState,
    now: Date,
  ): Promise<AudioReviewRow> {
    const [row] = await db
      .update(audioReviews)
      .set({ state, updatedAt: now })
      .where(eq(audioReviews.id, id))
      .returning();
    if (!row) throw new Error('update found no offer');
    return row;
  },

  /** A client's offers, newest first, with their audio and request (a catalogue track has none). */
  async offersOfClient(db: DbOrTx, clientId: string): Promise<OfferOfClient[]> {
    const rows = await db
      .select({
        offer: audioReviews,
        audio: audios,
        requestId: requests.id,
        requestTitle: requests.title,
      })
      .from(audioReviews)
      .innerJoin(audios, eq(audios.id, audioReviews.audioId))
      .leftJoin(submissions, eq(submissions.id, audios.submissionId))
      .leftJoin(requests, eq(requests.id, submissions.requestId))
      .where(eq(audioReviews.clientId, clientId))
      .orderBy(desc(audioReviews.createdAt), desc(audioReviews.id));
    return rows.map(({ offer, audio, requestId, requestTitle }) => ({
      offer,
      audio,
      request: requestId && requestTitle !== null ? { id: requestId, title: requestTitle } : null,
    }));
  },

  /** Account removal: a client's favourites, listens and offers go. */
  async deleteOfClient(db: DbOrTx, clientId: string): Promise<void> {
    await db.delete(audioFavorites).where(eq(audioFavorites.clientId, clientId));
    await db.delete(audioListens).where(eq(audioListens.clientId, clientId));
    await db.delete(audioReviews).where(eq(audioReviews.clientId, clientId));
  },
};
