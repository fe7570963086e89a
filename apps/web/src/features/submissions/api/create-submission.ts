import type { CreateSubmission, Submission } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { COMPOSER_SUBMISSIONS_KEY } from './composer-submissions';
import { submissionsApi } from './paths';

/** POST /composer/submit/{requestId}: the submission's form; its audios are uploaded after. */
export function useCreateSubmission(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSubmission) =>
      (
        await api.request<Submission>(submissionsApi.submit(requestId), {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPOSER_SUBMISSIONS_KEY }),
  });
}
