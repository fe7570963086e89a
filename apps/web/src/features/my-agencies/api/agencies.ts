import { API_PREFIX, DEFAULT_PAGE_SIZE, type Agency, type Paged } from '@cuebrief/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type AgencyListQuery = { page: number; search: string };

/** GET /agencies?page=&pageSize=&search=: agencies with their clients, paged by agency. */
export async function fetchAgencies(query: AgencyListQuery): Promise<Paged<Agency>> {
  const { data } = await api.request<Paged<Agency>>(`${API_PREFIX.auth}/agencies`, {
    query: { ...query, pageSize: DEFAULT_PAGE_SIZE },
  });
  return data;
}

export const agenciesQuery = (query: AgencyListQuery) =>
  queryOptions({
    queryKey: ['agencies', query],
    queryFn: () => fetchAgencies(query),
    // The page shown stays while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useAgencies(query: AgencyListQuery) {
  return useQuery(agenciesQuery(query));
}
