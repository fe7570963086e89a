import type { Notification } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_KEY, NOTIFICATIONS_PATH } from './notification-keys';

/** POST /notifications/{id}/read; the list and the count are read again after it. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.request<Notification>(`${NOTIFICATIONS_PATH}/${id}/read`, { method: 'POST' }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
