import { API_PREFIX, type EndedSessions, type Session } from '@cuebrief/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const SESSIONS_PATH = `${API_PREFIX.auth}/sessions`;
export const SESSIONS_KEY = [SESSIONS_PATH] as const;

/** GET /sessions: one's living sessions, this one first, then by last use. */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await api.request<Session[]>(SESSIONS_PATH)).data,
  });
}

/**
 * DELETE /sessions/{id}: another session ends. Whatever the answer, the list is read again:
 * a session already gone elsewhere (404) is gone from it too.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.request<null>(`${SESSIONS_PATH}/${id}`, { method: 'DELETE' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** POST /sessions/end-others: every session but this one ends. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.request<EndedSessions>(`${SESSIONS_PATH}/end-others`, { method: 'POST' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
