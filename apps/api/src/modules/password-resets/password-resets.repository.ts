import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets, type PasswordResetRow } from '../../db/schema';

type NewReset = Omit<PasswordResetRow, 'id' | 'usedAt'>;

const isUsableAt = (now: Date) =>
  and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

/**
 * Every function takes the connection or transaction to run on. A link is used by the UPDATE
 * that records it (`used_at IS NULL`), so of two resets with one link, on any instances, one
 * gets the row.
 */
export const passwordResetsRepository = {
  async insert(db: DbOrTx, reset: NewReset): Promise<void> {
    await db.insert(passwordResets).values(reset);
  },

  /** The link of this token hash, if it still works at `now`. */
  async findUsable(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
  ): Promise<PasswordResetRow | undefined> {
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), isUsableAt(now)));
    return row;
  },

  /** Marks the link used, unless it was used or expired meanwhile (then undefined). */
  async use(db: DbOrTx, tokenHash: string, now: Date): Promise<PasswordResetRow | undefined> {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isUsableAt(now)))
      .returning();
    return row;
  },

  /** Voids every link of the account that still works: a reset made with one ends the others. */
  async voidAllOf(db: DbOrTx, userId: string, now: Date): Promise<void> {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },

  /**
   * Drops the account's links that no longer work, so its rows stay as few as the per-email
   * limit lets it ask for in half an hour.
   */
  async deleteSpentOf(db: DbOrTx, userId: string, now: Date): Promise<void> {
    await db
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, userId),
          or(isNotNull(passwordResets.usedAt), lte(passwordResets.expiresAt, now)),
        ),
      );
  },

  async deleteAllOf(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  },
};
