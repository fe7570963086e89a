import type { DbOrTx } from '../../db/client';
import type { NewReviewNoticeRow } from '../../db/schema';
import { reviewNoticesRepository } from './review-notices.repository';

/**
 * The review loop on takes (docs/contracts.md#reviews): comments pinned to a time of a version,
 * the client's decisions, the take's timeline, and the notices its digest mails.
 */
export function createReviewsService() {
  return {
    /** Records what someone will hear about in their next review digest, in the change's transaction. */
    recordNotices(tx: DbOrTx, notices: Omit<NewReviewNoticeRow, 'id' | 'digestedAt'>[]) {
      return reviewNoticesRepository.record(tx, notices);
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
