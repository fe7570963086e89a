import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  min,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { RequestState } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { endedState, isInStateAt, isOpenAt, isStoredOpen } from '../../db/request-states';
import type { PageWindow } from '../../lib/paging';
import { requests, users, type NewRequestRow, type RequestRow } from '../../db/schema';

export type OpenRequestFilter = PageWindow & {
  now: Date;
  genre?: string;
  mood?: string;
  category?: string;
  tempoMin?: number;
  tempoMax?: number;
  /** The end of the last deadline day wanted: a deadline is a day, so this is a closes_at bound. */
  closesBy?: Date;
  search?: string;
};

/** A request with the name of its client's agency: all a composer learns about who asks. */
export type RequestWithAgency = { request: RequestRow; agencyName: string | null };

function openRequestsMatching(filter: OpenRequestFilter): SQL | undefined {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  return and(
    isOpenAt(filter.now),
    filter.genre ? arrayContains(requests.genre, [filter.genre]) : undefined,
    filter.mood ? arrayContains(requests.mood, [filter.mood]) : undefined,
    filter.category ? arrayContains(requests.category, [filter.category]) : undefined,
    // Ranges overlap when each starts before the other ends.
    filter.tempoMin !== undefined ? gte(requests.tempoMax, filter.tempoMin) : undefined,
    filter.tempoMax !== undefined ? lte(requests.tempoMin, filter.tempoMax) : undefined,
    filter.closesBy ? lte(requests.closesAt, filter.closesBy) : undefined,
    pattern
      ? or(
          ilike(requests.title, pattern),
          ilike(requests.brief, pattern),
          ilike(sql`array_to_string(${requests.keywords}, ' ')`, pattern),
        )
      : undefined,
  );
}

const withAgency = { request: requests, agencyName: users.clientAgencyName };
const newestFirst = [desc(requests.createdAt), desc(requests.id)];

/**
 * The two statements of a page of the composers' list, not yet run: its rows and the count of
 * all that match. The benchmark runs them under EXPLAIN to show the plan.
 */
export function openPageStatements(db: DbOrTx, filter: OpenRequestFilter) {
  const where = openRequestsMatching(filter);
  return {
    rows: db
      .select(withAgency)
      .from(requests)
      .innerJoin(users, eq(users.id, requests.clientId))
      .where(where)
      .orderBy(...newestFirst)
      .offset(filter.offset)
      .limit(filter.limit),
    // With the count, when the first of the counted requests closes: the page holds until then.
    total: db
      .select({ total: count(), nextClosesAt: min(requests.closesAt) })
      .from(requests)
      .where(where),
  };
}

/** Every function takes the connection or transaction to run on. */
export const requestsRepository = {
  async insert(db: DbOrTx, values: NewRequestRow): Promise<RequestRow> {
    const [row] = await db.insert(requests).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Many at once, in one statement (demo data, benchmarks, tests). */
  async insertMany(db: DbOrTx, values: NewRequestRow[]): Promise<void> {
    if (values.length > 0) await db.insert(requests).values(values);
  },

  async update(db: DbOrTx, id: string, values: Partial<NewRequestRow>): Promise<RequestRow> {
    const [row] = await db.update(requests).set(values).where(eq(requests.id, id)).returning();
    if (!row) throw new Error('update found no row');
    return row;
  },

  /**
   * An audio submitted to it was licensed at `at` (decision 013): the first licence is kept. An
   * open brief stays open (agencies license alternates); one that had ended is fulfilled now,
   * keeping the time it closed.
   */
  async markLicensed(db: DbOrTx, id: string, at: Date): Promise<void> {
    const hasEnded = sql`(${requests.state} <> 'open' or ${requests.closesAt} <= ${at})`;
    await db
      .update(requests)
      .set({
        licensedAt: sql`coalesce(${requests.licensedAt}, ${at})`,
        state: sql`case when ${hasEnded} then 'fulfilled' else ${requests.state} end`,
        closedAt: sql`coalesce(${requests.closedAt}, case when ${hasEnded} then ${at}::timestamptz end)`,
        updatedAt: at,
      })
      .where(eq(requests.id, id));
  },

  /** A client's own request: another client's id finds nothing, as an unknown one does. */
  async findOwn(
    db: DbOrTx,
    clientId: string,
    id: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<RequestRow | undefined> {
    const query = db
      .select()
      .from(requests)
      .where(and(eq(requests.id, id), eq(requests.clientId, clientId)));
    const [row] = await (options.forUpdate ? query.for('update') : query);
    return row;
  },

  /** A client's requests, newest first, optionally only those in one state at `now`. */
  async listOwn(
    db: DbOrTx,
    clientId: string,
    filter: { now: Date; state?: RequestState },
  ): Promise<RequestRow[]> {
    return db
      .select()
      .from(requests)
      .where(
        and(
          eq(requests.clientId, clientId),
          filter.state ? isInStateAt(filter.state, filter.now) : undefined,
        ),
      )
      .orderBy(...newestFirst);
  },

  /** One page of the requests open at `filter.now` that match the filters, newest first. */
  async pageOpen(
    db: DbOrTx,
    filter: OpenRequestFilter,
  ): Promise<{ rows: RequestWithAgency[]; total: number; nextClosesAt: Date | null }> {
    const statements = openPageStatements(db, filter);
    const [rows, [totals]] = await Promise.all([statements.rows, statements.total]);
    return { rows, total: totals?.total ?? 0, nextClosesAt: totals?.nextClosesAt ?? null };
  },

  /** A request open at `now`, with its agency; a closed or unknown one finds nothing. */
  async findOpen(db: DbOrTx, id: string, now: Date): Promise<RequestWithAgency | undefined> {
    const [row] = await db
      .select(withAgency)
      .from(requests)
      .innerJoin(users, eq(users.id, requests.clientId))
      .where(and(eq(requests.id, id), isOpenAt(now)));
    return row;
  },

  /** A request in any state, with its agency; an unknown one finds nothing. */
  async findWithAgency(db: DbOrTx, id: string): Promise<RequestWithAgency | undefined> {
    const [row] = await db
      .select(withAgency)
      .from(requests)
      .innerJoin(users, eq(users.id, requests.clientId))
      .where(eq(requests.id, id));
    return row;
  },

  /** Adds `delta` to each request's count of the submissions its client can see. */
  async addToSubmissionsCounts(
    db: DbOrTx,
    changes: { requestId: string; delta: number }[],
  ): Promise<void> {
    for (const { requestId, delta } of changes) {
      if (delta === 0) continue;
      await db
        .update(requests)
        .set({ submissionsCount: sql`${requests.submissionsCount} + ${delta}` })
        .where(eq(requests.id, requestId));
    }
  },

  /**
   * Stores `closed` for up to `limit` requests whose deadline day has passed, and says how many.
   * Nothing depends on it (the clock already shows them closed); it keeps the `state = 'open'`
   * indexes to the requests that are open, so the composers' list does not grow slower with
   * every request that ever was. `closed_at` stays empty: their client did not close them.
   */
  async storeClosedPastDeadline(db: DbOrTx, now: Date, limit: number): Promise<number> {
    const passed = db
      .select({ id: requests.id })
      .from(requests)
      .where(and(isStoredOpen, lte(requests.closesAt, now)))
      .limit(limit);
    // The state again on the row updated: an instance doing the same at once waits for this
    // one's row locks, then finds the rows closed and leaves them (the subquery alone is not
    // checked again), so each request is stored closed once.
    const closed = await db
      .update(requests)
      .set({ state: endedState, updatedAt: now })
      .where(and(inArray(requests.id, passed), isStoredOpen))
      .returning({ id: requests.id });
    return closed.length;
  },

  /**
   * Account removal (docs/contracts.md#account-removal): the client's open requests close, and
   * every request of theirs forgets the contact it named. The briefs stay for the composers who
   * submitted.
   */
  async closeAndAnonymiseOfClient(db: DbOrTx, clientId: string, now: Date): Promise<void> {
    await db
      .update(requests)
      .set({ state: endedState, closedAt: now, updatedAt: now })
      .where(and(eq(requests.clientId, clientId), isOpenAt(now)));
    await db
      .update(requests)
      .set({ name: 'Removed account', email: '', phone: null })
      .where(eq(requests.clientId, clientId));
  },
};
