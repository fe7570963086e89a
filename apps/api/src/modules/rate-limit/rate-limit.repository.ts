import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobRunsQueries } from '../../db/job-runs';
import { rateLimitHits } from '../../db/schema';

/** One key's counter in one window. */
export type WindowKey = { key: string; windowStart: Date };

/** Every function takes the connection or transaction to run on. */
export const rateLimitRepository = {
  /** Adds one hit to the window and returns the window's total, atomically. */
  async increment(db: DbOrTx, key: string, windowStart: Date): Promise<number> {
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    return row?.hits ?? 1;
  },

  /** Adds one hit to each window (of different keys) in one statement. */
  async incrementEach(db: DbOrTx, windows: readonly WindowKey[]): Promise<void> {
    await db
      .insert(rateLimitHits)
      .values(windows.map(({ key, windowStart }) => ({ key, windowStart, hits: 1 })))
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      });
  },

  /** The hits of each window, in the order asked (0 for a window nobody hit yet). */
  async hitsOf(db: DbOrTx, windows: readonly WindowKey[]): Promise<number[]> {
    const rows = await db
      .select()
      .from(rateLimitHits)
      .where(
        or(
          ...windows.map(({ key, windowStart }) =>
            and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)),
          ),
        ),
      );
    return windows.map(
      ({ key, windowStart }) =>
        rows.find((row) => row.key === key && row.windowStart.getTime() === windowStart.getTime())
          ?.hits ?? 0,
    );
  },

  /** Claims this period's sweep (`job_runs`): true for one instance of any asking at once. */
  claimSweep: (db: DbOrTx, now: Date, lastStartedBy: Date) =>
    jobRunsQueries.claimRun(db, 'rate-limit-sweep', now, lastStartedBy),

  async deleteWindowsBefore(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
  },
};
