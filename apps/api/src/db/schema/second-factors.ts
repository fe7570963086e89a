import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An admin's TOTP second factor (RFC 6238; docs/contracts.md#admin-two-factor). The secret is
 * kept encrypted with a key derived from the JWT secret, since checking a code needs it in the
 * clear. It counts once `confirmed_at` is set (the admin typed a code from it); a setup started
 * again replaces an unconfirmed one. `last_step` is the last 30-second step a code was accepted
 * for, so a code is used once.
 */
export const secondFactors = pgTable('second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step'),
});

/** Single-use recovery codes, stored as hashes only; a used one keeps its `used_at`. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

export type SecondFactorRow = typeof secondFactors.$inferSelect;
export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;
