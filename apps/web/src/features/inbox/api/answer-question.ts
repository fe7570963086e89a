import { API_PREFIX, type AdminQuestion, type AnswerQuestionBody } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_QUESTIONS_KEY } from './admin-questions';

/** PUT /tickets/v1/question/{id}/answer (admin): answers, or edits an answer. */
export async function answerQuestion(id: string, body: AnswerQuestionBody): Promise<AdminQuestion> {
  const { data } = await api.request<AdminQuestion>(`${API_PREFIX.tickets}/question/${id}/answer`, {
    method: 'PUT',
    body,
  });
  return data;
}

/** An answered question may leave the "unanswered" list: every list is loaded again. */
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AnswerQuestionBody }) =>
      answerQuestion(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUESTIONS_KEY }),
  });
}
