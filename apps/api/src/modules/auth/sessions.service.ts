import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sessionsRepository as repository } from './sessions.repository';

/**
 * Browser tabs refresh at the same moment; a token reused this soon after its rotation gets
 * the same successor instead of revoking the family (which would log every tab out).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/**
 * Refresh tokens: opaque, stored hashed, rotated on every use. A token's successor is an HMAC
 * of the token itself, so it can be handed out again during the grace period without ever
 * storing a usable token.
 */
export function createSessionsService(deps: { db: Db; clock: Clock; secret: string }) {
  const { db, clock } = deps;
  const successorKey = createHmac('sha256', deps.secret).update('refresh-token-successor').digest();
  const successorOf = (raw: string) =>
    createHmac('sha256', successorKey).update(raw).digest('base64url');
  const expiryFrom = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  const invalid = () => new AppError('INVALID_REFRESH_TOKEN');

  return {
    /** Starts a new token family (one login) and returns its first token. */
    async start(tx: DbOrTx, userId: string): Promise<string> {
      const raw = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repository.insert(tx, {
        userId,
        familyId: randomUUID(),
        tokenHash: hashToken(raw),
        createdAt: now,
        expiresAt: expiryFrom(now),
      });
      return raw;
    },

    /** Exchanges a token for its successor; a replay outside the grace period revokes the family. */
    async rotate(raw: string): Promise<{ userId: string; refreshToken: string }> {
      const outcome = await db.transaction(async (tx) => {
        const now = clock.now();
        const token = await repository.findByHashForUpdate(tx, hashToken(raw));
        if (!token || token.revokedAt || token.expiresAt <= now)
          return { kind: 'invalid' as const };
        const successor = successorOf(raw);

        if (!token.rotatedAt) {
          await repository.markRotated(tx, token.id, now);
          await repository.insert(tx, {
            userId: token.userId,
            familyId: token.familyId,
            tokenHash: hashToken(successor),
            createdAt: now,
            expiresAt: expiryFrom(now),
          });
          return { kind: 'rotated' as const, userId: token.userId, refreshToken: successor };
        }

        if (now.getTime() - token.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
          const issued = await repository.findByHash(tx, hashToken(successor));
          if (!issued || issued.revokedAt) return { kind: 'invalid' as const };
          return { kind: 'rotated' as const, userId: token.userId, refreshToken: successor };
        }

        // A rotated token came back long after: it was stolen, or the thief already used it.
        await repository.revokeFamily(tx, token.familyId, now);
        return { kind: 'invalid' as const };
      });
      if (outcome.kind === 'invalid') throw invalid();
      return { userId: outcome.userId, refreshToken: outcome.refreshToken };
    },

    /** Logout: ends the login the token belongs to. Unknown tokens are ignored. */
    async revokeFamilyOf(raw: string): Promise<void> {
      const token = await repository.findByHash(db, hashToken(raw));
      if (token) await repository.revokeFamily(db, token.familyId, clock.now());
    },

    async revokeAllOfUser(tx: DbOrTx, userId: string): Promise<void> {
      await repository.revokeAllOfUser(tx, userId, clock.now());
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
