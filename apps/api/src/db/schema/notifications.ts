import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationParams } from '@cuebrief/shared';
import { audios } from './audio';
import { requests } from './requests';
import { users } from './users';

/**
 * What the app's bell shows a person (docs/contracts.md#notifications), written in the
 * transaction of the change it tells of, so a change that rolls back leaves none and one that
 * commits leaves exactly one, whichever instance made it. The subject's title and the params are
 * kept as they were then; the ids say where it links, and go (set null) when what they name is
 * deleted, while the notification stays.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    subject: text('subject').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    requestId: uuid('request_id').references(() => requests.id, { onDelete: 'set null' }),
    audioId: uuid('audio_id').references(() => audios.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // A person's list, newest first.
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // The polled unread count reads only the unread rows of one person.
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    // Deleting a version finds the notifications naming it without reading them all.
    index('notifications_audio_idx')
      .on(t.audioId)
      .where(sql`${t.audioId} is not null`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('offer-accepted', 'offer-declined', 'checkout-ready', 'licence-issued', 'submission-received', 'take-version', 'take-comment', 'account-approved')`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
