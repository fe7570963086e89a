import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recoveryCodes, secondFactors, type SecondFactorRow } from '../../db/schema';

/**
 * Every function takes the connection or transaction to run on. Each change that must happen
 * once whatever instance runs it (a step's code accepted, a recovery code used, a setup
 * confirmed) says so in its UPDATE's WHERE, so the database decides between concurrent calls.
 */
export const secondFactorRepository = {
  async findOf(db: DbOrTx, userId: string): Promise<SecondFactorRow | undefined> {
    const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
    return row;
  },

  async isInForce(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: secondFactors.userId })
      .from(secondFactors)
      .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)));
    return row !== undefined;
  },

  /**
   * Stores a new secret not yet in force, replacing one not confirmed; undefined when a factor
   * is in force already (it stays as it is).
   */
  async startSetup(
    db: DbOrTx,
    setup: { userId: string; secretCiphertext: string; createdAt: Date },
  ): Promise<SecondFactorRow | undefined> {
    const [row] = await db
      .insert(secondFactors)
      .values(setup)
      .onConflictDoUpdate({
        target: secondFactors.userId,
        set: {
          secretCiphertext: setup.secretCiphertext,
          createdAt: setup.createdAt,
          lastStep: null,
        },
        setWhere: isNull(secondFactors.confirmedAt),
      })
      .returning();
    return row;
  },

  /**
   * Puts the setup of this very secret in force, its code's step used; false when it is no longer
   * the one waiting (confirmed meanwhile, or replaced by a newer setup).
   */
  async confirm(
    db: DbOrTx,
    confirmed: { userId: string; secretCiphertext: string; step: number; at: Date },
  ): Promise<boolean> {
    const rows = await db
      .update(secondFactors)
      .set({ confirmedAt: confirmed.at, lastStep: confirmed.step })
      .where(
        and(
          eq(secondFactors.userId, confirmed.userId),
          eq(secondFactors.secretCiphertext, confirmed.secretCiphertext),
          isNull(secondFactors.confirmedAt),
        ),
      )
      .returning({ userId: secondFactors.userId });
    return rows.length === 1;
  },

  /**
   * Records `step`'s code as used, unless that step or a later one was used already: of two
   * logins with one code, on any instances, exactly one gets the row.
   */
  async useStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(secondFactors)
      .set({ lastStep: step })
      .where(
        and(
          eq(secondFactors.userId, userId),
          isNotNull(secondFactors.confirmedAt),
          or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    return rows.length === 1;
  },

  /** The account's recovery codes become these (hashes); every older one stops working. */
  async replaceRecoveryCodes(
    db: DbOrTx,
    userId: string,
    codeHashes: readonly string[],
    at: Date,
  ): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db
      .insert(recoveryCodes)
      .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
  },

  /** Marks an unused code used; false when there is no such code or it was used already. */
  async useRecoveryCode(db: DbOrTx, userId: string, codeHash: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: at })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  },

  /** The account's second factor and recovery codes, gone. */
  async removeOf(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
  },
};
