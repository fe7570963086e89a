import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Role } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { audios, requests, reviewNotices, submissions, users } from '../../db/schema';

/** Someone with review notices waiting, locked for this run of the digest. */
export type ReviewDigestRecipient = {
  id: string;
  email: string;
  firstName: string;
  role: Role;
  /** Approved, not removed, opted in, and a composer or client: gets a mail. */
  isMailed: boolean;
};

/** A notice this run marked digested. */
export type DigestedNotice = {
  id: string;
  recipientId: string;
  audioId: string;
  summary: string;
  createdAt: Date;
};

/** The request a take answers, for the client's link to its submissions page. */
export type NoticeRequest = { id: string; title: string };

/**
 * The review digests (docs/contracts.md#review-digests). They read and stamp people's rows
 * directly, as the new-request digests do: "who is due and what waits for them" is one question
 * across accounts and notices, which the users module never needs to know about.
 */
export const reviewDigestsRepository = {
  /**
   * Everyone with undigested notices who is due: mailed ones whose last review digest went at
   * `lastSentBy` or before (or never), and at any time those who get no mail (opted out, removed,
   * not approved), whose notices are only marked. Their rows stay locked until the transaction
   * ends and rows another run holds are skipped, so two runs at once (two instances) never take
   * one person; a run that locks a row just released re-reads it and finds it stamped.
   */
  async claimDue(db: DbOrTx, options: { lastSentBy: Date }): Promise<ReviewDigestRecipient[]> {
    const isMailed = and(
      eq(users.status, 'approved'),
      isNull(users.deletedAt),
      eq(users.notifyReviewActivity, true),
      inArray(users.role, ['Composer', 'Client']),
    );
    const waiting = db
      .selectDistinct({ recipientId: reviewNotices.recipientId })
      .from(reviewNotices)
      .where(isNull(reviewNotices.digestedAt));
    return db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        role: users.role,
        isMailed: sql<boolean>`coalesce(${isMailed}, false)`,
      })
      .from(users)
      .where(
        and(
          inArray(users.id, waiting),
          or(
            sql`not coalesce(${isMailed}, false)`,
            isNull(users.lastReviewDigestAt),
            lte(users.lastReviewDigestAt, options.lastSentBy),
          ),
        ),
      )
      .for('update', { skipLocked: true });
  },

  /**
   * Marks every waiting notice of these people digested and returns exactly those: one
   * statement, so a notice committed while the run goes is either in this digest or waits for
   * the next, never marked without being mailed.
   */
  async markDigested(
    db: DbOrTx,
    recipientIds: string[],
    digestedAt: Date,
  ): Promise<DigestedNotice[]> {
    if (recipientIds.length === 0) return [];
    return db
      .update(reviewNotices)
      .set({ digestedAt })
      .where(
        and(inArray(reviewNotices.recipientId, recipientIds), isNull(reviewNotices.digestedAt)),
      )
      .returning({
        id: reviewNotices.id,
        recipientId: reviewNotices.recipientId,
        audioId: reviewNotices.audioId,
        summary: reviewNotices.summary,
        createdAt: reviewNotices.createdAt,
      });
  },

  /** The request each of these takes answers; audios that are no take are left out. */
  async requestsOf(db: DbOrTx, audioIds: string[]): Promise<Map<string, NoticeRequest>> {
    if (audioIds.length === 0) return new Map();
    const rows = await db
      .select({ audioId: audios.id, id: requests.id, title: requests.title })
      .from(audios)
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(requests, eq(requests.id, submissions.requestId))
      .where(inArray(audios.id, [...new Set(audioIds)]));
    return new Map(rows.map(({ audioId, ...request }) => [audioId, request]));
  },

  /** The next digest comes an hour after this at the earliest. */
  async markSent(db: DbOrTx, recipientIds: string[], sentAt: Date): Promise<void> {
    if (recipientIds.length === 0) return;
    await db
      .update(users)
      .set({ lastReviewDigestAt: sentAt })
      .where(inArray(users.id, recipientIds));
  },
};
