import {
  NOTIFICATION_UNREAD_CAP,
  type Notification,
  type NotificationKind,
  type NotificationParams,
  type NotificationsQuery,
  type NotificationsRead,
  type UnreadNotifications,
} from '@cuebrief/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ListWindow } from '../../lib/list-window';
import { presentNotification } from './notifications.presenter';
import { notificationsRepository as repository } from './notifications.repository';

/** A notification as the modules whose changes cause it write it. */
export type NewNotification = {
  recipientId: string;
  kind: NotificationKind;
  /** The title of what it is about, as it is now. */
  subject: string;
  params?: NotificationParams;
  requestId?: string | null;
  audioId?: string | null;
};

const notificationNotFound = () => new AppError('NOT_FOUND', 'There is no such notification.');

/**
 * The app's notifications (docs/contracts.md#notifications). Other modules write them beside the
 * mail of the same change, in its transaction (`record`), so they hold only what committed, once,
 * whichever instance made the change; people read their own, newest first, count the unread ones
 * (polled by every signed-in page) and mark them read. Nothing is kept in memory.
 */
export function createNotificationsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /** Writes notifications inside the caller's transaction: they exist only if the change does. */
    async record(tx: DbOrTx, notifications: NewNotification[]): Promise<void> {
      const createdAt = clock.now();
      await repository.insert(
        tx,
        notifications.map((notification) => ({
          ...notification,
          params: notification.params ?? {},
          createdAt,
        })),
      );
    },

    async list(viewer: UserRow, query: NotificationsQuery): Promise<ListWindow<Notification>> {
      const { rows, total } = await repository.window(db, viewer.id, query);
      return { items: rows.map(presentNotification), total };
    },

    async countUnread(viewer: UserRow): Promise<UnreadNotifications> {
      return { unread: await repository.countUnread(db, viewer.id, NOTIFICATION_UNREAD_CAP) };
    },

    /** One of the viewer's own notifications, read; anyone else's is 404 as an unknown id. */
    async markRead(viewer: UserRow, id: string): Promise<Notification> {
      const marked = await repository.markRead(db, viewer.id, id, clock.now());
      if (!marked) throw notificationNotFound();
      return presentNotification(marked);
    },

    async markAllRead(viewer: UserRow): Promise<NotificationsRead> {
      return { marked: await repository.markAllRead(db, viewer.id, clock.now()) };
    },

    /** Account removal: what the person was told goes with their data. */
    async removeAccountData(tx: DbOrTx, removed: UserRow): Promise<void> {
      await repository.deleteOf(tx, removed.id);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
