import { and, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PaymentPurpose, PaymentState } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { accountMatches, listedAccountColumns, type ListedAccount } from '../../db/listed-account';
import {
  audioReviews,
  audios,
  paymentStateChanges,
  payments,
  users,
  webhookEvents,
  type NewPaymentRow,
  type PaymentRow,
} from '../../db/schema';
import type { PageWindow } from '../../lib/paging';

/** A payment with what its lists show beside it: the audio a licence is for, and the payer. */
export type PaymentInContext = {
  payment: PaymentRow;
  audioTitle: string | null;
  client: ListedAccount;
};

const inContext = { payment: payments, audioTitle: audios.title, client: listedAccountColumns };

/** Payments with their payer and, for a licence, its audio: the lists' one query. */
const selectInContext = (db: DbOrTx) =>
  db
    .select(inContext)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.clientId))
    .leftJoin(audioReviews, eq(audioReviews.id, payments.audioReviewId))
    .leftJoin(audios, eq(audios.id, audioReviews.audioId));

/** Every function takes the connection or transaction to run on. */
export const paymentsRepository = {
  async insert(db: DbOrTx, values: NewPaymentRow): Promise<PaymentRow> {
    const [row] = await db.insert(payments).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** A renewal charged by the provider; a second delivery of its invoice inserts nothing. */
  async insertUnlessKnown(db: DbOrTx, values: NewPaymentRow): Promise<PaymentRow | undefined> {
    const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** Locks the row: two events about one payment are applied one after the other. */
  async findForUpdate(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  },

  /**
   * Holds, until the transaction ends, a lock for one client's subscription checkouts, so two
   * requests for a checkout at the same moment are answered one after the other. A lock of its
   * own rather than the client's row: a webhook locks a payment, then updates that row.
   */
  async lockSubscriptionCheckouts(db: DbOrTx, clientId: string): Promise<void> {
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`subscription-checkout:${clientId}`}, 0))`,
    );
  },

  /** A client's pending subscription checkouts opened after `since`, newest first, locked. */
  async openSubscriptionCheckoutsForUpdate(
    db: DbOrTx,
    clientId: string,
    since: Date,
  ): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.clientId, clientId),
          eq(payments.purpose, 'subscription'),
          eq(payments.state, 'pending'),
          gt(payments.createdAt, since),
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .for('update');
  },

  async findById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row;
  },

  async findBySessionId(
    db: DbOrTx,
    sessionId: string,
  ): Promise<{ payment: PaymentRow; email: string } | undefined> {
    const [row] = await db
      .select({ payment: payments, email: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.clientId))
      .where(eq(payments.providerSessionId, sessionId));
    return row;
  },

  async update(db: DbOrTx, id: string, values: Partial<NewPaymentRow>): Promise<PaymentRow> {
    const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
    if (!row) throw new Error(`payment ${id} vanished`);
    return row;
  },

  /** The latest payment of each of these offers (licences read their checkout through it). */
  async latestOfOffers(db: DbOrTx, audioReviewIds: string[]): Promise<PaymentRow[]> {
    if (audioReviewIds.length === 0) return [];
    return db
      .selectDistinctOn([payments.audioReviewId])
      .from(payments)
      .where(inArray(payments.audioReviewId, audioReviewIds))
      .orderBy(payments.audioReviewId, desc(payments.createdAt), desc(payments.id));
  },

  /** A client's payments, newest first: their invoices. */
  async listOfClient(db: DbOrTx, clientId: string): Promise<PaymentInContext[]> {
    return selectInContext(db)
      .where(eq(payments.clientId, clientId))
      .orderBy(desc(payments.createdAt), desc(payments.id));
  },

  /** The admins' book: one page, newest first, by state and purpose, searched by payer. */
  async page(
    db: DbOrTx,
    filter: PageWindow & { state?: PaymentState; purpose?: PaymentPurpose; search?: string },
  ): Promise<{ rows: PaymentInContext[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.state) conditions.push(eq(payments.state, filter.state));
    if (filter.purpose) conditions.push(eq(payments.purpose, filter.purpose));
    if (filter.search) {
      const matches = accountMatches(filter.search);
      if (matches) conditions.push(matches);
    }
    const where = and(...conditions);
    const [rows, [totals]] = await Promise.all([
      selectInContext(db)
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .offset(filter.offset)
        .limit(filter.limit),
      db
        .select({ total: count() })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.clientId))
        .where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async recordChange(
    db: DbOrTx,
    change: {
      paymentId?: string;
      subscriptionId?: string;
      fromState: string | null;
      toState: string;
      providerEventId: string | null;
      at: Date;
    },
  ): Promise<void> {
    await db.insert(paymentStateChanges).values(change);
  },

  /**
   * Claims a provider event for this transaction. False when it was applied before: the caller
   * then changes nothing. A second delivery running at the same moment waits on the first's row.
   */
  async claimEvent(
    db: DbOrTx,
    event: { id: string; type: string; receivedAt: Date },
  ): Promise<boolean> {
    const inserted = await db
      .insert(webhookEvents)
      .values({ providerEventId: event.id, type: event.type, receivedAt: event.receivedAt })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.providerEventId });
    return inserted.length > 0;
  },
};
