import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

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

  /** Takes one hit back from a window, for an attempt that turned out not to count. */
  async decrement(db: DbOrTx, key: string, windowStart: Date): Promise<void> {
    await db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
  },

  async deleteWindowsBefore(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
  },
};
