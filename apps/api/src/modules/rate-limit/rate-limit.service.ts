import type { RateLimitRule } from '@cuebrief/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { rateLimitRepository as repository } from './rate-limit.repository';

/**
 * Fixed-window counters in the database, shared by every app process behind a load balancer.
 * Two uses: `consume` counts every attempt (public forms); `assertBelow` + `record` count only
 * failures (logins), so a person who types their password right is never slowed down.
 */
export function createRateLimiter(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  function currentWindow(rule: RateLimitRule) {
    const now = clock.now().getTime();
    const length = rule.windowSeconds * 1000;
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

  return {
    async assertBelow(key: string, rule: RateLimitRule): Promise<void> {
      const window = currentWindow(rule);
      if ((await repository.getHits(db, key, window.start)) >= rule.limit) {
        throw tooMany(window.retryAfterSeconds);
      }
    },

    async record(key: string, rule: RateLimitRule): Promise<void> {
      await repository.increment(db, key, currentWindow(rule).start);
    },

    async consume(key: string, rule: RateLimitRule): Promise<void> {
      const window = currentWindow(rule);
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
