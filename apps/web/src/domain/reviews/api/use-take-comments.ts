import type { CreateCommentBody, TakeComment, TakeComments } from '@cuebrief/shared';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reviewKeys, reviewsApi } from './reviews-api';

/**
 * GET /audio/{id}/comments: the comments of one version and of its take's earlier versions,
 * threads by time with their replies. Asked for only while someone looks at them.
 */
export function useTakeComments(audioId: string, isEnabled = true) {
  return useQuery({
    queryKey: reviewKeys.commentsOf(audioId),
    queryFn: async () =>
      (await api.request<TakeComments>(reviewsApi.comments(audioId))).data.comments,
    enabled: isEnabled,
  });
}

/**
 * After a comment is written, changed or deleted: every version's comments and history are
 * read again, and the list the take sits in (`listKey`) for its comment count and latest event.
 */
function useAfterCommentChange(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.comments }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.timeline }),
      queryClient.invalidateQueries({ queryKey: listKey }),
    ]);
}

/** POST /audio/{id}/comments: a thread at a time of the version, or a reply to a thread. */
export function useCreateComment(audioId: string, listKey: QueryKey) {
  const refresh = useAfterCommentChange(listKey);
  return useMutation({
    mutationFn: async (body: CreateCommentBody) =>
      (
        await api.request<TakeComment>(reviewsApi.comments(audioId), {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: refresh,
  });
}

/** PATCH /comments/{id}: the author's new text, within 15 minutes of writing it. */
export function useEditComment(listKey: QueryKey) {
  const refresh = useAfterCommentChange(listKey);
  return useMutation({
    mutationFn: async ({ commentId, body }: { commentId: string; body: string }) =>
      (
        await api.request<TakeComment>(reviewsApi.comment(commentId), {
          method: 'PATCH',
          body: { body },
        })
      ).data,
    onSuccess: refresh,
  });
}

/** DELETE /comments/{id}: the author's comment (a thread goes with its replies). */
export function useDeleteComment(listKey: QueryKey) {
  const refresh = useAfterCommentChange(listKey);
  return useMutation({
    mutationFn: (commentId: string) =>
      api.request<unknown>(reviewsApi.comment(commentId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
