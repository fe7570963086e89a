import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuestionAudience } from '@cuebrief/shared';
import { users } from './users';

/**
 * Questions asked on the Q&A pages. Once an admin answers one it is shown, without the asker's
 * name or email, on the page of its audience.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience').$type<QuestionAudience>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it was first answered; editing the answer keeps its place on the Q&A page. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The admin who wrote the current answer. */
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The public Q&A pages: the answered questions of one audience, newest answer first.
    index('questions_public_idx')
      .on(t.audience, t.answeredAt.desc())
      .where(sql`${t.answer} is not null`),
    index('questions_created_idx').on(t.createdAt),
    check('questions_audience_check', sql`${t.audience} in ('agency', 'composer')`),
    check('questions_answered_check', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;
