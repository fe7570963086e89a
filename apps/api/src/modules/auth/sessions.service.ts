import { createHmac } from 'node:crypto';
import {
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_MAX_LIFETIME_SECONDS,
  type EndedSessions,
  type Session,
} from '@cuebrief/shared';
import type { CacheNotifications } from '../../db/cache-notifications';
import type { Db, DbOrTx } from '../../db/client';
import type { SessionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { dropFrom } from '../../lib/cache-invalidation';
import type { Clock } from '../../lib/clock';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-tokens';
import { createTtlCache } from '../../lib/ttl-cache';
import { presentSession } from './sessions.presenter';
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

/**
 * How much of a User-Agent is kept: real ones run to about 300 characters, and this is enough
 * to name the browser and device; what a client sends beyond it is not stored.
 */
const USER_AGENT_MAX_LENGTH = 512;

/** At most this many sessions are listed (the most recently used); ending the others ends all. */
const LISTED_SESSIONS_MAX = 100;

export type StartedSession = { sessionId: string; refreshToken: string };
/** Who opened a session, as the request showed it (docs/contracts.md#sessions). */
export type SessionClient = { userAgent: string | undefined; address: string };
type SessionState = { userId: string; endsAt: number; revoked: boolean };

const stateOfRow = (row: SessionRow): SessionState => ({
  userId: row.userId,
  endsAt: row.endsAt.getTime(),
  revoked: row.revokedAt !== null,
});
/** The one rule of a living session, for a row read in a transaction and a remembered state. */
const livesAt = (state: SessionState, now: Date) => !state.revoked && state.endsAt > now.getTime();

// eslint-disable-next-line no-control-regex -- the point is to find them
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A User-Agent as stored: control characters out (PostgreSQL's text holds no NUL), cut short. */
function keptUserAgent(userAgent: string | undefined): string | null {
  const kept = userAgent?.replace(CONTROL_CHARACTERS, '').trim().slice(0, USER_AGENT_MAX_LENGTH);
  return kept ? kept : null;
}

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

  /**
   * Starts a session (one login) and returns it with its first refresh token; its browser and
   * address are the client's, its first use the login itself.
   */
  async function start(tx: DbOrTx, userId: string, client: SessionClient): Promise<StartedSession> {
    const now = clock.now();
    const session = await repository.insertSession(tx, {
      userId,
      startedAt: now,
      endsAt: new Date(now.getTime() + SESSION_MAX_LIFETIME_SECONDS * 1000),
      userAgent: keptUserAgent(client.userAgent),
      firstAddress: client.address,
      lastUsedAt: now,
      lastAddress: client.address,
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
  }

  return {
    start,

    /**
     * Exchanges a token for its successor; a replay outside the grace period ends the session.
     * A rotation is the session's last use, from `address` (decision 027).
     */
    async rotate(raw: string, address: string): Promise<{ userId: string } & StartedSession> {
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
          await repository.markSessionUsed(tx, session.id, now, address);
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
          if (!issued) return { kind: 'invalid' as const };
          await repository.markSessionUsed(tx, session.id, now, address);
          return rotated;
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

    /**
     * A removal's share (wired as a users hook, after `endAllOf`): the account's sessions keep
     * no browser or address, which are personal data; the rows stay, ended.
     */
    removeAccountData: (tx: DbOrTx, removed: { id: string }): Promise<void> =>
      repository.eraseClientsOfUser(tx, removed.id),

    /**
     * A new password's sessions, in its transaction: every session of the account ends, or
     * with `endOthers` false only the caller's, and the caller goes on in a new one (the old
     * one's refresh token is the browser's, about to be replaced).
     */
    async renewForNewPassword(
      tx: DbOrTx,
      userId: string,
      change: { current: string; endOthers: boolean; client: SessionClient },
    ): Promise<StartedSession> {
      const now = clock.now();
      let ended = [change.current];
      if (change.endOthers) ended = await repository.revokeSessionsOfUser(tx, userId, now);
      else await repository.revokeLiveSessionOfUser(tx, userId, change.current, now);
      await forgetStates(ended, tx);
      return start(tx, userId, change.client);
    },

    /** The caller's living sessions, `current` (the call's own) first, then by last use. */
    async listOf(userId: string, current: string): Promise<Session[]> {
      const rows = await repository.findLiveSessionsOfUser(
        db,
        userId,
        current,
        clock.now(),
        LISTED_SESSIONS_MAX,
      );
      return rows.map((row) => presentSession(row, current));
    },

    /**
     * Ends another of the caller's living sessions: its refresh token stops at once, its access
     * tokens once no process remembers it living. The current one ends by logout (409); one
     * that is not the caller's, or no longer lives, is unknown (404).
     */
    async endOther(userId: string, current: string, sessionId: string): Promise<void> {
      if (sessionId === current) {
        throw new AppError(
          'INVALID_STATE',
          'This is the session you are using: log out to end it.',
        );
      }
      await db.transaction(async (tx) => {
        if (!(await repository.revokeLiveSessionOfUser(tx, userId, sessionId, clock.now()))) {
          throw new AppError('NOT_FOUND', 'There is no such session.');
        }
        await forgetStates([sessionId], tx);
      });
    },

    /** Ends every session of the caller but the current one; answers how many ended. */
    async endOthers(userId: string, current: string): Promise<EndedSessions> {
      return db.transaction(async (tx) => {
        const ended = await repository.revokeSessionsOfUser(tx, userId, clock.now(), current);
        await forgetStates(ended, tx);
        return { ended: ended.length };
      });
    },

    /** Whether an access token of this account and session may still be used. */
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      const state = await stateOf(sessionId);
      return state !== null && state.userId === userId && livesAt(state, clock.now());
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
