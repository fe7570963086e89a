import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestState } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { countedWindow } from '../../db/counted-window';
import { likePattern } from '../../db/like-pattern';
import { pageRows } from '../../db/page-rows';
import { isInStateAt } from '../../db/request-states';
import {
  audioReviews,
  audios,
  requests,
  submissions,
  users,
  type NewSubmissionRow,
  type RequestRow,
  type SubmissionRow,
} from '../../db/schema';
import type { PageWindow } from '../../lib/paging';

/**
 * The submissions module reads the requests (and their clients' agency names) it lists
 * alongside, in the same statement: a list filtered and ordered by its requests is one
 * set-based question, not one call per row.
 */
export type RequestLine = { request: RequestRow; agencyName: string | null };
export type SubmissionWithRequest = { submission: SubmissionRow } & RequestLine;
export type Composer = { id: string; firstName: string; lastName: string; email: string };
export type SubmissionInFull = SubmissionWithRequest & { composer: Composer };
export type SubmissionToClient = {
  submission: SubmissionRow;
  request: RequestRow;
  composer: Composer;
};

export type SubmissionFilter = PageWindow & {
  now: Date;
  search?: string;
  requestState?: RequestState;
  hasOffers?: boolean;
};

const clients = alias(users, 'clients');
const composers = alias(users, 'composers');

/** What the client who asked may see of a submission: only one with music in it. */
const hasAudio = sql`exists (select 1 from ${audios} where ${audios.submissionId} = ${submissions.id})`;

const hasOffer = sql`exists (
  select 1 from ${audioReviews} join ${audios} on ${audios.id} = ${audioReviews.audioId}
  where ${audios.submissionId} = ${submissions.id})`;

const newestFirst = [desc(submissions.createdAt), desc(submissions.id)];

/** Who sent a submission, as its lists name them. */
const composerColumns = {
  id: composers.id,
  firstName: composers.firstName,
  lastName: composers.lastName,
  email: composers.email,
};

function submissionsMatching(filter: SubmissionFilter): SQL | undefined {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  const requestIdsWhere = (where: SQL | undefined) =>
    inArray(submissions.requestId, sql`(select ${requests.id} from ${requests} where ${where})`);
  return and(
    // A submission without audio is a composer's unfinished form: nobody else lists it.
    hasAudio,
    pattern
      ? or(
          requestIdsWhere(ilike(requests.title, pattern)),
          inArray(
            submissions.composerId,
            sql`(select ${users.id} from ${users} where ${or(
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
              ilike(users.email, pattern),
            )})`,
          ),
        )
      : undefined,
    filter.requestState ? requestIdsWhere(isInStateAt(filter.requestState, filter.now)) : undefined,
    filter.hasOffers === undefined ? undefined : filter.hasOffers ? hasOffer : sql`not ${hasOffer}`,
  );
}

/** Every function takes the connection or transaction to run on. */
export const submissionsRepository = {
  async insert(db: DbOrTx, values: NewSubmissionRow): Promise<SubmissionRow> {
    const [row] = await db.insert(submissions).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /**
   * The composer's unfinished submission to a request (its form sent, no audio yet), newest
   * first, inside a transaction that holds the composer's lock on that request: two sends of
   * the form at once find or make the same one.
   */
  async lockUnfinished(
    tx: DbOrTx,
    composerId: string,
    requestId: string,
  ): Promise<SubmissionRow | undefined> {
    const key = `submission:${composerId}:${requestId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [row] = await tx
      .select()
      .from(submissions)
      .where(
        and(
          eq(submissions.composerId, composerId),
          eq(submissions.requestId, requestId),
          sql`not ${hasAudio}`,
        ),
      )
      .orderBy(...newestFirst)
      .limit(1);
    return row;
  },

  async update(db: DbOrTx, id: string, values: Partial<NewSubmissionRow>): Promise<SubmissionRow> {
    const [row] = await db
      .update(submissions)
      .set(values)
      .where(eq(submissions.id, id))
      .returning();
    if (!row) throw new Error('update found no row');
    return row;
  },

  /** Deletes a composer's own submission if it has no audio; says whether it did. */
  async deleteOwnUnfinished(db: DbOrTx, composerId: string, id: string): Promise<boolean> {
    const deleted = await db
      .delete(submissions)
      .where(
        and(eq(submissions.id, id), eq(submissions.composerId, composerId), sql`not ${hasAudio}`),
      )
      .returning({ id: submissions.id });
    return deleted.length > 0;
  },

  /** A composer's own submission: another composer's id finds nothing, as an unknown one does. */
  async findOwn(
    db: DbOrTx,
    composerId: string,
    id: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<SubmissionRow | undefined> {
    const query = db
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, id), eq(submissions.composerId, composerId)));
    const [row] = await (options.forUpdate ? query.for('update') : query);
    return row;
  },

  /**
   * One window of a composer's submissions (to one request when `requestId` is given), newest
   * first, each with its request, and how many there are in all.
   */
  async listOfComposer(
    db: DbOrTx,
    composerId: string,
    scope: { requestId?: string },
    window: PageWindow,
  ): Promise<{ rows: SubmissionWithRequest[]; total: number }> {
    const where = and(
      eq(submissions.composerId, composerId),
      scope.requestId ? eq(submissions.requestId, scope.requestId) : undefined,
    );
    return countedWindow(
      db
        .select({
          submission: submissions,
          request: requests,
          agencyName: clients.clientAgencyName,
        })
        .from(submissions)
        .innerJoin(requests, eq(requests.id, submissions.requestId))
        .innerJoin(clients, eq(clients.id, requests.clientId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(window.limit)
        .offset(window.offset),
      db.select({ total: count() }).from(submissions).where(where),
    );
  },

  /**
   * One window of the submissions with audio to a client's requests (to one of them when
   * `requestId` is given), newest first, and how many there are in all.
   */
  async listToClient(
    db: DbOrTx,
    clientId: string,
    scope: { requestId?: string },
    window: PageWindow,
  ): Promise<{ rows: SubmissionToClient[]; total: number }> {
    const where = and(
      eq(requests.clientId, clientId),
      scope.requestId ? eq(submissions.requestId, scope.requestId) : undefined,
      hasAudio,
    );
    return countedWindow(
      db
        .select({
          submission: submissions,
          request: requests,
          composer: composerColumns,
        })
        .from(submissions)
        .innerJoin(requests, eq(requests.id, submissions.requestId))
        .innerJoin(composers, eq(composers.id, submissions.composerId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(window.limit)
        .offset(window.offset),
      db
        .select({ total: count() })
        .from(submissions)
        .innerJoin(requests, eq(requests.id, submissions.requestId))
        .where(where),
    );
  },

  /** One page of every submission, newest first, with how many match in all. */
  async page(
    db: DbOrTx,
    filter: SubmissionFilter,
  ): Promise<{ rows: SubmissionRow[]; total: number }> {
    return pageRows(
      db,
      submissions,
      { where: submissionsMatching(filter), orderBy: newestFirst },
      filter,
    );
  },

  /** The request and composer of each of the submissions named. */
  async findInFull(db: DbOrTx, ids: string[]): Promise<SubmissionInFull[]> {
    if (ids.length === 0) return [];
    return db
      .select({
        submission: submissions,
        request: requests,
        agencyName: clients.clientAgencyName,
        composer: composerColumns,
      })
      .from(submissions)
      .innerJoin(requests, eq(requests.id, submissions.requestId))
      .innerJoin(clients, eq(clients.id, requests.clientId))
      .innerJoin(composers, eq(composers.id, submissions.composerId))
      .where(inArray(submissions.id, ids));
  },

  /** For each request, how many of a composer's submissions to it a client can see. */
  async countVisibleOfComposer(
    db: DbOrTx,
    composerId: string,
  ): Promise<{ requestId: string; visible: number }[]> {
    return db
      .select({ requestId: submissions.requestId, visible: count() })
      .from(submissions)
      .where(and(eq(submissions.composerId, composerId), hasAudio))
      .groupBy(submissions.requestId);
  },

  /** The ids of every take of a composer's, over all their submissions. */
  async audioIdsOfComposer(db: DbOrTx, composerId: string): Promise<string[]> {
    const rows = await db
      .select({ id: audios.id })
      .from(audios)
      .innerJoin(submissions, eq(submissions.id, audios.submissionId))
      .where(eq(submissions.composerId, composerId));
    return rows.map((row) => row.id);
  },

  /** A composer's submissions that have no take (left); those with one stay. */
  async deleteEmptyOfComposer(db: DbOrTx, composerId: string): Promise<void> {
    await db
      .delete(submissions)
      .where(and(eq(submissions.composerId, composerId), sql`not ${hasAudio}`));
  },
};
