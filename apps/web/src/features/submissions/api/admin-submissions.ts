import type { AdminSubmission } from '@cuebrief/shared';
import { usePagedQuery } from '../../../lib/paged-query';
import { submissionsApi } from './paths';

export type AllSubmissionsQuery = {
  page: number;
  search: string;
  requestState?: string;
  hasOffers?: string;
};

/** GET /all/submissions?page=&pageSize=&search=&requestState=&hasOffers= (admin). */
export function useAllSubmissions(query: AllSubmissionsQuery) {
  return usePagedQuery<AdminSubmission>(submissionsApi.allSubmissions, query);
}
