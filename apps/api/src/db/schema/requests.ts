import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RequestState } from '@cuebrief/shared';
import { briefColumns, words } from './brief-columns';
import { users } from './users';

/**
 * Briefs: what a client asks composers to write (docs/contracts.md#request-states). The lists hold
 * words of the shared vocabularies, so composers filter on them with `@>` through GIN indexes.
 */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    /**
     * As stored: `open` until its client closes it or its deadline day ends; then `closed`, or
     * `fulfilled` when an audio was licensed for it. A request whose `closes_at` has passed is
     * shown as ended without anyone writing that here.
     */
    state: text('state').$type<RequestState>().notNull().default('open'),
    /** A line for lists, made from category, length and genres when it was created. */
    title: text('title').notNull(),
    /** The client's contact for this brief; never shown to composers. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    duty: words('duties'),
    /** US dollars in whole cents (at most 10 million dollars, so an integer holds it). */
    budgetCents: integer('budget_cents').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /** The end of the deadline day (UTC): submissions stop then, whatever `state` says. */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** When its client closed it early (or when a licence fulfilled it after it had ended). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * When an audio submitted to it was first licensed. A licence does not end an open brief
     * (agencies license alternates): it ends as `fulfilled` rather than `closed`.
     */
    licensedAt: timestamp('licensed_at', { withTimezone: true }),
    ...briefColumns(),
    brief: text('brief').notNull(),
    /** Kept by the submissions module (a later issue) as composers submit; read with the request. */
    submissionsCount: integer('submissions_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // `order by … desc` puts nulls first; an index in the same order can serve it (Drizzle's
    // `.desc()` alone writes NULLS LAST, which the planner cannot use for that order).
    // A client's own requests, newest first.
    index('requests_client_created_idx').on(t.clientId, t.createdAt.desc().nullsFirst()),
    // Composers' list: open requests newest first (also the digest's "created since").
    index('requests_open_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.state} = 'open'`),
    // "Still open" and the deadline filter are both ranges of closes_at.
    index('requests_open_closes_idx')
      .on(t.closesAt)
      .where(sql`${t.state} = 'open'`),
    // The vocabulary filters (`genres @> '{Cinematic}'` and the like) in one multicolumn GIN
    // index, which intersects the words of several lists within a single scan.
    index('requests_open_words_idx')
      .using('gin', t.genre, t.mood, t.category)
      .where(sql`${t.state} = 'open'`),
    check('requests_state_check', sql`${t.state} in ('open', 'closed', 'fulfilled')`),
    check('requests_budget_check', sql`${t.budgetCents} > 0`),
    check('requests_tempo_check', sql`${t.tempoMin} <= ${t.tempoMax}`),
  ],
);

export type RequestRow = typeof requests.$inferSelect;
export type NewRequestRow = typeof requests.$inferInsert;
