import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requests } from './requests';
import { users } from './users';

/** A list of vocabulary words; empty when none were chosen. */
export const words = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * A composer's answer to a request (product.md §5): the form describing the music; the music
 * itself is its audios.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    composerId: uuid('composer_id')
      .notNull()
      .references(() => users.id),
    category: words('categories'),
    length: words('lengths'),
    genre: words('genres'),
    mood: words('moods'),
    keywords: words('keywords'),
    instrumentation: words('instruments'),
    key: words('musical_keys'),
    references: words('reference_links'),
    tempoMin: integer('tempo_min').notNull(),
    tempoMax: integer('tempo_max').notNull(),
    soundLike: text('sound_like'),
    trailerizationOf: text('trailerization_of'),
    /** The composer's note to the client. */
    brief: text('brief'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The submissions to one request (a client's view), oldest first.
    index('submissions_request_idx').on(t.requestId, t.createdAt),
    // A composer's own, newest first.
    index('submissions_composer_idx').on(t.composerId, t.createdAt.desc().nullsFirst()),
    // The admin's list, newest first.
    index('submissions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;
