import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  audios,
  reviewNotices,
  takeComments,
  takeDecisions,
  users,
  type NewTakeCommentRow,
  type NewTakeDecisionRow,
  type TakeDecisionRow,
} from '../../db/schema';
import { commentColumns, commentOf, type CommentWithAuthor } from './take-history.repository';

/** Comments and decisions on takes. Every function takes the connection or transaction to run on. */
export const reviewsRepository = {
  /**
   * Holds the version against deletion until the transaction ends (a key-share lock, which a
   * delete waits for), so a comment or decision is never written for a version just deleted:
   * false when it is gone already.
   */
  async holdVersion(tx: DbOrTx, audioId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: audios.id })
      .from(audios)
      .where(eq(audios.id, audioId))
      .for('key share');
    return rows.length > 0;
  },

  /**
   * A comment with its version and author. `lock`: held for this transaction, against a change
   * or delete by another call (a reply holds its thread so the thread cannot go meanwhile).
   */
  async findComment(
    tx: DbOrTx,
    id: string,
    lock?: 'update' | 'key share',
  ): Promise<CommentWithAuthor | undefined> {
    const query = tx
      .select(commentColumns)
      .from(takeComments)
      .innerJoin(audios, eq(audios.id, takeComments.audioId))
      .innerJoin(users, eq(users.id, takeComments.authorId))
      .where(eq(takeComments.id, id));
    const [row] = await (lock ? query.for(lock, { of: takeComments }) : query);
    return row && commentOf(row);
  },

  async insertComment(tx: DbOrTx, comment: NewTakeCommentRow): Promise<string> {
    const [row] = await tx.insert(takeComments).values(comment).returning({ id: takeComments.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },

  async editComment(tx: DbOrTx, id: string, change: { body: string; editedAt: Date }) {
    await tx.update(takeComments).set(change).where(eq(takeComments.id, id));
  },

  /** Deletes a comment; a thread's replies go with it (the foreign key cascades). */
  async deleteComment(tx: DbOrTx, id: string) {
    await tx.delete(takeComments).where(eq(takeComments.id, id));
  },

  /** A take's comments on its versions up to `version`, in the order written. */
  async commentsUpTo(db: DbOrTx, takeId: string, version: number): Promise<CommentWithAuthor[]> {
    const rows = await db
      .select(commentColumns)
      .from(takeComments)
      .innerJoin(audios, eq(audios.id, takeComments.audioId))
      .innerJoin(users, eq(users.id, takeComments.authorId))
      .where(and(eq(takeComments.takeId, takeId), lte(audios.version, version)))
      .orderBy(asc(takeComments.createdAt), asc(takeComments.id));
    return rows.map(commentOf);
  },

  async insertDecision(tx: DbOrTx, decision: NewTakeDecisionRow): Promise<TakeDecisionRow> {
    const [row] = await tx.insert(takeDecisions).values(decision).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Account removal: what the digest would still have told the person goes with them. */
  async deleteNoticesTo(tx: DbOrTx, recipientId: string) {
    await tx.delete(reviewNotices).where(eq(reviewNotices.recipientId, recipientId));
  },
};
