import { API_PREFIX, type AccountStatus, type Profile } from '@cuebrief/shared';
import { usePagedQuery } from '../../../lib/paged-query';

export type ComposerListQuery = { page: number; search: string; status?: AccountStatus };

/** GET /all-composers?page=&pageSize=&search=&status=: every composer, newest first. */
export function useComposers(query: ComposerListQuery) {
  return usePagedQuery<Profile>(`${API_PREFIX.auth}/all-composers`, query);
}
