import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { briefColumns } from './brief-columns';
import { requests } from './requests';
import { users } from './users';

/**
 * A composer's answer to a request (docs/contracts.md#submissions): the form describing the music;
 * the music itself is its audios.
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
    /** The brief's fields describing the music; its `brief` is the composer's note to the client. */
    ...briefColumns(),
    /**
     * The composer's asking price for each take of it, in US cents (the form's `budget`):
     * offers start from it. Null when the composer named none (decision 031).
     */
    askingPriceCents: integer('asking_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The submissions to one request (a client's view), oldest first.
    index('submissions_request_idx').on(t.requestId, t.createdAt),
    // A composer's own, newest first.
    index('submissions_composer_idx').on(t.composerId, t.createdAt.desc().nullsFirst()),
    // The admin's list, newest first.
    index('submissions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('submissions_asking_price_check', sql`${t.askingPriceCents} > 0`),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;
