import { API_PREFIX, type ClientRequest } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { retryUnlessRefused } from '../../../lib/query-retry';

/**
 * GET /client/request/{id}: the request a table of takes belongs to, for its title and state
 * (the same cache entry as the request's own page, which shares the key).
 */
export function useClientRequestLine(id: string) {
  return useQuery({
    queryKey: ['client-request', id],
    queryFn: async () =>
      (
        await api.request<ClientRequest>(
          `${API_PREFIX.request}/client/request/${encodeURIComponent(id)}`,
        )
      ).data,
    retry: retryUnlessRefused,
  });
}
