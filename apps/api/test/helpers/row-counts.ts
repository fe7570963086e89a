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
] as const;

/** Row counts of the tables a refused request must not touch (rate-limit counters may change). */
export async function countRows(
  app: FastifyInstance,
): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) {
    const result = await app.database.db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}
