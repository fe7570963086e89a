import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { requests, users } from '../../db/schema';
import { isOpenAt } from '../../db/request-states';

/** One composer due a digest, with the newest of the requests it will list. */
export type DueDigest = {
  composer: { id: string; email: string; firstName: string };
  requests: { id: string; title: string; deadline: string; budgetCents: number }[];
  /** How many new requests there are in all; the mail lists only the newest few. */
  total: number;
};

/**
 * The new-request digests of composers (issue 4). They read and stamp the composer's row
 * directly, because "who is due and what is new for them" is one set-based question across
 * accounts and requests; the users module never needs to know about it.
 */
export const requestDigestsRepository = {
  /**
   * Every approved composer who opted in, was last mailed at least an hour ago (or never), and
   * for whom requests still open were created since that digest and since they were approved,
   * with the newest `listed` of those requests. One statement. The composers' rows are locked
   * until the transaction ends and rows another run holds are skipped, so two runs at once
   * (two processes) never mail one composer twice.
   */
  async claimDue(
    db: DbOrTx,
    options: { now: Date; lastSentBy: Date; listed: number },
  ): Promise<DueDigest[]> {
    const since = sql<Date>`greatest(
      coalesce(${users.lastRequestDigestAt}, '-infinity'::timestamptz),
      coalesce(${users.decidedAt}, ${users.createdAt})
    )`;
    const due = db.$with('due').as(
      db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          since: since.as('since'),
        })
        .from(users)
        .where(
          and(
            eq(users.role, 'Composer'),
            eq(users.status, 'approved'),
            isNull(users.deletedAt),
            eq(users.notifyNewRequests, true),
            or(
              isNull(users.lastRequestDigestAt),
              lte(users.lastRequestDigestAt, options.lastSentBy),
            ),
          ),
        )
        .for('update', { skipLocked: true }),
    );
    const newest = db
      .select({
        id: requests.id,
        title: requests.title,
        deadline: requests.deadline,
        budgetCents: requests.budgetCents,
        createdAt: requests.createdAt,
        // Counted before the limit applies: every new request, not only the listed ones.
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(requests)
      .where(and(isOpenAt(options.now), gt(requests.createdAt, due.since)))
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(options.listed)
      .as('newest');
    const rows = await db
      .with(due)
      .select({
        composerId: due.id,
        email: due.email,
        firstName: due.firstName,
        request: {
          id: newest.id,
          title: newest.title,
          deadline: newest.deadline,
          budgetCents: newest.budgetCents,
        },
        total: newest.total,
      })
      .from(due)
      .crossJoinLateral(newest)
      .orderBy(due.id, desc(newest.createdAt), desc(newest.id));

    const digests = new Map<string, DueDigest>();
    for (const row of rows) {
      const digest = digests.get(row.composerId) ?? {
        composer: { id: row.composerId, email: row.email, firstName: row.firstName },
        requests: [],
        total: row.total,
      };
      digest.requests.push(row.request);
      digests.set(row.composerId, digest);
    }
    return [...digests.values()];
  },

  /** The next digest lists only what is created after this, and comes an hour later at the earliest. */
  async markSent(db: DbOrTx, composerIds: string[], sentAt: Date): Promise<void> {
    if (composerIds.length === 0) return;
    await db
      .update(users)
      .set({ lastRequestDigestAt: sentAt })
      .where(inArray(users.id, composerIds));
  },
};
