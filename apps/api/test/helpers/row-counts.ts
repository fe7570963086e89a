import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const TABLES = [
  'users',
  'sessions',
  'refresh_tokens',
  'outbox',
  'contact_messages',
  'questions',
  'requests',
  'submissions',
  'albums',
  'placements',
  'audios',
  'audio_files',
  'audio_favorites',
  'audio_listens',
  'audio_reviews',
  'payments',
  'subscriptions',
  'payment_state_changes',
  'webhook_events',
  'licences',
  'take_comments',
  'take_decisions',
  'review_notices',
  'shortlists',
  'shortlist_items',
  'share_links',
  'share_plays',
  'share_downloads',
  'share_reactions',
  'second_factors',
  'recovery_codes',
  'password_resets',
  'notifications',
] as const;

export type TableName = (typeof TABLES)[number];

/** The first row of a raw query's answer, on either database driver. */
async function firstRow<T>(app: FastifyInstance, query: string): Promise<T> {
  const result = await app.database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows[0]!;
}

/**
 * Row counts of the tables a refused request must not touch (rate-limit counters may change),
 * in one query: tests take them before and after thousands of refused requests.
 */
export async function countRows(app: FastifyInstance): Promise<Record<TableName, number>> {
  const columns = TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`);
  const row = await firstRow<Record<TableName, number | string>>(
    app,
    `select ${columns.join(', ')}`,
  );
  return Object.fromEntries(TABLES.map((table) => [table, Number(row[table])])) as Record<
    TableName,
    number
  >;
}

/**
 * Every row of each of `tables`, whole (as JSON, in the order of their text), in one query: what
 * a refused request must leave exactly as it was.
 */
export async function tableRows(
  app: FastifyInstance,
  tables: readonly TableName[],
): Promise<Record<string, unknown>> {
  const columns = tables.map(
    (table) =>
      `(select coalesce(json_agg(r order by r::text), '[]'::json) from ${table} r) as ${table}`,
  );
  const row = await firstRow<Record<string, unknown>>(app, `select ${columns.join(', ')}`);
  // node-postgres parses json columns; PGlite may hand them over as text.
  return Object.fromEntries(
    tables.map((table) => {
      const value = row[table];
      return [table, typeof value === 'string' ? (JSON.parse(value) as unknown) : value];
    }),
  );
}
