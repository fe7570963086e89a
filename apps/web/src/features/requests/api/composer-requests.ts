import { API_PREFIX, type ComposerRequest } from '@cuebrief/shared';
import { usePagedQuery } from '../../../lib/paged-query';

export type OpenRequestsQuery = {
  page: number;
  search: string;
  genre?: string;
  mood?: string;
  category?: string;
  tempoMin?: number;
  tempoMax?: number;
  deadlineBefore?: string;
};

/**
 * GET /composer/requests?page=&pageSize=&search=&genre=&mood=&category=&tempoMin=&tempoMax=
 * &deadlineBefore=: open requests of every client, newest first.
 */
export function useOpenRequests(query: OpenRequestsQuery) {
  return usePagedQuery<ComposerRequest>(`${API_PREFIX.request}/composer/requests`, query);
}
