import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { startPeriodicWorker } from '../../lib/periodic-worker';
import type { MailService } from '../mail/mail.service';
import {
  reviewDigestsRepository as repository,
  type DigestedNotice,
} from './review-digests.repository';
import { reviewDigestMail, type ReviewDigest } from './reviews.mail';
import type { PublicUrl } from '../../lib/public-url';

/** At most one review digest per person this often (issue 14). */
export const REVIEW_DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** A digest lists the newest notices and says how many more there are. */
export const REVIEW_DIGEST_LISTED = 20;

/** Newest first; notices of one instant in a fixed order, so a digest reads the same every time. */
const newestFirst = (a: DigestedNotice, b: DigestedNotice) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1);

/**
 * The review digest (docs/contracts.md#review-digests): whoever has notices waiting and was last
 * mailed an hour ago or more gets one mail listing them. A change records its notice in its own
 * transaction (reviews.recordNotices); runs come from this service's worker, which every
 * instance runs: the claim's row locks make sure each notice is mailed once.
 */
export function createReviewDigestsService(deps: {
  db: Db;
  clock: Clock;
  mail: MailService;
  publicUrl: PublicUrl;
  log: FastifyBaseLogger;
}) {
  const { db, clock, mail, publicUrl, log } = deps;

  /**
   * Claims everyone due, marks their waiting notices digested, queues one mail to each who
   * wants it and stamps them, in one transaction: a crash before the commit leaves neither mail
   * nor mark, so nothing is mailed twice and nothing is lost. People who get no mail (opted out,
   * removed) have their notices marked all the same, so opting in again does not bring back
   * what happened meanwhile. Returns how many were mailed.
   */
  async function sendDueDigests(): Promise<number> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await repository.claimDue(tx, {
        lastSentBy: new Date(now.getTime() - REVIEW_DIGEST_INTERVAL_MS),
      });
      const notices = await repository.markDigested(
        tx,
        due.map((recipient) => recipient.id),
        now,
      );
      const waiting = new Map<string, DigestedNotice[]>();
      for (const notice of notices) {
        const own = waiting.get(notice.recipientId) ?? [];
        own.push(notice);
        waiting.set(notice.recipientId, own);
      }
      // Someone this run locked just after another run marked their notices has none left.
      const mailed = due.flatMap((recipient) => {
        const own = waiting.get(recipient.id) ?? [];
        if (!recipient.isMailed || own.length === 0) return [];
        return [{ recipient, shown: own.sort(newestFirst).slice(0, REVIEW_DIGEST_LISTED), own }];
      });
      // Only a client's lines link to the request they are about.
      const requestOf = await repository.requestsOf(
        tx,
        mailed.flatMap(({ recipient, shown }) =>
          recipient.role === 'Client' ? shown.map((notice) => notice.audioId) : [],
        ),
      );
      const digests: ReviewDigest[] = mailed.map(({ recipient, shown, own }) => ({
        recipient,
        lines: shown.map((notice) => ({
          summary: notice.summary,
          request: requestOf.get(notice.audioId),
        })),
        total: own.length,
      }));
      await mail.queueAll(
        tx,
        digests.map((digest) => reviewDigestMail(digest, publicUrl())),
      );
      await repository.markSent(
        tx,
        digests.map((digest) => digest.recipient.id),
        now,
      );
      return digests.length;
    });
  }

  return {
    sendDueDigests,

    /**
     * Marks what waits for these people told, without a mail: for history written in bulk (the
     * demo data), which happened before anyone was there to hear of it.
     */
    async dismissWaiting(recipientIds: string[]): Promise<void> {
      await repository.markDigested(db, recipientIds, clock.now());
    },

    /**
     * Every `intervalMs` (the requests worker's cadence, a minute), a digest run; 0 turns it off
     * (tests run it when they mean to). Returns a stop function for shutdown, which waits for a
     * run in flight.
     */
    startWorker(intervalMs: number): () => Promise<void> {
      if (intervalMs <= 0) return async () => {};
      return startPeriodicWorker({
        intervalMs,
        task: sendDueDigests,
        onError: (error) => log.error({ err: error }, 'review digest run failed'),
      });
    },
  };
}
export type ReviewDigestsService = ReturnType<typeof createReviewDigestsService>;
