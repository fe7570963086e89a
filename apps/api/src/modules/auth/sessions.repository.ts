import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, sessions, type RefreshTokenRow, type SessionRow } from '../../db/schema';

type NewRefreshToken = Omit<RefreshTokenRow, 'id' | 'rotatedAt'>;
type NewSession = Pick<
  SessionRow,
  'userId' | 'startedAt' | 'endsAt' | 'userAgent' | 'firstAddress' | 'lastUsedAt' | 'lastAddress'
>;

/** A session that neither ended nor ran out: the rule `sessions.service` keeps for one row. */
const liveAt = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.endsAt, now));

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

  /** Ends every running session of an account, but `except` when given, and names them. */
  async revokeSessionsOfUser(
    tx: DbOrTx,
    userId: string,
    at: Date,
    except?: string,
  ): Promise<string[]> {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          except === undefined ? undefined : ne(sessions.id, except),
        ),
      )
      .returning({ id: sessions.id });
    return rows.map((row) => row.id);
  },

  /** Ends one living session of the account; false when it has none by that id. */
  async revokeLiveSessionOfUser(
    tx: DbOrTx,
    userId: string,
    id: string,
    at: Date,
  ): Promise<boolean> {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), liveAt(at)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  },

  /**
   * The account's living sessions, `current` first, then the most recently used (a session
   * from before last use was kept counts from its login); at most `limit`.
   */
  async findLiveSessionsOfUser(
    tx: DbOrTx,
    userId: string,
    current: string,
    now: Date,
    limit: number,
  ): Promise<SessionRow[]> {
    return tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), liveAt(now)))
      .orderBy(
        desc(sql`${sessions.id} = ${current}`),
        desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.startedAt})`),
        desc(sessions.startedAt),
      )
      .limit(limit);
  },

  /** Forgets which browsers and addresses an account's sessions came from. */
  async eraseClientsOfUser(tx: DbOrTx, userId: string): Promise<void> {
    await tx
      .update(sessions)
      .set({ userAgent: null, firstAddress: null, lastAddress: null })
      .where(eq(sessions.userId, userId));
  },

  /** A refresh: when and from where the session was last used. */
  async markSessionUsed(tx: DbOrTx, id: string, at: Date, address: string): Promise<void> {
    await tx
      .update(sessions)
      .set({ lastUsedAt: at, lastAddress: address })
      .where(eq(sessions.id, id));
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
