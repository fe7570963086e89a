import type { RateLimitRule } from '@cuebrief/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { rateLimitRepository as repository } from './rate-limit.repository';

/** One counted attempt, to give back with `release` if it turns out not to count. */
export type Reservation = { key: string; windowStart: Date };

/**
 * Fixed-window counters in the database, shared by every app process behind a load balancer.
 * Two uses: `consume` counts every attempt (public forms); `reserve` + `release` count only
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
    /**
     * Counts an attempt before its outcome is known, atomically, so a burst of concurrent
     * attempts cannot all pass a check that none of them is counted in yet.
     */
    async reserve(key: string, rule: RateLimitRule): Promise<Reservation> {
      const window = currentWindow(rule);
      if ((await repository.increment(db, key, window.start)) > rule.limit) {
        await repository.decrement(db, key, window.start);
        throw tooMany(window.retryAfterSeconds);
      }
      return { key, windowStart: window.start };
    },

    async release(reservation: Reservation): Promise<void> {
      await repository.decrement(db, reservation.key, reservation.windowStart);
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
