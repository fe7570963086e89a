import type { PageQuery, Paged } from '@cuebrief/shared';

/** The rows of one page of a list: the pages before it skipped, one page taken. */
export type PageWindow = { offset: number; limit: number };

/** Where the asked-for page sits in the whole list (pages count from 1). */
export function pageWindow(query: Pick<PageQuery, 'page' | 'pageSize'>): PageWindow {
  return { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
}

/** Every paged answer of the API: the page's items, which page it was, and how many in all. */
export function pageOf<T>(
  query: Pick<PageQuery, 'page' | 'pageSize'>,
  data: T[],
  total: number,
): Paged<T> {
  return { data, page: query.page, pageSize: query.pageSize, total };
}
