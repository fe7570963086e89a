import { API_PREFIX, type Vocabularies } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The reasons a client may give for passing a take: `passReasons` of GET /vocabularies, the
 * list the server checks decisions against. Shares the vocabularies' cache entry (the same
 * call, loaded once per visit) with the brief's word lists.
 */
export function usePassReasons() {
  return useQuery({
    queryKey: ['request-vocabularies'],
    queryFn: async () =>
      (
        await api.request<Vocabularies>(`${API_PREFIX.request}/vocabularies`, {
          isAuthenticated: false,
        })
      ).data,
    staleTime: Infinity,
    select: (vocabularies) => vocabularies.passReasons,
  });
}
