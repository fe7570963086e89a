import type { NotificationsRead } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_KEY, NOTIFICATIONS_PATH } from './notification-keys';

/** POST /notifications/read-all; the list and the count are read again after it. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.request<NotificationsRead>(`${NOTIFICATIONS_PATH}/read-all`, { method: 'POST' }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
