import { DEFAULT_PAGE_SIZE, type Paged } from '@cuebrief/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/** A list's filters as the API reads them: an empty or missing one is left out of the call. */
export type ListQuery = Record<string, string | number | undefined> & { page: number };

/**
 * One page of a paged list: GET `path` with the filters, the page and the app's page size.
 * The query key starts with the path, so invalidating `[path]` reloads every page and filter.
 */
export const pagedQuery = <T>(path: string, query: ListQuery) =>
  queryOptions({
    queryKey: [path, query],
    queryFn: async () => {
      const { data } = await api.request<Paged<T>>(path, {
        query: { ...query, pageSize: DEFAULT_PAGE_SIZE },
      });
      return data;
    },
    // The page shown stays while the next page, search or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export function usePagedQuery<T>(path: string, query: ListQuery) {
  return useQuery(pagedQuery<T>(path, query));
}
