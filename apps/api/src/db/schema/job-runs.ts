import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each background job that must run once across all app instances last started. An
 * instance claims a run by moving `started_at` forward in one statement that only one of them
 * can win (decision 016); the others find the run already taken and skip it.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});
