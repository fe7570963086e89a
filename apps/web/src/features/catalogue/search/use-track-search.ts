import {
  catalogueTrackSortSchema,
  defaultOrderOf,
  type CatalogueTrackSort,
  type CatalogueTrackSortQuery,
} from '@cuebrief/shared';
import { useMemo } from 'react';
import { useListParams } from '../../../components/paged-list/use-list-params';
import type { TrackSearch } from '../api/found-tracks';
import { TRACK_FILTERS, trackQueryOf } from '../track-filters';

/** The search's names in the address: `q`, the track filters, and the sort. */
const SEARCH_PARAMS = [...TRACK_FILTERS, 'sort', 'order'] as const;

/** The sort of the address; a value the API would refuse (a hand-edited link) is the default. */
function sortOf(raw: Readonly<Record<string, string>>): CatalogueTrackSortQuery {
  const sort = catalogueTrackSortSchema.shape.sort.safeParse(raw.sort || undefined);
  const order = catalogueTrackSortSchema.shape.order.safeParse(raw.order || undefined);
  return {
    sort: sort.success ? sort.data : 'added',
    order: order.success ? order.data : undefined,
  };
}

/**
 * The catalogue's search as the address keeps it (reload, Back and a shared link show the same
 * results): the words and filters applied, the sort, and whether anything is searched for at
 * all (else the page shows the albums).
 */
export function useTrackSearch() {
  const params = useListParams(SEARCH_PARAMS);
  const filters = useMemo(
    () => trackQueryOf(params.search, params.filters),
    [params.search, params.filters],
  );
  const sort = useMemo(() => sortOf(params.filters), [params.filters]);
  const search = useMemo((): TrackSearch => {
    // The API's defaults are left out, so the default search is asked and cached one way.
    const order = sort.order ?? defaultOrderOf(sort.sort);
    return {
      ...filters,
      ...(sort.sort === 'added' ? {} : { sort: sort.sort }),
      ...(order === defaultOrderOf(sort.sort) ? {} : { order }),
    };
  }, [filters, sort]);

  return {
    params,
    search,
    /** The sort in force, its direction worked out. */
    sort: { sort: sort.sort, order: sort.order ?? defaultOrderOf(sort.sort) },
    isSearching: Object.keys(filters).length > 0,
    /** A sort chosen: the defaults leave the address. */
    setSort: (next: CatalogueTrackSort, order: 'asc' | 'desc') =>
      params.setFilters({
        sort: next === 'added' ? '' : next,
        order: order === defaultOrderOf(next) ? '' : order,
      }),
    /** Back to the albums: the words and filters go, in one step of the history. */
    clear: () =>
      params.setFilters({ q: '', ...Object.fromEntries(TRACK_FILTERS.map((name) => [name, ''])) }),
  };
}
export type TrackSearchState = ReturnType<typeof useTrackSearch>;
