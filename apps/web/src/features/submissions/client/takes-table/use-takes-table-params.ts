import {
  DEFAULT_PAGE_SIZE,
  TAKE_TABLE_SORTS,
  type TakeTableQuery,
  type TakeTableSort,
} from '@cuebrief/shared';
import { useListParams } from '../../../../components/paged-list/use-list-params';

/** What the table offers per page; the first is the app's page size. */
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 50, 100] as const;
const DEFAULT_SORT: TakeTableSort = 'submitted';
const TABLE_PARAMS = ['sort', 'order', 'fits', 'pageSize'];

const isSort = (value: string): value is TakeTableSort =>
  (TAKE_TABLE_SORTS as readonly string[]).includes(value);

/** The table's query as the address holds it; anything unknown there reads as the default. */
export function takesTableQueryOf(
  filters: Readonly<Record<string, string>>,
  page: number,
): TakeTableQuery {
  const size = Number(filters.pageSize);
  return {
    page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: isSort(filters.sort ?? '') ? (filters.sort as TakeTableSort) : DEFAULT_SORT,
    order: filters.order === 'desc' ? 'desc' : 'asc',
    fits: filters.fits === 'true' ? true : undefined,
  };
}

/**
 * The sort, order, filter, page and page size of a request's table of takes, kept in the
 * address (`?view=table&sort=bpm&order=desc&page=2`), so a reload, Back and a shared link show
 * the same page. Defaults stay out of the address. A new sort, filter or page size starts at
 * page 1; choosing the sorted column again turns its order round.
 */
export function useTakesTableParams() {
  const params = useListParams(TABLE_PARAMS);
  const query = takesTableQueryOf(params.filters, params.page);
  return {
    query,
    sortBy(column: TakeTableSort) {
      const order = column === query.sort && query.order === 'asc' ? 'desc' : 'asc';
      params.setFilters({
        sort: column === DEFAULT_SORT ? '' : column,
        order: order === 'asc' ? '' : order,
      });
    },
    setFitsOnly: (fitsOnly: boolean) => params.setFilter('fits', fitsOnly ? 'true' : ''),
    setPage: (page: number) => params.setPage(page),
    setPageSize: (size: number) =>
      params.setFilter('pageSize', size === DEFAULT_PAGE_SIZE ? '' : String(size)),
  };
}
