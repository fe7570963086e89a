import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, sessions, type RefreshTokenRow, type SessionRow } from '../../db/schema';

type NewRefreshToken = Omit<RefreshTokenRow, 'id' | 'rotatedAt'>;
type NewSession = Pick<SessionRow, 'userId' | 'startedAt' | 'endsAt'>;

export const sessionsRepository = {
  async insertSession(tx: DbOrTx, session: NewSession): Promise<SessionRow> {
    const [row] = await tx.insert(sessions).values(session).returning();
    return row!;
  },

  async findSession(tx: DbOrTx, id: string): Promise<SessionRow | undefined> {
    const [row] = await tx.select().from(sessions).where(eq(sessions.id, id));
    return row;
  },

  async revokeSession(tx: DbOrTx, id: string, at: Date): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  },

  /** Ends every running session of an account and names them. */
  async revokeSessionsOfUser(tx: DbOrTx, userId: string, at: Date): Promise<string[]> {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.map((row) => row.id);
  },

  async insertToken(tx: DbOrTx, token: NewRefreshToken): Promise<void> {
    await tx.insert(refreshTokens).values(token);
  },

  /** Locks the row, so concurrent refreshes with one token line up instead of racing. */
  async findTokenByHashForUpdate(
    tx: DbOrTx,
    tokenHash: string,
  ): Promise<RefreshTokenRow | undefined> {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update');
    return row;
  },

  async findTokenByHash(tx: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  },

  async markTokenRotated(tx: DbOrTx, id: string, at: Date): Promise<void> {
    await tx.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id));
  },
};
