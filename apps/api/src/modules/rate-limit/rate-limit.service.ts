import type { RateLimitRule } from '@cuebrief/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { rateLimitRepository as repository } from './rate-limit.repository';

// The hook that public forms of other modules register on their routes.
export { limitPublicForm } from './public-form-limit';

/** A counter of fixed windows; with a limit, what may be counted in one window. */
export type Counter = { key: string; windowSeconds: number };
export type Limit = Counter & RateLimitRule;

/** How often the finished windows are dropped, across all instances. */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed-window counters in the database, shared by every app process behind a load balancer.
 * Two uses: `consume` counts every attempt (public forms); `countingFailures` counts only what
 * turned out to be a failure (logins, share-link passwords), so a person who types their password
 * right is never counted, however many of their attempts are under way at once.
 */
export function createRateLimiter(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  function currentWindow(windowSeconds: number) {
    const now = clock.now().getTime();
    const length = windowSeconds * 1000;
    const start = Math.floor(now / length) * length;
    return {
      start: new Date(start),
      retryAfterSeconds: Math.max(1, Math.ceil((start + length - now) / 1000)),
    };
  }

  function tooMany(retryAfterSeconds: number): AppError {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return new AppError(
      'TOO_MANY_REQUESTS',
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }

  const windowKeys = (counters: readonly Counter[]) =>
    counters.map(({ key, windowSeconds }) => ({
      key,
      windowStart: currentWindow(windowSeconds).start,
    }));

  /** Refuses with 429 (and the longest wait) when any of the limits is reached already. */
  async function assertUnder(limits: readonly Limit[]): Promise<void> {
    const hits = await repository.hitsOf(db, windowKeys(limits));
    const reached = limits.filter(({ limit }, i) => hits[i]! >= limit);
    if (reached.length > 0) {
      const waits = reached.map(({ windowSeconds }) => currentWindow(windowSeconds));
      throw tooMany(Math.max(...waits.map((window) => window.retryAfterSeconds)));
    }
  }

  return {
    /** What each counter counted in its current window, in one query. */
    hits: (counters: readonly Counter[]): Promise<number[]> =>
      repository.hitsOf(db, windowKeys(counters)),

    /**
     * Runs a check of a secret (a password) unless a limit is reached already (429), and counts
     * it against the limits, and `alsoCount`, only when it fails: whether it was right.
     */
    async countingFailures(
      limits: readonly Limit[],
      check: () => Promise<boolean>,
      alsoCount: readonly Counter[] = [],
    ): Promise<boolean> {
      await assertUnder(limits);
      const isRight = await check();
      if (!isRight) await repository.incrementEach(db, windowKeys([...limits, ...alsoCount]));
      return isRight;
    },

    async consume(key: string, rule: RateLimitRule): Promise<void> {
      const window = currentWindow(rule.windowSeconds);
      if ((await repository.increment(db, key, window.start)) > rule.limit) {
        throw tooMany(window.retryAfterSeconds);
      }
    },

    /**
     * Drops finished windows; the longest rule is an hour, so a day back is always safe. Every
     * instance asks every `everyMs`; the run is claimed in `job_runs`, so one of them sweeps
     * (true) and the others skip it (false).
     */
    async sweep(everyMs: number = SWEEP_EVERY_MS): Promise<boolean> {
      const now = clock.now();
      // A tenth of the period's slack: timers of one instance drift, and its next turn must
      // not find its own last run a millisecond too recent.
      const lastBy = new Date(now.getTime() - everyMs * 0.9);
      if (!(await repository.claimSweep(db, now, lastBy))) return false;
      await repository.deleteWindowsBefore(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
      return true;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
