import type { TakeDecision, TimelineEvent } from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { NewReviewNoticeRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AudiosService } from '../audio/audios.service';
import { reviewNoticesRepository } from './review-notices.repository';
import { presentDecision } from './reviews.presenter';
import { takeHistoryRepository } from './take-history.repository';
import { loadHistories, timelineOf, type TakeRef } from './take-timeline';

/** What a take's entry in a submission list shows of its review (docs/contracts.md#reviews). */
export type TakeReviewSummary = {
  decision: TakeDecision | null;
  commentCount: number;
  lastEvent: TimelineEvent | null;
};

/**
 * The review loop on takes (docs/contracts.md#reviews): comments pinned to a time of a version,
 * the client's decisions, the take's timeline, and the notices its digest mails.
 */
export function createReviewsService(deps: { db: Db; clock: Clock; audios: AudiosService }) {
  const { db } = deps;
  return {
    /** Records what someone will hear about in their next review digest, in the change's transaction. */
    recordNotices(tx: DbOrTx, notices: Omit<NewReviewNoticeRow, 'id' | 'digestedAt'>[]) {
      return reviewNoticesRepository.record(tx, notices);
    },

    /**
     * The review fields of many takes, for the submission lists (whose caller has decided who
     * may read them): the current decision, the number of comments and the last event of each
     * take's timeline. A few queries, whatever the number of takes. Every reader sees the same
     * history (it holds no price), so `_viewer` only says whose list it is.
     */
    async summariesOf(_viewer: UserRow, takes: TakeRef[]): Promise<Map<string, TakeReviewSummary>> {
      const takeIds = takes.map((take) => take.takeId);
      const [histories, counts] = await Promise.all([
        loadHistories(db, takes, { comments: 'latest' }),
        takeHistoryRepository.commentCounts(db, takeIds),
      ]);
      const summaries = new Map<string, TakeReviewSummary>();
      for (const [takeId, history] of histories) {
        const decision = history.decisions.at(-1);
        summaries.set(takeId, {
          decision: decision ? presentDecision(decision) : null,
          commentCount: counts.get(takeId) ?? 0,
          lastEvent: timelineOf(history).at(-1) ?? null,
        });
      }
      return summaries;
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
