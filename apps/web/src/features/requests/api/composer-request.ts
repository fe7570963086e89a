import { API_PREFIX, type ComposerRequest } from '@cuebrief/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { retryUnlessRefused } from '../../../lib/query-retry';

/** GET /composer/request/{id}: an open request with its agency name (404 once it is closed). */
export async function fetchOpenRequest(id: string): Promise<ComposerRequest> {
  const { data } = await api.request<ComposerRequest>(
    `${API_PREFIX.request}/composer/request/${encodeURIComponent(id)}`,
  );
  return data;
}

export const openRequestQuery = (id: string) =>
  queryOptions({
    queryKey: ['open-request', id],
    queryFn: () => fetchOpenRequest(id),
    retry: retryUnlessRefused,
  });

export function useOpenRequest(id: string) {
  return useQuery(openRequestQuery(id));
}
