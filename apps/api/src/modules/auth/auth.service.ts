import {
  RATE_LIMITS,
  type ChangePasswordBody,
  type LoginBody,
  type Tokens,
} from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimiter, Reservation } from '../rate-limit/rate-limit.service';
import type { UsersService } from '../users/users.service';
import type { AccessTokens } from './access-tokens';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionsService } from './sessions.service';

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

export function createAuthService(deps: {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  accessTokens: AccessTokens;
  rateLimiter: RateLimiter;
}) {
  const { db, users, sessions, accessTokens, rateLimiter } = deps;

  const failedLoginKeys = (email: string, address: string) =>
    [
      [`login:account:${email.toLowerCase()}`, RATE_LIMITS.failedLoginsPerAccount],
      [`login:address:${address}`, RATE_LIMITS.failedLoginsPerAddress],
    ] as const;

  /**
   * Checks a password against the failed-login limits; failures count, successes do not.
   * Every attempt is counted before the password is checked and given back if it was right,
   * so concurrent guesses cannot all slip under the limit while argon2 works.
   */
  async function checkPassword(
    user: UserRow | undefined,
    email: string,
    password: string,
    address: string,
  ) {
    const reservations: Reservation[] = [];
    try {
      for (const [key, rule] of failedLoginKeys(email, address)) {
        reservations.push(await rateLimiter.reserve(key, rule));
      }
    } catch (error) {
      // Refused by one limit: the attempt was not a failure for the other either.
      for (const reservation of reservations) await rateLimiter.release(reservation);
      throw error;
    }
    const isValid = await verifyPassword(user?.passwordHash ?? null, password);
    if (isValid) for (const reservation of reservations) await rateLimiter.release(reservation);
    return isValid;
  }

  async function issueTokens(user: UserRow): Promise<Tokens> {
    const refreshToken = await sessions.start(db, user.id);
    return { accessToken: await accessTokens.sign(user), refreshToken };
  }

  function assertMayLogIn(user: UserRow): void {
    if (user.status === 'pending') throw new AppError('ACCOUNT_PENDING');
    if (user.status === 'rejected') throw new AppError('ACCOUNT_REJECTED');
  }

  return {
    async login(body: LoginBody, address: string): Promise<Tokens> {
      const user = await users.findByEmail(body.email);
      if (!(await checkPassword(user, body.email, body.password, address)) || !user) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      // Told only to someone who knows the password, so the state of an account does not leak.
      assertMayLogIn(user);
      return issueTokens(user);
    },

    async refresh(refreshToken: string): Promise<Tokens> {
      const rotated = await sessions.rotate(refreshToken);
      const user = await users.findById(rotated.userId);
      if (!user || user.status !== 'approved') throw new AppError('INVALID_REFRESH_TOKEN');
      return { accessToken: await accessTokens.sign(user), refreshToken: rotated.refreshToken };
    },

    logout: (refreshToken: string) => sessions.revokeFamilyOf(refreshToken),

    /** Resolves the bearer token to a current, approved account, or refuses with 401. */
    async authenticate(authorization: string | undefined): Promise<UserRow> {
      const token = authorization?.match(BEARER)?.[1];
      if (!token) throw new AppError('UNAUTHENTICATED');
      const claims = await accessTokens.verify(token);
      const user = await users.findById(claims.userId);
      if (!user || user.tokenVersion !== claims.tokenVersion || user.status !== 'approved') {
        throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please log in again.');
      }
      return user;
    },

    /** Every other session ends; the caller gets fresh tokens so this one goes on. */
    async changePassword(
      user: UserRow,
      body: ChangePasswordBody,
      address: string,
    ): Promise<Tokens> {
      if (!(await checkPassword(user, user.email, body.currentPassword, address))) {
        throw new AppError('WRONG_PASSWORD', undefined, {
          fields: [{ field: 'currentPassword', message: 'The current password is not correct' }],
        });
      }
      // Hashed before any transaction opens, so no lock is held while argon2 works.
      const passwordHash = await hashPassword(body.newPassword);
      const { user: updated, refreshToken } = await users.setPassword(user, passwordHash);
      return { accessToken: await accessTokens.sign(updated), refreshToken };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
