import { API_PREFIX, type AskQuestionBody } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /tickets/v1/question: stores the question for the admins to answer. */
export async function askQuestion(body: AskQuestionBody): Promise<{ id: string }> {
  // Public form: no token, so an expired session never stands between a person and a question.
  const { data } = await api.request<{ id: string }>(`${API_PREFIX.tickets}/question`, {
    method: 'POST',
    body,
    isAuthenticated: false,
  });
  return data;
}

export function useAskQuestion() {
  return useMutation({ mutationFn: askQuestion });
}
