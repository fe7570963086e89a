import {
  API_PREFIX,
  DEFAULT_PAGE_SIZE,
  type AccountStatus,
  type Paged,
  type Profile,
} from '@cuebrief/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ComposerListQuery = { page: number; search: string; status?: AccountStatus };

/** GET /all-composers?page=&pageSize=&search=&status=: every composer, newest first. */
export async function fetchComposers(query: ComposerListQuery): Promise<Paged<Profile>> {
  const { data } = await api.request<Paged<Profile>>(`${API_PREFIX.auth}/all-composers`, {
    query: { ...query, pageSize: DEFAULT_PAGE_SIZE },
  });
  return data;
}

export const composersQuery = (query: ComposerListQuery) =>
  queryOptions({
    queryKey: ['all-composers', query],
    queryFn: () => fetchComposers(query),
    // The page shown stays while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function useComposers(query: ComposerListQuery) {
  return useQuery(composersQuery(query));
}
