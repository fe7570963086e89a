import {
  CLIENT_TRIAL_DAYS,
  PRODUCT_NAME,
  updateProfileBodySchemas,
  type AccountStatus,
  type ColorSchemeChoice,
  type Agency,
  type PageQuery,
  type Paged,
  type Profile,
  type RegisterClientBody,
  type RegisterComposerBody,
  type Role,
  type UpdateProfileBody,
  type UserListQuery,
} from '@cuebrief/shared';
import type { CacheNotifications } from '../../db/cache-notifications';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/database-errors';
import type { NewUserRow, UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import { dropFrom } from '../../lib/cache-invalidation';
import type { Clock } from '../../lib/clock';
import { pageOf, pageWindow } from '../../lib/paging';
import { createTtlCache } from '../../lib/ttl-cache';
import type { MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { assertUncommonPassword, isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './passwords';
import {
  accountAcceptedMail,
  accountRejectedMail,
  passwordChangedMail,
  signUpReceivedMail,
} from './users.mail';
import { hasPremiumAccess } from './premium-access';
import { APPROVABLE_ROLES, canDecide, type Decision } from './users.policy';
import { presentAgency, presentProfile } from './users.presenter';
import { usersRepository as repository } from './users.repository';
import type { PublicUrl } from '../../lib/public-url';
import { runSteps, type AccountChangeStep } from './account-change-steps';

// Signing in checks and rehashes passwords the way accounts store them.
export { hashPassword, verifyPassword, assertUncommonPassword };

type AccountFields = Omit<NewUserRow, 'id' | 'passwordHash' | 'createdAt' | 'updatedAt'>;
export type NewAccount = AccountFields & { password: string };
export type { AccountChangeStep };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long an account read stays in this process's memory. Every change made through this
 * service publishes the account (`ACCOUNTS_CACHE`), which drops it here at once and on every
 * other instance within milliseconds of the commit (decision 024); this lifetime is the safety
 * net for a notice that could not be heard, and a bound on what a change made around the
 * service (by hand, in SQL) leaves remembered.
 */
export const ACCOUNT_CACHE_TTL_MS = 5_000;
/** The name account changes are published under, keyed by account id. */
export const ACCOUNTS_CACHE = 'accounts';

export function createUsersService(deps: {
  db: Db;
  caches: CacheNotifications;
  clock: Clock;
  mail: MailService;
  notifications: Pick<NotificationsService, 'record'>;
  publicUrl: PublicUrl;
}) {
  const { db, clock, mail } = deps;
  const present = (user: UserRow) => presentProfile(user, clock.now());
  const trialEnd = () => new Date(clock.now().getTime() + CLIENT_TRIAL_DAYS * DAY_MS);
  const accounts = createTtlCache<string, UserRow>({ maxEntries: 10_000, clock });
  const accountsWatch = deps.caches.watch(ACCOUNTS_CACHE, dropFrom(accounts));
  /** Drops the account on every instance; in the change's transaction when given it. */
  const forgetAccount = (tx: DbOrTx, id: string) => deps.caches.publish(tx, ACCOUNTS_CACHE, id);
  /** Other modules' share of a removal, run in its transaction. */
  const removalSteps: AccountChangeStep[] = [];
  /** What an admin's own profile says of their second factor (the second-factor module's). */
  let secondFactorOf: (user: UserRow) => Promise<Profile['secondFactor']> = async () => null;
  /**
   * One's own account, as GET /profile shows it to its owner. Only an admin's tells of a second
   * factor: nothing to wait for on anyone else's.
   */
  const presentOwn = async (user: UserRow) =>
    presentProfile(user, clock.now(), user.role === 'Admin' ? await secondFactorOf(user) : null);

  /** Changes fields of one's own account, and drops it from every instance's memory. */
  const saveOwn = (viewer: UserRow, changes: Partial<NewUserRow>) =>
    db.transaction(async (tx) => {
      const updated = await repository.update(tx, viewer.id, {
        ...changes,
        updatedAt: clock.now(),
      });
      await forgetAccount(tx, viewer.id);
      return updated;
    });

  /** Every authenticated call reads its account; the cache keeps that off the database. */
  async function findById(id: string): Promise<UserRow | undefined> {
    const cached = accounts.get(id);
    if (cached) return cached;
    // A row read while the account changed may predate the change: answered, not kept.
    const isFresh = accountsWatch.beginRead();
    const user = await repository.findById(db, id);
    if (user && isFresh()) accounts.set(id, user, ACCOUNT_CACHE_TTL_MS);
    return user;
  }

  /** Creates an account; the email is unique among accounts that were not removed. */
  async function createAccount(
    account: NewAccount,
    options: { notify: boolean },
  ): Promise<UserRow> {
    const { password, ...fields } = account;
    assertUncommonPassword(password, 'password');
    const email = fields.email.toLowerCase();
    if (await repository.findByEmail(db, email)) throw new AppError('EMAIL_TAKEN');
    const passwordHash = await hashPassword(password);
    try {
      return await db.transaction(async (tx) => {
        const now = clock.now();
        const user = await repository.insert(tx, {
          ...fields,
          email,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        if (options.notify) await mail.queue(tx, signUpReceivedMail(user));
        return user;
      });
    } catch (error) {
      // Two sign-ups with one address at the same moment: the database decides.
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
      throw error;
    }
  }

  return {
    /**
     * Lets another module erase its share of a person's data when they remove their account,
     * in the same transaction: all of it goes, or none. Modules that need users register here,
     * so users needs none of them.
     */
    onAccountRemoved(step: AccountChangeStep): void {
      removalSteps.push(step);
    },

    /**
     * Lets the second-factor module say in an admin's own profile whether their factor is on or
     * must be set up, so users needs none of it.
     */
    describeSecondFactorWith(describe: (user: UserRow) => Promise<Profile['secondFactor']>): void {
      secondFactorOf = describe;
    },

    createAccount,

    async registerComposer(body: RegisterComposerBody): Promise<Profile> {
      const { pro, ipiNumber, signupType, ...person } = body;
      const user = await createAccount(
        { ...person, role: 'Composer', status: 'pending', pro, ipiNumber, signupType },
        { notify: true },
      );
      return present(user);
    },

    async registerClient(body: RegisterClientBody): Promise<Profile> {
      const user = await createAccount(
        { ...body, role: 'Client', status: 'pending' },
        { notify: true },
      );
      return present(user);
    },

    findByEmail: (email: string) => repository.findByEmail(db, email.toLowerCase()),
    findById,
    present,
    presentOwn,

    /** Whether the account may use premium features now (a client needs a trial or subscription). */
    hasPremiumAccess: (user: UserRow) => hasPremiumAccess(user, clock.now()),

    async updateProfile(viewer: UserRow, body: UpdateProfileBody): Promise<Profile> {
      const parsed = updateProfileBodySchemas[viewer.role].safeParse(body);
      if (!parsed.success) {
        throw validationError(
          parsed.error.issues.flatMap((issue) =>
            issue.code === 'unrecognized_keys'
              ? issue.keys.map((key) => ({
                  field: key,
                  message: `A ${viewer.role.toLowerCase()} has no such field`,
                }))
              : [{ field: issue.path.join('.'), message: issue.message }],
          ),
        );
      }
      if (Object.keys(parsed.data).length === 0) {
        throw validationError([{ field: 'body', message: 'Send at least one field to change' }]);
      }
      return presentOwn(await saveOwn(viewer, parsed.data));
    },

    /** Keeps the colour scheme one chose on one's account (decision 042); any role may. */
    setColorScheme: async (viewer: UserRow, colorScheme: ColorSchemeChoice): Promise<Profile> =>
      presentOwn(await saveOwn(viewer, { colorScheme })),

    /**
     * Stores a new password hash, tells the owner and runs the caller's `andThen`, all in one
     * transaction: auth ends the sessions there (all, or only the caller's when the others are
     * kept) and starts the caller's new one, so the change and its sessions commit together.
     */
    async setPassword<T>(
      user: UserRow,
      passwordHash: string,
      andThen: (tx: DbOrTx, updated: UserRow) => Promise<T>,
    ): Promise<{ user: UserRow; result: T }> {
      const result = await db.transaction(async (tx) => {
        const updated = await repository.bumpTokenVersion(tx, user.id, {
          passwordHash,
          updatedAt: clock.now(),
        });
        await forgetAccount(tx, user.id);
        await mail.queue(tx, passwordChangedMail(updated));
        return { user: updated, result: await andThen(tx, updated) };
      });
      return result;
    },

    /**
     * Removes personal data and runs the removal steps (every session ends there); the row
     * stays, anonymised, for records others keep.
     */
    async removeAccount(viewer: UserRow): Promise<void> {
      const afterCommit = await db.transaction(async (tx) => {
        const now = clock.now();
        await repository.bumpTokenVersion(tx, viewer.id, {
          email: `removed+${viewer.id}@removed.invalid`,
          passwordHash: null,
          firstName: 'Removed',
          lastName: 'account',
          phone: null,
          pro: null,
          ipiNumber: null,
          website: null,
          agencyLocationCity: null,
          agencyLocationCountry: null,
          duty: null,
          deletedAt: now,
          updatedAt: now,
        });
        await forgetAccount(tx, viewer.id);
        // The steps get the account as it was: some need what the removal just erased.
        return runSteps(removalSteps, tx, viewer);
      });
      for (const after of afterCommit) await after();
    },

    async listPending(role: Role): Promise<Profile[]> {
      return (await repository.listByRoleAndStatus(db, role, 'pending')).map(present);
    },

    async pageAccounts(role: Role, query: UserListQuery): Promise<Paged<Profile>> {
      const { rows, total } = await repository.pageByRole(db, role, {
        ...pageWindow(query),
        search: query.search,
        status: query.status,
      });
      return pageOf(query, rows.map(present), total);
    },

    /** Every client account grouped into agencies by agency name; paged by agency. */
    async pageAgencies(query: PageQuery): Promise<Paged<Agency>> {
      const { agencies, total } = await repository.pageAgencies(db, {
        ...pageWindow(query),
        search: query.search,
      });
      const now = clock.now();
      return pageOf(
        query,
        agencies.map(({ clients }) => presentAgency(clients, now)),
        total,
      );
    },

    /** Where mail for "the admins" goes: every approved admin account. */
    async listAdminEmails(): Promise<string[]> {
      return (await repository.listByRoleAndStatus(db, 'Admin', 'approved')).map((a) => a.email);
    },

    /** An admin accepts or rejects a sign-up; the person is mailed in the same transaction. */
    async decide(admin: UserRow, userId: string, decision: Decision): Promise<Profile> {
      const user = await db.transaction(async (tx) => {
        const target = await repository.findByIdForUpdate(tx, userId);
        if (!target || !APPROVABLE_ROLES.includes(target.role))
          throw new AppError('NOT_FOUND', 'There is no such account.');
        if (!canDecide(target.status, decision)) {
          throw new AppError('INVALID_STATE', `This account is already ${target.status}.`);
        }
        const now = clock.now();
        const updated = await repository.update(tx, target.id, {
          status: decision satisfies AccountStatus,
          decidedAt: now,
          decidedBy: admin.id,
          updatedAt: now,
          ...(decision === 'approved' && target.role === 'Client'
            ? { trialEndsAt: trialEnd() }
            : {}),
        });
        await mail.queue(
          tx,
          decision === 'approved'
            ? accountAcceptedMail(updated, deps.publicUrl())
            : accountRejectedMail(updated),
        );
        if (decision === 'approved') {
          await deps.notifications.record(tx, [
            { recipientId: updated.id, kind: 'account-approved', subject: PRODUCT_NAME },
          ]);
        }
        await forgetAccount(tx, updated.id);
        return updated;
      });
      return present(user);
    },

    /**
     * The end of the time a client has paid for, kept by the payments module in its own
     * transaction; premium access follows it and runs out at that time on its own.
     */
    async setSubscriptionEnd(tx: DbOrTx, userId: string, endsAt: Date | null): Promise<void> {
      await repository.update(tx, userId, { subscriptionEndsAt: endsAt, updatedAt: clock.now() });
      await forgetAccount(tx, userId);
    },

    /**
     * ADMIN_EMAIL/ADMIN_PASSWORD: make sure that admin exists; an existing account is left as it
     * is, also one created a moment ago by another process starting on the same database.
     */
    async ensureAdmin(email: string, password: string): Promise<'created' | 'exists'> {
      if (await repository.findByEmail(db, email.toLowerCase())) return 'exists';
      // Said in the setting's name: a start-up refusal has no form field to point at.
      if (isCommonPassword(password)) {
        throw new Error(
          'ADMIN_PASSWORD is one of the 10,000 most common passwords: set one that is harder to guess.',
        );
      }
      try {
        await createAccount(
          {
            email,
            password,
            role: 'Admin',
            status: 'approved',
            firstName: 'Admin',
            lastName: 'Cuebrief',
          },
          { notify: false },
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'EMAIL_TAKEN') return 'exists';
        throw error;
      }
      return 'created';
    },

    /**
     * The approved admins (the only ones who can sign in as admins) whose password is this one:
     * a production start refuses to run while any admin has the published demo password.
     */
    async adminsWithPassword(password: string): Promise<string[]> {
      const admins = await repository.listByRoleAndStatus(db, 'Admin', 'approved');
      const matching: string[] = [];
      // One at a time: each check holds argon2's 19 MiB, and there are few admins.
      for (const admin of admins) {
        if (await verifyPassword(admin.passwordHash, password)) matching.push(admin.email);
      }
      return matching;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
