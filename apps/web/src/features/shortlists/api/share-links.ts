import type { CreateShareLinkBody, CreatedShareLink } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHORTLISTS_KEY, shortlistsApi } from '../../../domain/shortlists/shortlists-api';
import { api } from '../../../lib/api';

/**
 * POST /shortlists/{id}/links: one recipient's link, and its address, which the server gives
 * this once (it keeps only the token's hash). The shortlist is read again for the new link.
 */
export function useCreateShareLink(shortlistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateShareLinkBody) =>
      (
        await api.request<CreatedShareLink>(shortlistsApi.links(shortlistId), {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHORTLISTS_KEY }),
  });
}

/** DELETE /shortlists/{id}/links/{linkId}: the link stops at once; it and its statistics stay. */
export function useRevokeShareLink(shortlistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      api.request<unknown>(shortlistsApi.link(shortlistId, linkId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHORTLISTS_KEY }),
  });
}
