import { API_PREFIX, type ClientRequest, type RequestState } from '@cuebrief/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Every list of a client's own requests starts with this key, to reload them all at once. */
export const CLIENT_REQUESTS_KEY = ['client-requests'] as const;

/** GET /client/requests?state=: the client's own requests, newest first (all states without one). */
export async function fetchClientRequests(state?: RequestState): Promise<ClientRequest[]> {
  const { data } = await api.request<ClientRequest[]>(`${API_PREFIX.request}/client/requests`, {
    query: { state },
  });
  return data;
}

export const clientRequestsQuery = (state?: RequestState) =>
  queryOptions({
    queryKey: [...CLIENT_REQUESTS_KEY, state ?? 'all'],
    queryFn: () => fetchClientRequests(state),
  });

export function useClientRequests(state?: RequestState) {
  return useQuery(clientRequestsQuery(state));
}
