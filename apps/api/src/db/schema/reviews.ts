import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CommentAuthorRole, PassReason, TakeDecisionState } from '@cuebrief/shared';
import { audios } from './audio';
import { users } from './users';

/**
 * The review loop on takes (docs/contracts.md#reviews). Each row names the version (`audio_id`)
 * it was made on and the take (`take_id`) the versions share, so a take's history reads by one
 * index whichever version it touched. Deleting a version deletes what was said about it.
 */

/** A comment pinned to a time of a version; a reply names its thread and keeps its time. */
export const takeComments = pgTable(
  'take_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    takeId: uuid('take_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => takeComments.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    authorRole: text('author_role').$type<CommentAuthorRole>().notNull(),
    atSeconds: real('at_seconds').notNull(),
    endSeconds: real('end_seconds'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('take_comments_take_idx').on(t.takeId, t.createdAt),
    index('take_comments_audio_idx').on(t.audioId),
    index('take_comments_parent_idx').on(t.parentId),
    check('take_comments_role_check', sql`${t.authorRole} in ('client', 'composer', 'admin')`),
  ],
);

/**
 * A client's decision on a take, made on one version. Every decision is a row, so the timeline
 * shows each change; the take's current decision is its newest row.
 */
export const takeDecisions = pgTable(
  'take_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    takeId: uuid('take_id').notNull(),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => users.id),
    state: text('state').$type<TakeDecisionState>().notNull(),
    reasons: text('reasons')
      .array()
      .$type<PassReason[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('take_decisions_take_idx').on(t.takeId, t.createdAt.desc().nullsFirst()),
    index('take_decisions_audio_idx').on(t.audioId),
    check('take_decisions_state_check', sql`${t.state} in ('shortlisted', 'passed')`),
  ],
);

/** What the review digest will tell someone: written in the transaction of the change. */
export const REVIEW_NOTICE_KINDS = ['comment', 'reply', 'decision', 'offer', 'version'] as const;
export type ReviewNoticeKind = (typeof REVIEW_NOTICE_KINDS)[number];

/**
 * One thing a person will hear about in their next review digest (at most hourly). The digest
 * stamps `digested_at` in the transaction that queues its mail, so each notice is mailed once.
 */
export const reviewNotices = pgTable(
  'review_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReviewNoticeKind>().notNull(),
    /** The line the digest prints, written when the change happened. */
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    index('review_notices_pending_idx')
      .on(t.recipientId, t.createdAt)
      .where(sql`${t.digestedAt} is null`),
    check(
      'review_notices_kind_check',
      sql`${t.kind} in ('comment', 'reply', 'decision', 'offer', 'version')`,
    ),
  ],
);

export type TakeCommentRow = typeof takeComments.$inferSelect;
export type NewTakeCommentRow = typeof takeComments.$inferInsert;
export type TakeDecisionRow = typeof takeDecisions.$inferSelect;
export type NewTakeDecisionRow = typeof takeDecisions.$inferInsert;
export type ReviewNoticeRow = typeof reviewNotices.$inferSelect;
export type NewReviewNoticeRow = typeof reviewNotices.$inferInsert;
