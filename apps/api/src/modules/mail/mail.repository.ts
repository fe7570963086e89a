import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageRows } from '../../db/page-rows';
import type { PageWindow } from '../../lib/paging';
import { outbox, type OutboxRow } from '../../db/schema';
import type { MailMessage } from './mail.types';

export const mailRepository = {
  /** Writes the messages with one statement. */
  async insert(db: DbOrTx, messages: MailMessage[], now: Date): Promise<void> {
    if (messages.length === 0) return;
    await db.insert(outbox).values(
      messages.map((message) => ({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
  },

  /**
   * Takes up to `limit` due messages and leases them until `leaseUntil`, so a second worker
   * skips them; a worker that dies mid-send leaves them to be retried when the lease ends.
   */
  async claimDue(db: DbOrTx, asOf: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, asOf)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ nextAttemptAt: leaseUntil })
      .where(inArray(outbox.id, due))
      .returning();
  },

  /**
   * Gives back the messages of a lease ending at `leaseUntil` that were not sent (a shutdown),
   * due again at `dueAt`. A message whose lease ran out and was claimed again is left alone.
   */
  async release(db: DbOrTx, ids: string[], leaseUntil: Date, dueAt: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(outbox)
      .set({ nextAttemptAt: dueAt })
      .where(
        and(
          inArray(outbox.id, ids),
          eq(outbox.status, 'pending'),
          eq(outbox.nextAttemptAt, leaseUntil),
        ),
      );
  },

  /** How many messages wait to be sent (for the metrics; the due index answers it). */
  async countPending(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(outbox)
      .where(eq(outbox.status, 'pending'));
    return row?.count ?? 0;
  },

  async markSent(db: DbOrTx, id: string, sentAt: Date): Promise<void> {
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt, attempts: sql`${outbox.attempts} + 1`, lastError: null })
      .where(eq(outbox.id, id));
  },

  async markFailed(db: DbOrTx, id: string, nextAttemptAt: Date, error: string): Promise<void> {
    await db
      .update(outbox)
      .set({ nextAttemptAt, lastError: error, attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, id));
  },

  /** Every message, newest first. */
  async page(db: DbOrTx, window: PageWindow): Promise<{ rows: OutboxRow[]; total: number }> {
    const orderBy = [desc(outbox.createdAt), desc(outbox.id)];
    return pageRows(db, outbox, { where: undefined, orderBy }, window);
  },
};
