import {
  API_PREFIX,
  DEFAULT_PAGE_SIZE,
  type Paged,
  type PublicQuestion,
  type QuestionAudience,
} from '@cuebrief/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type AnsweredQuestionsQuery = { audience: QuestionAudience; search: string };

/** GET /tickets/v1/question?audience=&page=&search=: answered questions of one Q&A page. */
export async function fetchAnsweredQuestions(
  query: AnsweredQuestionsQuery & { page: number },
): Promise<Paged<PublicQuestion>> {
  const { data } = await api.request<Paged<PublicQuestion>>(`${API_PREFIX.tickets}/question`, {
    query: { ...query, pageSize: DEFAULT_PAGE_SIZE },
    isAuthenticated: false,
  });
  return data;
}

/** Pages are appended ("show more"): a reader keeps the answers already opened in view. */
export const answeredQuestionsQuery = (query: AnsweredQuestionsQuery) =>
  infiniteQueryOptions({
    queryKey: ['answered-questions', query],
    queryFn: ({ pageParam }) => fetchAnsweredQuestions({ ...query, page: pageParam }),
    initialPageParam: 1,
    // While a new search loads, the last results stay instead of a skeleton at every pause.
    placeholderData: keepPreviousData,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export function useAnsweredQuestions(query: AnsweredQuestionsQuery) {
  return useInfiniteQuery(answeredQuestionsQuery(query));
}
