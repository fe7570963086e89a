import { API_PREFIX } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_QUESTIONS_KEY } from './admin-questions';

/** DELETE /tickets/v1/question/{id} (admin): spam, or a question not worth publishing. */
export async function deleteQuestion(id: string): Promise<void> {
  await api.request(`${API_PREFIX.tickets}/question/${id}`, { method: 'DELETE' });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUESTIONS_KEY }),
  });
}
