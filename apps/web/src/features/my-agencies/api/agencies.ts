import { API_PREFIX, type Agency } from '@cuebrief/shared';
import { usePagedQuery } from '../../../lib/paged-query';

export type AgencyListQuery = { page: number; search: string };

/** GET /agencies?page=&pageSize=&search=: agencies with their clients, paged by agency. */
export function useAgencies(query: AgencyListQuery) {
  return usePagedQuery<Agency>(`${API_PREFIX.auth}/agencies`, query);
}
