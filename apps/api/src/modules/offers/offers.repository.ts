import { desc, eq, inArray } from 'drizzle-orm';
import type { AudioReviewState } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { listedAccountColumns } from '../../db/listed-account';
import {
  audioReviews,
  audios,
  requests,
  submissions,
  users,
  type AudioReviewRow,
  type UserRow,
} from '../../db/schema';
import type { OfferOfClient, OfferWithClient } from './offers.types';

/** Every function takes the connection or transaction to run on. */
export const offersRepository = {
  async insert(
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

  /** Account removal: a client's offers go. */
  async deleteOfClient(db: DbOrTx, clientId: string): Promise<void> {
    await db.delete(audioReviews).where(eq(audioReviews.clientId, clientId));
  },
};
