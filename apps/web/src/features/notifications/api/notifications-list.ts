import type { Notification } from '@cuebrief/shared';
import { useWindowedList } from '../../../lib/window-query';
import { NOTIFICATIONS_KEY, NOTIFICATIONS_PATH } from './notification-keys';

/** A popover's worth: the newest first, more on "Show more". */
export const NOTIFICATIONS_WINDOW = 20;

/** GET /notifications: one's own, newest first, a window at a time. */
export function useNotificationsList() {
  return useWindowedList<Notification>({
    key: NOTIFICATIONS_KEY,
    path: NOTIFICATIONS_PATH,
    limit: NOTIFICATIONS_WINDOW,
    idOf: (notification) => notification.id,
  });
}
