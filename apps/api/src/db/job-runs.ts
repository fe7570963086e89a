import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { jobRuns } from './schema';

/**
 * The runs of background jobs that must run once across every instance (`job_runs`, decision
 * 016): the orphan-file sweep, the rate-limit sweep. Repositories build their jobs on these.
 */
export const jobRunsQueries = {
  /**
   * Claims a run of the job `name` unless one started after `lastStartedBy`: true for exactly
   * one of any number of instances asking at once (the row's lock makes the others wait, then
   * see the new time).
   */
  async claimRun(db: DbOrTx, name: string, now: Date, lastStartedBy: Date): Promise<boolean> {
    const claimed = await db
      .insert(jobRuns)
      .values({ name, startedAt: now })
      .onConflictDoUpdate({
        target: jobRuns.name,
        set: { startedAt: now },
        setWhere: lte(jobRuns.startedAt, lastStartedBy),
      })
      .returning({ name: jobRuns.name });
    return claimed.length > 0;
  },

  /**
   * Gives back a run claimed at `claimedAt` that stopped before its end (a shutdown): its start
   * moves back to `dueAgainAt`, so the next instance to ask claims it instead of waiting for the
   * next period. A run claimed since by another is left alone.
   */
  async releaseRun(db: DbOrTx, name: string, claimedAt: Date, dueAgainAt: Date): Promise<void> {
    await db
      .update(jobRuns)
      .set({ startedAt: dueAgainAt })
      .where(and(eq(jobRuns.name, name), eq(jobRuns.startedAt, claimedAt)));
  },
};
