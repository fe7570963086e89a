import type { UnreadNotifications } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_PATH, UNREAD_KEY } from './notification-keys';

/**
 * How often the bell asks again while the page is open. The count is one indexed read, and a
 * notification waits at most this long (or until the window is focused again) to show.
 */
export const UNREAD_POLL_MS = 45_000;

/**
 * GET /notifications/unread-count, polled, and asked again when the page comes back into view
 * (the query library's own signal) or its window gets focus: someone coming back from another
 * window, where the tab never went out of view, sees the count of now.
 */
export function useUnreadCount(isEnabled: boolean) {
  const query = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () =>
      (await api.request<UnreadNotifications>(`${NOTIFICATIONS_PATH}/unread-count`)).data,
    enabled: isEnabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  const { refetch } = query;
  useEffect(() => {
    if (!isEnabled) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [isEnabled, refetch]);
  return query;
}
