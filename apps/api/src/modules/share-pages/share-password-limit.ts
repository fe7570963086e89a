import { RATE_LIMITS } from '@cuebrief/shared';
import { createSemaphore } from '../../lib/semaphore';
import type { Limit, RateLimiter } from '../rate-limit/rate-limit.service';

/**
 * How many link passwords this process checks at once: argon2 runs on libuv's thread pool (four
 * threads by default), and guesses past the limit check are bounded by these slots until their
 * failures are counted, as for logins (decision 015).
 */
const PASSWORD_CHECK_SLOTS = 4;

/**
 * Wrong passwords on a share link (docs/contracts.md#the-recipients-page): limited per link and
 * address and per link from every address, counted only once known to be wrong, so a recipient
 * who types it right is never held back.
 */
export function createSharePasswordLimit(rateLimiter: RateLimiter) {
  const slots = createSemaphore(PASSWORD_CHECK_SLOTS);
  return {
    /** Runs `verify` (the password check) under the limits: whether the password was right. */
    check(linkId: string, address: string, verify: () => Promise<boolean>): Promise<boolean> {
      const limits: Limit[] = [
        {
          key: `share-password:link-address:${linkId} ${address}`,
          ...RATE_LIMITS.sharePasswordPerLinkAndAddress,
        },
        { key: `share-password:link:${linkId}`, ...RATE_LIMITS.sharePasswordPerLink },
      ];
      return slots.run(() => rateLimiter.countingFailures(limits, verify));
    },
  };
}
