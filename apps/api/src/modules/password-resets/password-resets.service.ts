import {
  PASSWORD_RESET_TTL_SECONDS,
  RATE_LIMITS,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-tokens';
import type { SessionsService } from '../auth/sessions.service';
import type { MailService } from '../mail/mail.service';
import type { RateLimiter } from '../rate-limit/rate-limit.service';
import { assertUncommonPassword, hashPassword, type UsersService } from '../users/users.service';
import { passwordResetMail, resetLinkOf } from './password-resets.mail';
import { passwordResetsRepository as repository } from './password-resets.repository';

/**
 * The least time an ask for a link takes to answer, whether an account uses the email or not
 * (decision 036): the answer waits out the rest, so how long it took does not tell which. The
 * work it hides (a lookup, then a link and its mail written in one transaction) takes a few
 * milliseconds, and tens under load.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 400;

const invalidLink = () => new AppError('RESET_LINK_INVALID');

/**
 * Password reset links by mail (docs/contracts.md#password-resets): asked for by email with the
 * same answer whatever the email, used once within 30 minutes, kept as their SHA-256 only. A
 * reset ends every session of the account and voids its other links.
 */
export function createPasswordResetsService(deps: {
  db: Db;
  clock: Clock;
  users: UsersService;
  sessions: Pick<SessionsService, 'endAllOf'>;
  mail: MailService;
  rateLimiter: RateLimiter;
  /**
   * Where the mailed link leads: PUBLIC_URL, or the server's own address without it. Never a
   * request's Host header, which whoever asks for the link writes (decision 036).
   */
  publicUrl: string;
}) {
  const { db, clock, users, mail } = deps;

  /** A new link for the account, written with its mail in one transaction. */
  async function sendLink(user: UserRow): Promise<void> {
    const token = newOpaqueToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await repository.deleteSpentOf(tx, user.id, now);
      await repository.insert(tx, {
        userId: user.id,
        tokenHash: hashOpaqueToken(token),
        tokenVersion: user.tokenVersion,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
      });
      await mail.queue(tx, passwordResetMail(user, resetLinkOf(deps.publicUrl, token)));
    });
  }

  /** Waits until `FORGOT_PASSWORD_ANSWER_MS` have passed since `startedAt`. */
  async function waitOutFrom(startedAt: number): Promise<void> {
    const left = FORGOT_PASSWORD_ANSWER_MS - (clock.now().getTime() - startedAt);
    if (left > 0) await clock.sleep(left);
  }

  return {
    /**
     * Mails a reset link when an account that may still sign in uses the email: approved, or
     * pending (its person may forget the password before the approval). A rejected account,
     * a removed one or no account gets nothing, and the caller cannot tell: the same answer in
     * the same time. The per-email limit counts every email alike, so its 429 tells nothing
     * either.
     */
    async requestLink(body: ForgotPasswordBody): Promise<void> {
      const startedAt = clock.now().getTime();
      try {
        const email = body.email.toLowerCase();
        await deps.rateLimiter.consume(`reset:email:${email}`, RATE_LIMITS.passwordResetsPerEmail);
        const user = await users.findByEmail(email);
        if (user && user.status !== 'rejected') await sendLink(user);
      } finally {
        await waitOutFrom(startedAt);
      }
    },

    /**
     * Sets a new password with a link's token: the link is used in the password's transaction
     * (a second use, or a concurrent one, finds it used), every session of the account ends
     * there and its other links are void. The password follows the rules of every password.
     */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const tokenHash = hashOpaqueToken(body.token);
      const reset = await repository.findUsable(db, tokenHash, clock.now());
      const user = reset && (await users.findById(reset.userId));
      if (!reset || !user || user.status === 'rejected') throw invalidLink();
      if (user.tokenVersion !== reset.tokenVersion) throw invalidLink();
      assertUncommonPassword(body.newPassword, 'newPassword');
      // Hashed before any transaction opens, so no lock is held while argon2 works.
      const passwordHash = await hashPassword(body.newPassword);
      await users.setPassword(user, passwordHash, async (tx, updated) => {
        const now = clock.now();
        const used = await repository.use(tx, tokenHash, now);
        // The account's row is locked by now: a password changed since the link was made (by
        // another reset, or in Settings) has moved its version on, and the link is void.
        if (!used || used.tokenVersion !== updated.tokenVersion - 1) throw invalidLink();
        await repository.voidAllOf(tx, updated.id, now);
        await deps.sessions.endAllOf(tx, updated);
      });
    },

    /** A removal's share (wired as a users hook): the account's links go. */
    removeAccountData: (tx: DbOrTx, removed: { id: string }): Promise<void> =>
      repository.deleteAllOf(tx, removed.id),
  };
}
export type PasswordResetsService = ReturnType<typeof createPasswordResetsService>;
