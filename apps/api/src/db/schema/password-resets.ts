import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Password reset links (docs/contracts.md#password-resets, decision 036): only the SHA-256 of
 * each link's token is kept, so a copy of the database opens no account. A link works once,
 * until `expires_at`, and only while the account's `token_version` is the one it was made
 * under: any password change or removal since bumps it, and the link is void.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The account's token version when the link was asked for. */
    tokenVersion: integer('token_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it stopped working: used to reset the password, or voided by another link's reset. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
