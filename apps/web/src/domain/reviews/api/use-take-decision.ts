import type { TakeDecision, TakeDecisionBody } from '@cuebrief/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reviewKeys, reviewsApi } from './reviews-api';

/**
 * PUT /audio/{id}/decision: the client shortlists or passes the version `audioId` (a new
 * decision replaces the last). The list the take sits in shows it once read again.
 */
export function useDecideTake(audioId: string, listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TakeDecisionBody) =>
      (
        await api.request<TakeDecision>(reviewsApi.decision(audioId), {
          method: 'PUT',
          body,
        })
      ).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.timeline }),
        queryClient.invalidateQueries({ queryKey: listKey }),
      ]),
  });
}
