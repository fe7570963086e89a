import type { ChangePasswordBody, LoginBody, Tokens } from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  assertUncommonPassword,
  hashPassword,
  verifyPassword,
  type UsersService,
} from '../users/users.service';
import type { SecondFactorService } from '../second-factor/second-factor.service';
import type { AccessTokens } from './access-tokens';
import type { LoginThrottle } from './login-throttle';
import type { SessionClient, SessionsService, StartedSession } from './sessions.service';

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/** The token of an Authorization header, or 401. */
function bearerTokenOf(authorization: string | undefined): string {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) throw new AppError('UNAUTHENTICATED');
  return token;
}

export function createAuthService(deps: {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  accessTokens: AccessTokens;
  loginThrottle: LoginThrottle;
  secondFactor: Pick<SecondFactorService, 'isInForce' | 'acceptCode'>;
}) {
  const { db, users, sessions, accessTokens, loginThrottle } = deps;

  /** Checks a password under the failed-login limits; only failures count. */
  const checkPassword = (
    user: UserRow | undefined,
    email: string,
    password: string,
    address: string,
  ): Promise<boolean> =>
    loginThrottle.check(email, address, () => verifyPassword(user?.passwordHash ?? null, password));

  const tokensOf = async (user: UserRow, session: StartedSession): Promise<Tokens> => ({
    accessToken: await accessTokens.sign(user, session.sessionId),
    refreshToken: session.refreshToken,
  });

  function assertMayLogIn(user: UserRow): void {
    if (user.status === 'pending') throw new AppError('ACCOUNT_PENDING');
    if (user.status === 'rejected') throw new AppError('ACCOUNT_REJECTED');
  }

  /**
   * With a second factor in force, the right password is not enough: the code is asked for,
   * and a wrong one counts as a failed login (docs/contracts.md#admin-two-factor).
   */
  async function assertSecondFactor(user: UserRow, body: LoginBody, address: string) {
    if (!(await deps.secondFactor.isInForce(user))) return;
    const { code } = body;
    if (code === undefined) throw new AppError('SECOND_FACTOR_REQUIRED');
    const accept = () => deps.secondFactor.acceptCode(user, code);
    if (!(await loginThrottle.check(body.email, address, accept))) {
      throw new AppError('SECOND_FACTOR_WRONG');
    }
  }

  return {
    async login(body: LoginBody, address: string, userAgent?: string): Promise<Tokens> {
      const user = await users.findByEmail(body.email);
      if (!(await checkPassword(user, body.email, body.password, address)) || !user) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      // Told only to someone who knows the password, so the state of an account does not leak.
      assertMayLogIn(user);
      await assertSecondFactor(user, body, address);
      return tokensOf(user, await sessions.start(db, user.id, { address, userAgent }));
    },

    async refresh(refreshToken: string, address: string): Promise<Tokens> {
      const { userId, ...session } = await sessions.rotate(refreshToken, address);
      const user = await users.findById(userId);
      if (!user || user.status !== 'approved') throw new AppError('INVALID_REFRESH_TOKEN');
      return tokensOf(user, session);
    },

    logout: (refreshToken: string) => sessions.endSessionOf(refreshToken),

    /**
     * Resolves the bearer token to a current, approved account whose session still lives, or
     * refuses with 401.
     */
    async authenticate(authorization: string | undefined): Promise<UserRow> {
      const claims = await accessTokens.verify(bearerTokenOf(authorization));
      const user = await users.findById(claims.userId);
      if (
        !user ||
        user.tokenVersion !== claims.tokenVersion ||
        user.status !== 'approved' ||
        !(await sessions.isLive(claims.sessionId, user.id))
      ) {
        throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please log in again.');
      }
      return user;
    },

    /**
     * The session of a bearer token the access hook has already let in (its claims are
     * remembered, so this costs no second verification).
     */
    async sessionIdOf(authorization: string | undefined): Promise<string> {
      return (await accessTokens.verify(bearerTokenOf(authorization))).sessionId;
    },

    /**
     * Every other session ends, unless `endOtherSessions` is false (docs/contracts.md#sessions);
     * the caller goes on in a new session with fresh tokens.
     */
    async changePassword(
      user: UserRow,
      currentSession: string,
      body: ChangePasswordBody,
      client: SessionClient,
    ): Promise<Tokens> {
      assertUncommonPassword(body.newPassword, 'newPassword');
      if (!(await checkPassword(user, user.email, body.currentPassword, client.address))) {
        throw new AppError('WRONG_PASSWORD', undefined, {
          fields: [{ field: 'currentPassword', message: 'The current password is not correct' }],
        });
      }
      // Hashed before any transaction opens, so no lock is held while argon2 works.
      const passwordHash = await hashPassword(body.newPassword);
      const { user: updated, result: session } = await users.setPassword(user, passwordHash, (tx) =>
        sessions.renewForNewPassword(tx, user.id, {
          current: currentSession,
          endOthers: body.endOtherSessions ?? true,
          client,
        }),
      );
      return tokensOf(updated, session);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
