import { createHmac } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS, SESSION_MAX_LIFETIME_SECONDS } from '@cuebrief/shared';
import type { CacheNotifications } from '../../db/cache-notifications';
import type { Db, DbOrTx } from '../../db/client';
import type { SessionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { dropFrom } from '../../lib/cache-invalidation';
import type { Clock } from '../../lib/clock';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-tokens';
import { createTtlCache } from '../../lib/ttl-cache';
import { sessionsRepository as repository } from './sessions.repository';

/**
 * Browser tabs refresh at the same moment; a token reused this soon after its rotation gets
 * the same successor instead of revoking the family (which would log every tab out).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * How long a session's state stays in this process's memory, like an account's (decision 003):
 * every authenticated call asks whether its session still lives, and this keeps that off the
 * database. An ending made through this service is seen here at once; another process may
 * accept the session's access tokens for at most this long.
 */
const SESSION_CACHE_TTL_MS = 5_000;
/** The name sessions' endings are published under, keyed by session id. */
const SESSION_STATES_CACHE = 'session-states';

export type StartedSession = { sessionId: string; refreshToken: string };
type SessionState = { userId: string; endsAt: number; revoked: boolean };

const stateOfRow = (row: SessionRow): SessionState => ({
  userId: row.userId,
  endsAt: row.endsAt.getTime(),
  revoked: row.revokedAt !== null,
});
/** The one rule of a living session, for a row read in a transaction and a remembered state. */
const livesAt = (state: SessionState, now: Date) => !state.revoked && state.endsAt > now.getTime();

/**
 * Sessions (one per login) and their refresh tokens: opaque, stored hashed, rotated on every
 * use. A token's successor is an HMAC of the token itself, so it can be handed out again during
 * the grace period without ever storing a usable token. A token never outlives its session,
 * which ends SESSION_MAX_LIFETIME_SECONDS after the login whatever its rotations.
 */
export function createSessionsService(deps: {
  db: Db;
  caches: CacheNotifications;
  clock: Clock;
  secret: string;
}) {
  const { db, clock } = deps;
  const successorKey = createHmac('sha256', deps.secret).update('refresh-token-successor').digest();
  const successorOf = (raw: string) =>
    createHmac('sha256', successorKey).update(raw).digest('base64url');
  const tokenExpiry = (now: Date, session: SessionRow) =>
    new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000, session.endsAt.getTime()));
  const invalid = () => new AppError('INVALID_REFRESH_TOKEN');
  const states = createTtlCache<string, SessionState | null>({ maxEntries: 20_000, clock });
  const statesWatch = deps.caches.watch(SESSION_STATES_CACHE, dropFrom(states));

  async function stateOf(sessionId: string): Promise<SessionState | null> {
    const cached = states.get(sessionId);
    if (cached !== undefined) return cached;
    // A state read while any session ended (here or on another instance) may predate the
    // ending: it is answered but not kept, so "ended" is never overwritten by "live".
    const isFresh = statesWatch.beginRead();
    const row = await repository.findSession(db, sessionId);
    const state = row ? stateOfRow(row) : null;
    if (isFresh()) states.set(sessionId, state, SESSION_CACHE_TTL_MS);
    return state;
  }

  /**
   * Drops ended sessions' states on every instance (decision 024): given the ending's
   * transaction, the others hear it with its commit; given none, call it after the ending.
   */
  const forgetStates = (sessionIds: readonly string[], tx: DbOrTx = db): Promise<void> =>
    deps.caches.publish(tx, SESSION_STATES_CACHE, sessionIds);

  return {
    /** Starts a session (one login) and returns it with its first refresh token. */
    async start(tx: DbOrTx, userId: string): Promise<StartedSession> {
      const now = clock.now();
      const session = await repository.insertSession(tx, {
        userId,
        startedAt: now,
        endsAt: new Date(now.getTime() + SESSION_MAX_LIFETIME_SECONDS * 1000),
      });
      const raw = newOpaqueToken();
      await repository.insertToken(tx, {
        userId,
        familyId: session.id,
        tokenHash: hashOpaqueToken(raw),
        createdAt: now,
        expiresAt: tokenExpiry(now, session),
      });
      return { sessionId: session.id, refreshToken: raw };
    },

    /** Exchanges a token for its successor; a replay outside the grace period ends the session. */
    async rotate(raw: string): Promise<{ userId: string } & StartedSession> {
      const outcome = await db.transaction(async (tx) => {
        const now = clock.now();
        const token = await repository.findTokenByHashForUpdate(tx, hashOpaqueToken(raw));
        if (!token || token.expiresAt <= now) return { kind: 'invalid' as const };
        const session = await repository.findSession(tx, token.familyId);
        if (!session || !livesAt(stateOfRow(session), now)) return { kind: 'invalid' as const };
        const successor = successorOf(raw);
        const rotated = {
          kind: 'rotated' as const,
          userId: token.userId,
          sessionId: session.id,
          refreshToken: successor,
        };

        if (!token.rotatedAt) {
          await repository.markTokenRotated(tx, token.id, now);
          await repository.insertToken(tx, {
            userId: token.userId,
            familyId: session.id,
            tokenHash: hashOpaqueToken(successor),
            createdAt: now,
            expiresAt: tokenExpiry(now, session),
          });
          return rotated;
        }

        if (now.getTime() - token.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
          const issued = await repository.findTokenByHash(tx, hashOpaqueToken(successor));
          return issued ? rotated : { kind: 'invalid' as const };
        }

        // A rotated token came back long after: it was stolen, or the thief already used it.
        await repository.revokeSession(tx, session.id, now);
        await forgetStates([session.id], tx);
        return { kind: 'reused' as const };
      });
      if (outcome.kind !== 'rotated') throw invalid();
      const { userId, sessionId, refreshToken } = outcome;
      return { userId, sessionId, refreshToken };
    },

    /** Logout: ends the session the token belongs to. Unknown tokens are ignored. */
    async endSessionOf(raw: string): Promise<void> {
      const token = await repository.findTokenByHash(db, hashOpaqueToken(raw));
      if (!token) return;
      await db.transaction(async (tx) => {
        await repository.revokeSession(tx, token.familyId, clock.now());
        await forgetStates([token.familyId], tx);
      });
    },

    /**
     * Ends every session of an account in the transaction of a change to it (wired as a users
     * hook), and drops their states on every instance with its commit.
     */
    endAllOf: async (tx: DbOrTx, account: { id: string }): Promise<void> => {
      const ended = await repository.revokeSessionsOfUser(tx, account.id, clock.now());
      await forgetStates(ended, tx);
    },

    forgetStates,

    /** Whether an access token of this account and session may still be used. */
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      const state = await stateOf(sessionId);
      return state !== null && state.userId === userId && livesAt(state, clock.now());
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
