import { API_PREFIX, type ClientRequest } from '@cuebrief/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { retryUnlessRefused } from '../../../lib/query-retry';

/** GET /client/request/{id}: one of the client's own requests (404 for anyone else's). */
export async function fetchClientRequest(id: string): Promise<ClientRequest> {
  const { data } = await api.request<ClientRequest>(
    `${API_PREFIX.request}/client/request/${encodeURIComponent(id)}`,
  );
  return data;
}

export const clientRequestQuery = (id: string) =>
  queryOptions({
    queryKey: ['client-request', id],
    queryFn: () => fetchClientRequest(id),
    retry: retryUnlessRefused,
  });

export function useClientRequest(id: string) {
  return useQuery(clientRequestQuery(id));
}
