import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One login: its refresh tokens rotate within it, and every access token names it (`sid`), so
 * ending it here (logout, a replayed refresh token, a password change) ends all of them. It ends
 * at `ends_at` whatever its rotations, so no login lasts longer than the absolute lifetime.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * What the person sees of their sessions in Settings (docs/contracts.md#sessions): the
     * browser's User-Agent and the address at the login, the last refresh's time and address.
     * Null on sessions started before these were kept.
     */
    userAgent: text('user_agent'),
    firstAddress: text('first_address'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastAddress: text('last_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
