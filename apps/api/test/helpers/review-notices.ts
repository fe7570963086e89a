import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '@cuebrief/shared';
import { reviewNotices, type ReviewNoticeKind, type ReviewNoticeRow } from '../../src/db/schema';
import { reviewNoticesRepository } from '../../src/modules/reviews/review-notices.repository';
import { mailTo } from './mail';

/** The subjects of the review digest, to a composer and to a client. */
export const REVIEW_DIGEST_SUBJECT =
  /^(News on your takes|\d+ updates on your takes|A new version for your request|\d+ new versions for your requests) on Cuebrief$/;

/**
 * A notice written as a change writes it (reviews.recordNotices, in the change's transaction),
 * for tests of the digest that need no route to cause it. A comment unless told.
 */
export async function recordNotice(
  app: FastifyInstance,
  notice: {
    recipientId: string;
    audioId: string;
    summary: string;
    createdAt: Date;
    kind?: ReviewNoticeKind;
  },
): Promise<void> {
  await reviewNoticesRepository.record(app.database.db, [{ kind: 'comment', ...notice }]);
}

/** Every notice of one person, oldest first. */
export async function noticesOf(
  app: FastifyInstance,
  recipientId: string,
): Promise<ReviewNoticeRow[]> {
  const rows = await app.database.db
    .select()
    .from(reviewNotices)
    .where(eq(reviewNotices.recipientId, recipientId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The review digests one address was sent, oldest first. */
export async function reviewDigestsTo(
  app: FastifyInstance,
  email: string,
): Promise<OutboxMessage[]> {
  const mails = await mailTo(app, email);
  return mails.filter((mail) => REVIEW_DIGEST_SUBJECT.test(mail.subject)).reverse();
}
