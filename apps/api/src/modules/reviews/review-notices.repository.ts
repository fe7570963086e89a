import type { DbOrTx } from '../../db/client';
import { reviewNotices, type NewReviewNoticeRow } from '../../db/schema';

/**
 * What the review digest will tell someone (docs/contracts.md#review-digests). A change that
 * someone should hear about records its notice in the change's own transaction, so a change
 * that rolls back is never mailed and one that commits always is.
 */
export const reviewNoticesRepository = {
  async record(
    tx: DbOrTx,
    notices: Omit<NewReviewNoticeRow, 'id' | 'digestedAt'>[],
  ): Promise<void> {
    if (notices.length === 0) return;
    await tx.insert(reviewNotices).values(notices);
  },
};
