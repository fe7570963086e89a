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

/**
 * Fixed-window counters in the database, shared by every app process behind a load balancer.
 * Two uses: `consume` counts every attempt (public forms); `assertUnder` + `count` count only
 * what turned out to be a failure (logins), so a person who types their password right is never
 * counted, however many of their attempts are under way at once.
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

  return {
    /** What each counter counted in its current window, in one query. */
    hits: (counters: readonly Counter[]): Promise<number[]> =>
      repository.hitsOf(db, windowKeys(counters)),

    /** Refuses with 429 (and the longest wait) when any of the limits is reached already. */
    async assertUnder(limits: readonly Limit[]): Promise<void> {
      const hits = await repository.hitsOf(db, windowKeys(limits));
      const reached = limits.filter(({ limit }, i) => hits[i]! >= limit);
      if (reached.length > 0) {
        const waits = reached.map(({ windowSeconds }) => currentWindow(windowSeconds));
        throw tooMany(Math.max(...waits.map((window) => window.retryAfterSeconds)));
      }
    },

    /** Counts one attempt on each counter, without refusing it: its outcome is already known. */
    async count(counters: readonly Counter[]): Promise<void> {
      await repository.incrementEach(db, windowKeys(counters));
    },

    async consume(key: string, rule: RateLimitRule): Promise<void> {
      const window = currentWindow(rule.windowSeconds);
      if ((await repository.increment(db, key, window.start)) > rule.limit) {
        throw tooMany(window.retryAfterSeconds);
      }
    },

    /** Drops finished windows; the longest rule is an hour, so a day back is always safe. */
    async sweep(): Promise<void> {
      await repository.deleteWindowsBefore(
        db,
        new Date(clock.now().getTime() - 24 * 60 * 60 * 1000),
      );
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
