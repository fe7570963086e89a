import type {
  Profile,
  RecoveryCodes,
  SecondFactorChangeBody,
  SecondFactorConfirmBody,
  SecondFactorSetup,
} from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createSealer } from '../../lib/sealed-text';
import { createSigner } from '../../lib/signatures';
import { verifyPassword } from '../users/users.service';
import { newRecoveryCodes, normalizedRecoveryCode } from './recovery-codes';
import { presentRecoveryCodes, presentSetup } from './second-factor.presenter';
import { secondFactorRepository as repository } from './second-factor.repository';
import { matchingStep, newTotpSecret, otpauthUriOf } from './totp';

/**
 * What the service needs of the failed-login limits (auth's login throttle, wired in
 * services.ts): a check of a secret, run unless a limit is reached (429), counted when wrong.
 */
export type FailedLoginLimits = {
  check(email: string, address: string, verify: () => Promise<boolean>): Promise<boolean>;
};

const SIX_DIGITS = /^\d{6}$/;
const WRONG_CODE = 'That code is not right. Check the time on your phone and try again.';
const NOT_ON = 'Two-factor sign-in is not on for this account.';

/**
 * An admin's second factor (docs/contracts.md#admin-two-factor, decision 026): a TOTP secret
 * kept encrypted, since checking a code needs it, and ten recovery codes kept as keyed hashes.
 * Each step's code and each recovery code is accepted once, decided by the database in the
 * UPDATE that records it, so instances on one database never accept one twice.
 */
export function createSecondFactorService(deps: {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  /** ADMIN_MFA=required: an admin without a factor in force must set one up first. */
  isRequired: boolean;
  failedLogins: FailedLoginLimits;
}) {
  const { db, clock, isRequired, failedLogins } = deps;
  const secrets = createSealer(deps.jwtSecret, 'cuebrief second-factor secrets v1');
  const recoveryHashes = createSigner(deps.jwtSecret, 'cuebrief recovery codes v1');

  /** The keyed hash of a recovery code as typed; null when the text cannot be one. */
  const recoveryHashOf = (userId: string, typed: string): string | null => {
    const kept = normalizedRecoveryCode(typed);
    return kept === null ? null : recoveryHashes.sign([userId, kept]);
  };

  const isInForce = (userId: string) => repository.isInForce(db, userId);

  async function assertInForce(user: UserRow): Promise<void> {
    if (!(await isInForce(user.id))) throw new AppError('INVALID_STATE', NOT_ON);
  }

  /** New recovery codes in place of any before, in the caller's transaction; the codes in the clear. */
  async function replaceRecoveryCodes(tx: DbOrTx, user: UserRow): Promise<string[]> {
    const codes = newRecoveryCodes();
    const hashes = codes.map((code) => recoveryHashOf(user.id, code) ?? '');
    await repository.replaceRecoveryCodes(tx, user.id, hashes, clock.now());
    return codes;
  }

  /**
   * A code from the authenticator app, or a recovery code, for a factor in force: accepted, and
   * used up, or refused. A wrong code changes nothing.
   */
  async function acceptCode(user: UserRow, code: string): Promise<boolean> {
    const typed = code.trim();
    if (SIX_DIGITS.test(typed)) {
      const factor = await repository.findOf(db, user.id);
      if (!factor?.confirmedAt) return false;
      const secret = secrets.open(factor.secretCiphertext, user.id);
      const step = matchingStep(secret, typed, clock.now());
      return step !== null && repository.useStep(db, user.id, step);
    }
    const hash = recoveryHashOf(user.id, typed);
    if (hash === null || !(await isInForce(user.id))) return false;
    return repository.useRecoveryCode(db, user.id, hash, clock.now());
  }

  /**
   * Turning the factor off or making new recovery codes takes the password, then a code, each
   * counted as a failed login when wrong: a stolen session alone cannot do either.
   */
  async function assertPasswordAndCode(
    user: UserRow,
    body: SecondFactorChangeBody,
    address: string,
  ): Promise<void> {
    const isPasswordRight = await failedLogins.check(user.email, address, () =>
      verifyPassword(user.passwordHash, body.password),
    );
    if (!isPasswordRight) {
      throw new AppError('WRONG_PASSWORD', 'The password is not correct.', {
        fields: [{ field: 'password', message: 'The password is not correct' }],
      });
    }
    // 400, not 401: the caller is signed in, and a 401 would read as an ended session.
    if (!(await failedLogins.check(user.email, address, () => acceptCode(user, body.code)))) {
      throw validationError([{ field: 'code', message: WRONG_CODE }]);
    }
  }

  return {
    /** A new secret, not in force until confirmed; one waiting is replaced. */
    async setup(user: UserRow): Promise<SecondFactorSetup> {
      const secret = newTotpSecret();
      const started = await repository.startSetup(db, {
        userId: user.id,
        secretCiphertext: secrets.seal(secret, user.id),
        createdAt: clock.now(),
      });
      if (!started) {
        throw new AppError(
          'INVALID_STATE',
          'Two-factor sign-in is on already. Turn it off before setting it up again.',
        );
      }
      return presentSetup(secret, otpauthUriOf(secret, user.email));
    },

    /** A code from the new secret puts it in force; the recovery codes are shown this once. */
    async confirm(user: UserRow, body: SecondFactorConfirmBody): Promise<RecoveryCodes> {
      const factor = await repository.findOf(db, user.id);
      if (!factor) throw new AppError('INVALID_STATE', 'Start the setup first.');
      if (factor.confirmedAt)
        throw new AppError('INVALID_STATE', 'Two-factor sign-in is on already.');
      const now = clock.now();
      const step = matchingStep(secrets.open(factor.secretCiphertext, user.id), body.code, now);
      if (step === null) throw validationError([{ field: 'code', message: WRONG_CODE }]);
      const codes = await db.transaction(async (tx) => {
        const confirmed = await repository.confirm(tx, {
          userId: user.id,
          secretCiphertext: factor.secretCiphertext,
          step,
          at: now,
        });
        if (!confirmed) {
          throw new AppError(
            'INVALID_STATE',
            'This setup was replaced or confirmed meanwhile. Please start again.',
          );
        }
        return replaceRecoveryCodes(tx, user);
      });
      return presentRecoveryCodes(codes);
    },

    /** Ten new recovery codes; the old ones, used or not, stop working. */
    async renewRecoveryCodes(
      user: UserRow,
      body: SecondFactorChangeBody,
      address: string,
    ): Promise<RecoveryCodes> {
      await assertInForce(user);
      await assertPasswordAndCode(user, body, address);
      return presentRecoveryCodes(await db.transaction((tx) => replaceRecoveryCodes(tx, user)));
    },

    /** Turns the factor off (never while ADMIN_MFA=required); its recovery codes go with it. */
    async disable(user: UserRow, body: SecondFactorChangeBody, address: string): Promise<void> {
      if (isRequired) {
        throw new AppError(
          'INVALID_STATE',
          'Two-factor sign-in is required for admins here, so it cannot be turned off.',
        );
      }
      await assertInForce(user);
      await assertPasswordAndCode(user, body, address);
      await db.transaction((tx) => repository.removeOf(tx, user.id));
    },

    /** Whether signing in as this account takes a code (auth asks after the right password). */
    isInForce: (user: UserRow) => isInForce(user.id),
    acceptCode,

    /** ADMIN_MFA=required and this admin has no factor in force yet: only the setup is open. */
    async mustEnrol(user: UserRow): Promise<boolean> {
      return isRequired && user.role === 'Admin' && !(await isInForce(user.id));
    },

    /** The profile's `secondFactor`: an admin's state, null for other roles. */
    async statusOf(user: UserRow): Promise<Profile['secondFactor']> {
      if (user.role !== 'Admin') return null;
      const enabled = await isInForce(user.id);
      return { enabled, required: isRequired, enrolmentRequired: isRequired && !enabled };
    },

    /** An account's removal takes its factor and recovery codes (users' removal step). */
    removeAccountData: (tx: DbOrTx, removed: UserRow) => repository.removeOf(tx, removed.id),
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
