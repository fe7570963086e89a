import {
  API_PREFIX,
  type AdminQuestion,
  type QuestionAudience,
  type QuestionState,
} from '@cuebrief/shared';
import { usePagedQuery } from '../../../lib/paged-query';

export type AdminQuestionFilters = {
  state?: QuestionState;
  audience?: QuestionAudience;
  search: string;
  page: number;
};

const PATH = `${API_PREFIX.tickets}/question/admin`;

/** Lists are keyed under their path, so an answer or a deletion refreshes every one of them. */
export const ADMIN_QUESTIONS_KEY = [PATH] as const;

/** GET /tickets/v1/question/admin?state=&audience=&search=&page= (admin): newest first. */
export function useAdminQuestions(filters: AdminQuestionFilters) {
  return usePagedQuery<AdminQuestion>(PATH, filters);
}
