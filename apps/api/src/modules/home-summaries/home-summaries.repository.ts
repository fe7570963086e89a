import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { HOME_LIST_SIZE, HOME_TAKES_READ } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { isOpenAt } from '../../db/request-states';
import {
  audioListens,
  audioReviews,
  audios,
  payments,
  requests,
  submissions,
  takeComments,
  takeDecisions,
  users,
} from '../../db/schema';

/** A take's latest version: no later version of the same take exists. */
const isLatestVersion = sql`not exists (
  select 1 from ${audios} later
  where later.take_id = ${audios.takeId} and later.version > ${audios.version}
)`;

/**
 * What the roles' homes count and list (docs/contracts.md#homes). It reads other modules'
 * tables directly, as the digests do: "what waits for this person" is one question across
 * requests, takes, listens, decisions, offers and payments, answered in a few grouped queries
 * that none of those modules needs for itself. Every list is cut at HOME_LIST_SIZE in SQL.
 */
export const homeSummariesRepository = {
  /** The client's requests taking submissions at `now`: how many, and the nearest deadline. */
  async activeRequestsOf(db: DbOrTx, clientId: string, now: Date) {
    const isActive = and(eq(requests.clientId, clientId), isOpenAt(now));
    const [totals, nearest] = await Promise.all([
      db.select({ count: count() }).from(requests).where(isActive),
      db
        .select({ id: requests.id, title: requests.title, deadline: requests.deadline })
        .from(requests)
        .where(isActive)
        .orderBy(asc(requests.closesAt), asc(requests.id))
        .limit(1),
    ]);
    return { count: totals[0]?.count ?? 0, nearest: nearest[0] ?? null };
  },

  /**
   * The client's requests with takes new to them (latest version unplayed by them, no decision
   * on the take), the latest upload first, with the number over all of them.
   */
  async requestsWithNewTakes(db: DbOrTx, clientId: string) {
    const rows = await db
      .select({
        id: requests.id,
        title: requests.title,
        newTakes: count(),
        latestAt: sql<Date>`max(${audios.createdAt})`.mapWith((value: string | Date) =>
          value instanceof Date ? value : new Date(value),
        ),
        // Over every group, before the limit: the takes of all requests, not only those listed.
        total: sql<number>`sum(count(*)) over ()`.mapWith(Number),
      })
      .from(audios)
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(requests, eq(requests.id, submissions.requestId))
      .where(
        and(
          eq(requests.clientId, clientId),
          isLatestVersion,
          sql`not exists (select 1 from ${audioListens} where ${audioListens.audioId} = ${audios.id} and ${audioListens.clientId} = ${clientId})`,
          sql`not exists (select 1 from ${takeDecisions} where ${takeDecisions.takeId} = ${audios.takeId})`,
        ),
      )
      .groupBy(requests.id, requests.title)
      .orderBy(sql`max(${audios.createdAt}) desc`, desc(requests.id))
      .limit(HOME_LIST_SIZE);
    return { total: rows[0]?.total ?? 0, requests: rows };
  },

  /**
   * The client's accepted offers whose latest checkout is still open (pending with an address),
   * newest first, with how many there are.
   */
  async offersToPay(db: DbOrTx, clientId: string) {
    const latestPayment = db
      .selectDistinctOn([payments.audioReviewId], {
        audioReviewId: payments.audioReviewId,
        state: payments.state,
        checkoutUrl: payments.checkoutUrl,
      })
      .from(payments)
      .where(eq(payments.clientId, clientId))
      .orderBy(payments.audioReviewId, desc(payments.createdAt), desc(payments.id))
      .as('latest_payment');
    const rows = await db
      .select({
        id: audioReviews.id,
        audioId: audios.id,
        audioTitle: audios.title,
        requestId: requests.id,
        requestTitle: requests.title,
        priceCents: audioReviews.priceCents,
        checkoutUrl: sql<string>`${latestPayment.checkoutUrl}`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(audioReviews)
      .innerJoin(latestPayment, eq(latestPayment.audioReviewId, audioReviews.id))
      .innerJoin(audios, eq(audios.id, audioReviews.audioId))
      .leftJoin(submissions, eq(submissions.id, audios.submissionId))
      .leftJoin(requests, eq(requests.id, submissions.requestId))
      .where(
        and(
          eq(audioReviews.clientId, clientId),
          eq(audioReviews.state, 'accepted'),
          eq(latestPayment.state, 'pending'),
          sql`${latestPayment.checkoutUrl} is not null`,
        ),
      )
      .orderBy(desc(audioReviews.updatedAt), desc(audioReviews.id))
      .limit(HOME_LIST_SIZE);
    return { count: rows[0]?.total ?? 0, rows };
  },

  /** The composer's newest takes (their latest versions), at most HOME_TAKES_READ. */
  newestTakesOf(db: DbOrTx, composerId: string) {
    return db
      .select({
        takeId: sql<string>`${audios.takeId}`,
        audioId: audios.id,
        title: audios.title,
        version: sql<number>`${audios.version}`,
        requestId: requests.id,
        requestTitle: requests.title,
      })
      .from(audios)
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(requests, eq(requests.id, submissions.requestId))
      .where(and(eq(submissions.composerId, composerId), isLatestVersion))
      .orderBy(desc(audios.createdAt), desc(audios.id))
      .limit(HOME_TAKES_READ);
  },

  /**
   * Threads someone else (the client, an admin) started on the composer's takes and the composer
   * has not replied to, newest first, with how many there are.
   */
  async threadsAwaitingReply(db: DbOrTx, composerId: string) {
    const rows = await db
      .select({
        id: takeComments.id,
        audioId: takeComments.audioId,
        takeTitle: audios.title,
        requestId: requests.id,
        requestTitle: requests.title,
        body: takeComments.body,
        createdAt: takeComments.createdAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(takeComments)
      .innerJoin(audios, eq(audios.id, takeComments.audioId))
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .innerJoin(requests, eq(requests.id, submissions.requestId))
      .where(
        and(
          eq(submissions.composerId, composerId),
          isNull(takeComments.parentId),
          sql`${takeComments.authorRole} <> 'composer'`,
          sql`not exists (
            select 1 from ${takeComments} reply
            where reply.parent_id = ${takeComments.id} and reply.author_role = 'composer'
          )`,
        ),
      )
      .orderBy(desc(takeComments.createdAt), desc(takeComments.id))
      .limit(HOME_LIST_SIZE);
    return { count: rows[0]?.total ?? 0, rows };
  },

  /** Sign-ups waiting for an admin, by role. */
  async pendingSignUps(db: DbOrTx) {
    const rows = await db
      .select({ role: users.role, count: count() })
      .from(users)
      .where(and(eq(users.status, 'pending'), isNull(users.deletedAt)))
      .groupBy(users.role);
    const of = (role: string) => rows.find((row) => row.role === role)?.count ?? 0;
    return { composers: of('Composer'), clients: of('Client') };
  },

  /** Offers no admin has answered yet. */
  async offersToAnswer(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ count: count() })
      .from(audioReviews)
      .where(eq(audioReviews.state, 'offered'));
    return row?.count ?? 0;
  },
};
