import type { Shortlist, ShortlistBody } from '@cuebrief/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHORTLISTS_KEY,
  SHORTLIST_LIST_KEY,
  shortlistKey,
  shortlistsApi,
} from '../../../domain/shortlists/shortlists-api';
import type { ClientAudioCache } from '../../../domain/audio/client-audio-actions';
import { api } from '../../../lib/api';

/** GET /shortlists/{id}: its items in order, each link with its statistics, and `editable`. */
export function useShortlist(shortlistId: string) {
  return useQuery({
    queryKey: shortlistKey(shortlistId),
    queryFn: async () => (await api.request<Shortlist>(shortlistsApi.one(shortlistId))).data,
  });
}

/** PATCH /shortlists/{id}: a new title. */
export function useRenameShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shortlistId, ...body }: ShortlistBody & { shortlistId: string }) =>
      api.request<unknown>(shortlistsApi.one(shortlistId), { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHORTLISTS_KEY }),
  });
}

/**
 * DELETE /shortlists/{id}: the shortlist, its items and its links (which stop at once). Only the
 * list is read again: the shortlist's own page, still open until it moves on, would ask for what
 * is gone. Its cache goes once nobody shows it.
 */
export function useDeleteShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shortlistId: string) =>
      api.request<unknown>(shortlistsApi.one(shortlistId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHORTLIST_LIST_KEY }),
  });
}

/**
 * A shortlist's items as the offer to license sees them: an item shows no offer, so an offer
 * made from it changes nothing shown here (the request's and the catalogue's lists read theirs
 * again when opened).
 */
export const shortlistAudioCache = (shortlistId: string): ClientAudioCache => ({
  queryKey: shortlistKey(shortlistId),
  updateAudio: () => {},
});
