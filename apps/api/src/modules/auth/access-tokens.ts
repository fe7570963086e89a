import { createSecretKey } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '@cuebrief/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createTtlCache } from '../../lib/ttl-cache';

const ISSUER = 'cuebrief';
const AUDIENCE = 'cuebrief-api';

export type AccessTokenClaims = { userId: string; tokenVersion: number; sessionId: string };

/**
 * Short-lived HS256 JWTs. The algorithm is pinned on verify, so `alg: none` or RS/HS swaps fail.
 * Each names its session (`sid`), so ending the session ends the token; a token without one
 * (issued before sessions were named) is refused.
 */
export function createAccessTokens(secret: string, clock: Clock) {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // A token string that verified once is the same signed claims every time: remember it until
  // it expires, and skip the HMAC on the next call. Nothing can make these claims stale, so no
  // instance need be told of anything here: a token is revoked through what it names, the
  // account's tokenVersion and the session's state, which every call still checks and whose
  // caches every instance drops on a change (db/cache-notifications.ts, decision 024).
  const verified = createTtlCache<string, AccessTokenClaims>({ maxEntries: 20_000, clock });

  return {
    async sign(
      user: { id: string; role: Role; tokenVersion: number },
      sessionId: string,
    ): Promise<string> {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role: user.role, ver: user.tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },

    async verify(token: string): Promise<AccessTokenClaims> {
      const remembered = verified.get(token);
      if (remembered) return remembered;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.ver !== 'number' ||
          typeof payload.sid !== 'string'
        ) {
          throw new AppError('UNAUTHENTICATED');
        }
        const claims = { userId: payload.sub, tokenVersion: payload.ver, sessionId: payload.sid };
        verified.set(token, claims, (payload.exp ?? 0) * 1000 - clock.now().getTime());
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('UNAUTHENTICATED');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
