import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, type RefreshTokenRow } from '../../db/schema';

type NewRefreshToken = Omit<RefreshTokenRow, 'id' | 'rotatedAt' | 'revokedAt'>;

export const sessionsRepository = {
  async insert(tx: DbOrTx, token: NewRefreshToken): Promise<void> {
    await tx.insert(refreshTokens).values(token);
  },

  /** Locks the row, so concurrent refreshes with one token line up instead of racing. */
  async findByHashForUpdate(tx: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update');
    return row;
  },

  async findByHash(tx: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  },

  async markRotated(tx: DbOrTx, id: string, at: Date): Promise<void> {
    await tx.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id));
  },

  async revokeFamily(tx: DbOrTx, familyId: string, at: Date): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },

  async revokeAllOfUser(tx: DbOrTx, userId: string, at: Date): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  },
};
