import { LOGIN_SLOWDOWN, RATE_LIMITS } from '@cuebrief/shared';
import type { Clock } from '../../lib/clock';
import { createSemaphore } from '../../lib/semaphore';
import type { Counter, Limit, RateLimiter } from '../rate-limit/rate-limit.service';

/**
 * How many password checks one process runs at once: argon2 runs on libuv's thread pool, whose
 * default size this is, so more would only wait there. It also bounds how many guesses can be
 * past the limit check while none of their failures is counted yet (decision 015).
 */
export const PASSWORD_CHECK_SLOTS = 4;

/** How long an attempt on an account waits, given the account's failures from every address. */
function slowdownMs(accountFailures: number): number {
  const over = accountFailures - LOGIN_SLOWDOWN.freeFailures;
  return over <= 0 ? 0 : Math.min(LOGIN_SLOWDOWN.maxDelayMs, over * LOGIN_SLOWDOWN.stepMs);
}

/**
 * The failed-login limits (docs/contracts.md#abuse-limits), refined so that a stranger cannot lock
 * an owner out (decision 015): failures are limited per account and address, and per address; an
 * account's failures from every address only slow its logins down. Only failures count, once they
 * are known: a right password is never counted, nor held back by attempts under way.
 */
export function createLoginThrottle(deps: { rateLimiter: RateLimiter; clock: Clock }) {
  const { rateLimiter, clock } = deps;
  const slots = createSemaphore(PASSWORD_CHECK_SLOTS);

  return {
    /** Runs `verify` (the password check) under the limits and tells whether it was right. */
    async check(email: string, address: string, verify: () => Promise<boolean>): Promise<boolean> {
      const normalized = email.toLowerCase();
      const account: Counter = {
        key: `login:account:${normalized}`,
        windowSeconds: LOGIN_SLOWDOWN.windowSeconds,
      };
      const limits: Limit[] = [
        {
          key: `login:account-address:${address} ${normalized}`,
          ...RATE_LIMITS.failedLoginsPerAccountAndAddress,
        },
        { key: `login:address:${address}`, ...RATE_LIMITS.failedLoginsPerAddress },
      ];
      const [accountFailures = 0] = await rateLimiter.hits([account]);
      const delay = slowdownMs(accountFailures);
      // Waits before taking a slot, so attempts that wait hold no password check back.
      if (delay > 0) await clock.sleep(delay);
      // The limits are read in the slot and a failure is counted before it is given up: guesses
      // sent at once are held to the slots, not all let past a count none of them is in yet.
      return slots.run(() => rateLimiter.countingFailures(limits, verify, [account]));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
