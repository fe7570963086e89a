import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What people write through the contact form; admins read it in the app and are mailed a copy. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased, so a double submit is recognised whatever the capitals. */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The account that was signed in when the message was sent, if any. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    // The duplicate check looks up one address's messages of the last day.
    index('contact_messages_email_created_idx').on(t.email, t.createdAt),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;
