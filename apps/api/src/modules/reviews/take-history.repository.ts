import { and, asc, count, desc, eq, inArray, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  audioListens,
  audioReviews,
  audios,
  licences,
  payments,
  requests,
  sharePlays,
  shortlistItems,
  submissions,
  takeComments,
  takeDecisions,
  users,
  type RequestRow,
  type TakeCommentRow,
  type TakeDecisionRow,
} from '../../db/schema';
import { namedPersonColumns, type NamedPerson } from './review-names';

/**
 * What happened to takes, read for many takes at once (a submissions page asks for hundreds):
 * one query per kind of row, whatever the number of takes. The rows belong to other modules
 * (versions and listens to audio, plays through share links to shortlists, offers, payments,
 * licences, requests); the timeline is a reading of them, so it reads them here rather than
 * asking each module take by take.
 */

export type VersionEvent = {
  id: string;
  takeId: string;
  version: number;
  title: string;
  versionNote: string | null;
  createdAt: Date;
  composer: NamedPerson;
};
export type ListenEvent = {
  audioId: string;
  takeId: string;
  version: number;
  listenedAt: Date;
  client: NamedPerson;
};
/** The first play of a version through one share link: who played it is never named. */
export type SharedPlayEvent = { audioId: string; takeId: string; version: number; playedAt: Date };
export type CommentWithAuthor = TakeCommentRow & { version: number; author: NamedPerson };
export type DecisionWithDecider = TakeDecisionRow & { version: number; decider: NamedPerson };
export type OfferEvent = {
  id: string;
  audioId: string;
  takeId: string;
  version: number;
  createdAt: Date;
  client: NamedPerson;
};
export type OfferPaymentEvent = { audioReviewId: string; createdAt: Date; paidAt: Date | null };
export type LicenceEvent = { audioId: string; takeId: string; version: number; issuedAt: Date };
export type RequestEnd = Pick<RequestRow, 'id' | 'state' | 'closedAt' | 'updatedAt'>;

/** The columns a comment is shown with: the row, its version and who wrote it. */
export const commentColumns = {
  comment: takeComments,
  version: audios.version,
  author: namedPersonColumns,
};

/** A row selected with `commentColumns`, as the module passes comments around. */
export const commentOf = (row: {
  comment: TakeCommentRow;
  version: number | null;
  author: NamedPerson;
}): CommentWithAuthor => ({ ...row.comment, version: row.version ?? 1, author: row.author });

const withVersion = <R extends { version: number | null }>(row: R): R & { version: number } => ({
  ...row,
  version: row.version ?? 1,
});

export const takeHistoryRepository = {
  /** Every version of the takes, oldest first, with its composer. */
  async versions(db: DbOrTx, takeIds: string[]): Promise<VersionEvent[]> {
    if (takeIds.length === 0) return [];
    const rows = await db
      .select({
        id: audios.id,
        takeId: audios.takeId,
        version: audios.version,
        title: audios.title,
        versionNote: audios.versionNote,
        createdAt: audios.createdAt,
        composer: namedPersonColumns,
      })
      .from(audios)
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(users, eq(users.id, submissions.composerId))
      .where(inArray(audios.takeId, takeIds))
      .orderBy(asc(audios.takeId), asc(audios.version));
    return rows.map((row) => ({ ...withVersion(row), takeId: row.takeId ?? row.id }));
  },

  /** The first listen of each version by the client of the request the take answers. */
  async listens(db: DbOrTx, takeIds: string[]): Promise<ListenEvent[]> {
    if (takeIds.length === 0) return [];
    const rows = await db
      .select({
        audioId: audioListens.audioId,
        takeId: audios.takeId,
        version: audios.version,
        listenedAt: audioListens.listenedAt,
        client: namedPersonColumns,
      })
      .from(audioListens)
      .innerJoin(audios, eq(audios.id, audioListens.audioId))
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(
        requests,
        and(eq(requests.id, submissions.requestId), eq(requests.clientId, audioListens.clientId)),
      )
      .innerJoin(users, eq(users.id, audioListens.clientId))
      .where(inArray(audios.takeId, takeIds));
    return rows.map((row) => ({ ...withVersion(row), takeId: row.takeId ?? row.audioId }));
  },

  /**
   * The first play of each version through each share link (docs/contracts.md#the-recipients-page):
   * one event per link and version, so a recipient replaying it adds nothing.
   */
  async sharedPlays(db: DbOrTx, takeIds: string[]): Promise<SharedPlayEvent[]> {
    if (takeIds.length === 0) return [];
    const rows = await db
      .select({
        audioId: audios.id,
        takeId: audios.takeId,
        version: audios.version,
        playedAt: min(sharePlays.startedAt),
      })
      .from(sharePlays)
      .innerJoin(shortlistItems, eq(shortlistItems.id, sharePlays.itemId))
      .innerJoin(audios, eq(audios.id, shortlistItems.audioId))
      .where(inArray(audios.takeId, takeIds))
      .groupBy(sharePlays.linkId, audios.id);
    return rows.flatMap((row) =>
      row.playedAt
        ? [{ ...withVersion(row), takeId: row.takeId ?? row.audioId, playedAt: row.playedAt }]
        : [],
    );
  },

  /** Every comment on the takes, in the order written, with its version and author. */
  async comments(db: DbOrTx, takeIds: string[]): Promise<CommentWithAuthor[]> {
    if (takeIds.length === 0) return [];
    const rows = await db
      .select(commentColumns)
      .from(takeComments)
      .innerJoin(audios, eq(audios.id, takeComments.audioId))
      .innerJoin(users, eq(users.id, takeComments.authorId))
      .where(inArray(takeComments.takeId, takeIds))
      .orderBy(asc(takeComments.createdAt), asc(takeComments.id));
    return rows.map(commentOf);
  },

  /** Each take's newest comment: all a summary's latest event needs of them. */
  async latestComments(db: DbOrTx, takeIds: string[]): Promise<CommentWithAuthor[]> {
    if (takeIds.length === 0) return [];
    const rows = await db
      .selectDistinctOn([takeComments.takeId], commentColumns)
      .from(takeComments)
      .innerJoin(audios, eq(audios.id, takeComments.audioId))
      .innerJoin(users, eq(users.id, takeComments.authorId))
      .where(inArray(takeComments.takeId, takeIds))
      .orderBy(takeComments.takeId, desc(takeComments.createdAt), desc(takeComments.id));
    return rows.map(commentOf);
  },

  /** How many comments (replies included) each take has; a take without any is missing. */
  async commentCounts(db: DbOrTx, takeIds: string[]): Promise<Map<string, number>> {
    if (takeIds.length === 0) return new Map();
    const rows = await db
      .select({ takeId: takeComments.takeId, n: count() })
      .from(takeComments)
      .where(inArray(takeComments.takeId, takeIds))
      .groupBy(takeComments.takeId);
    return new Map(rows.map((row) => [row.takeId, row.n]));
  },

  /** Every decision on the takes, oldest first, with its version and who decided. */
  async decisions(db: DbOrTx, takeIds: string[]): Promise<DecisionWithDecider[]> {
    if (takeIds.length === 0) return [];
    const rows = await db
      .select({ decision: takeDecisions, version: audios.version, decider: namedPersonColumns })
      .from(takeDecisions)
      .innerJoin(audios, eq(audios.id, takeDecisions.audioId))
      .innerJoin(users, eq(users.id, takeDecisions.decidedBy))
      .where(inArray(takeDecisions.takeId, takeIds))
      .orderBy(asc(takeDecisions.createdAt), asc(takeDecisions.id));
    return rows.map(({ decision, ...row }) => withVersion({ ...decision, ...row }));
  },

  /** The offers the request's client made on the takes' versions (no price: nobody needs it here). */
  async offers(db: DbOrTx, takeIds: string[]): Promise<OfferEvent[]> {
    if (takeIds.length === 0) return [];
    const rows = await db
      .select({
        id: audioReviews.id,
        audioId: audioReviews.audioId,
        takeId: audios.takeId,
        version: audios.version,
        createdAt: audioReviews.createdAt,
        client: namedPersonColumns,
      })
      .from(audioReviews)
      .innerJoin(audios, eq(audios.id, audioReviews.audioId))
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(
        requests,
        and(eq(requests.id, submissions.requestId), eq(requests.clientId, audioReviews.clientId)),
      )
      .innerJoin(users, eq(users.id, audioReviews.clientId))
      .where(inArray(audios.takeId, takeIds));
    return rows.map((row) => ({ ...withVersion(row), takeId: row.takeId ?? row.audioId }));
  },

  /**
   * The licence checkouts of the offers: each is started when an admin accepts the offer
   * (docs/contracts.md#offers), and paid, when it is, at `paidAt`.
   */
  async offerPayments(db: DbOrTx, offerIds: string[]): Promise<OfferPaymentEvent[]> {
    if (offerIds.length === 0) return [];
    const rows = await db
      .select({
        audioReviewId: payments.audioReviewId,
        createdAt: payments.createdAt,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .where(and(eq(payments.purpose, 'licence'), inArray(payments.audioReviewId, offerIds)));
    return rows.flatMap((row) =>
      row.audioReviewId ? [{ ...row, audioReviewId: row.audioReviewId }] : [],
    );
  },

  /** The licences issued on the takes' versions (they outlive the offers they answered). */
  async licences(db: DbOrTx, takeIds: string[]): Promise<LicenceEvent[]> {
    if (takeIds.length === 0) return [];
    const rows = await db
      .select({
        audioId: audios.id,
        takeId: audios.takeId,
        version: audios.version,
        issuedAt: licences.issuedAt,
      })
      .from(licences)
      .innerJoin(audios, eq(audios.id, licences.audioId))
      .where(inArray(audios.takeId, takeIds));
    return rows.map((row) => ({ ...withVersion(row), takeId: row.takeId ?? row.audioId }));
  },

  /** How the requests stand: whether and when they ended. */
  async requestEnds(db: DbOrTx, requestIds: string[]): Promise<RequestEnd[]> {
    if (requestIds.length === 0) return [];
    return db
      .select({
        id: requests.id,
        state: requests.state,
        closedAt: requests.closedAt,
        updatedAt: requests.updatedAt,
      })
      .from(requests)
      .where(inArray(requests.id, [...new Set(requestIds)]));
  },
};
