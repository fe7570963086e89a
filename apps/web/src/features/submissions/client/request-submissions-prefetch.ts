import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { prefetchClientSubmissions } from '../api/client-submissions';

/** The address's choice of view of a request's takes: `?view=table`, else the cards. */
export const SUBMISSIONS_VIEW_PARAM = 'view';

/**
 * What /requests/:id/submissions shows first, asked for as soon as the route is known (the
 * route's prefetch, app/route-start.ts): the cards' first window of submissions, which then
 * travels beside the page's chunk. The table asks for its own page of takes when it shows.
 */
export function prefetchRequestSubmissions(
  queryClient: QueryClient,
  params: Params,
  search: URLSearchParams,
): Promise<unknown> | undefined {
  if (search.get(SUBMISSIONS_VIEW_PARAM) === 'table' || !params.id) return undefined;
  return prefetchClientSubmissions(queryClient, params.id);
}
