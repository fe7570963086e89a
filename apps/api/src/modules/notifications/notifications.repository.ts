import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, type NewNotificationRow, type NotificationRow } from '../../db/schema';

const ofRecipient = (recipientId: string) => eq(notifications.recipientId, recipientId);
const unreadOf = (recipientId: string) =>
  and(ofRecipient(recipientId), isNull(notifications.readAt));

/** The notifications table; only this module's service reaches it. */
export const notificationsRepository = {
  async insert(tx: DbOrTx, rows: NewNotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.insert(notifications).values(rows);
  },

  /** One window of a person's notifications, newest first, and how many they have in all. */
  async window(
    db: DbOrTx,
    recipientId: string,
    window: { limit: number; offset: number },
  ): Promise<{ rows: NotificationRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(ofRecipient(recipientId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ total: count() }).from(notifications).where(ofRecipient(recipientId)),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /**
   * How many are unread, counting no further than `cap`: the partial index of unread rows
   * answers it, and a long backlog costs no more than `cap` entries.
   */
  async countUnread(db: DbOrTx, recipientId: string, cap: number): Promise<number> {
    const capped = db
      .select({ one: sql`1` })
      .from(notifications)
      .where(unreadOf(recipientId))
      .limit(cap)
      .as('capped');
    const [row] = await db.select({ unread: count() }).from(capped);
    return row?.unread ?? 0;
  },

  /** Marks one of the person's notifications read (once); undefined when it is not theirs. */
  async markRead(
    db: DbOrTx,
    recipientId: string,
    id: string,
    at: Date,
  ): Promise<NotificationRow | undefined> {
    const [marked] = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(notifications.id, id), ofRecipient(recipientId)))
      .returning();
    return marked;
  },

  /** Marks every unread notification of the person read; answers how many were. */
  async markAllRead(db: DbOrTx, recipientId: string, at: Date): Promise<number> {
    const marked = await db
      .update(notifications)
      .set({ readAt: at })
      .where(unreadOf(recipientId))
      .returning({ id: notifications.id });
    return marked.length;
  },

  async deleteOf(tx: DbOrTx, recipientId: string): Promise<void> {
    await tx.delete(notifications).where(ofRecipient(recipientId));
  },
};
