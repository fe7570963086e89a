import {
  API_PREFIX,
  DEFAULT_PAGE_SIZE,
  type AdminQuestion,
  type Paged,
  type QuestionAudience,
  type QuestionState,
} from '@cuebrief/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type AdminQuestionFilters = {
  state?: QuestionState;
  audience?: QuestionAudience;
  search: string;
  page: number;
};

/** Every admin question list shares this prefix, so an answer or a deletion refreshes them all. */
export const ADMIN_QUESTIONS_KEY = ['admin-questions'] as const;

/** GET /tickets/v1/question/admin?state=&audience=&search=&page= (admin): newest first. */
export async function fetchAdminQuestions(
  filters: AdminQuestionFilters,
): Promise<Paged<AdminQuestion>> {
  const { data } = await api.request<Paged<AdminQuestion>>(`${API_PREFIX.tickets}/question/admin`, {
    query: { ...filters, pageSize: DEFAULT_PAGE_SIZE },
  });
  return data;
}

export const adminQuestionsQuery = (filters: AdminQuestionFilters) =>
  queryOptions({
    queryKey: [...ADMIN_QUESTIONS_KEY, filters],
    queryFn: () => fetchAdminQuestions(filters),
    // The current page stays in view while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAdminQuestions(filters: AdminQuestionFilters) {
  return useQuery(adminQuestionsQuery(filters));
}
