import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions, type NewSubscriptionRow, type SubscriptionRow } from '../../db/schema';
import { ACCESS_STATES } from './subscription-states';

/** Every function takes the connection or transaction to run on. */
export const subscriptionsRepository = {
  async insert(db: DbOrTx, values: NewSubscriptionRow): Promise<SubscriptionRow> {
    const [row] = await db.insert(subscriptions).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Locks the row, so events about one subscription apply one after the other. */
  async findByProviderIdForUpdate(
    db: DbOrTx,
    providerSubscriptionId: string,
  ): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
      .for('update');
    return row;
  },

  async update(
    db: DbOrTx,
    id: string,
    values: Partial<NewSubscriptionRow>,
  ): Promise<SubscriptionRow> {
    const [row] = await db
      .update(subscriptions)
      .set(values)
      .where(eq(subscriptions.id, id))
      .returning();
    if (!row) throw new Error(`subscription ${id} vanished`);
    return row;
  },

  /** A client's latest subscription: the one their plan shows. */
  async findLatestOfClient(db: DbOrTx, clientId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.clientId, clientId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(1);
    return row;
  },

  /** A client's subscriptions the provider still renews (or still tries to charge). */
  async listRenewingOfClient(db: DbOrTx, clientId: string): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.clientId, clientId),
          inArray(subscriptions.state, ['active', 'past_due']),
        ),
      )
      .for('update');
  },

  /** The end of the time a client has paid for: what their profile's access follows. */
  async paidThrough(db: DbOrTx, clientId: string): Promise<Date | null> {
    const [row] = await db
      .select({ end: max(subscriptions.currentPeriodEnd) })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.clientId, clientId), inArray(subscriptions.state, ACCESS_STATES)),
      );
    return row?.end ?? null;
  },
};
