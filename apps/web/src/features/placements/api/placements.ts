import type { CreatePlacementBody, Placement } from '@cuebrief/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { takeEarlyCall } from '../../../lib/early-calls';
import { placementsApi } from './paths';
import { placementsListUrl } from './showcase-call';

/** Every placement query starts with this, so one change refreshes the list, a page and the showcase. */
export const PLACEMENTS_KEY = ['placements'] as const;
const placementKey = (placementId: string) => [...PLACEMENTS_KEY, 'one', placementId] as const;

/** GET /placement/{id}: one placement, read again whenever its links are needed fresh. */
export async function fetchPlacement(placementId: string): Promise<Placement> {
  return (await api.request<Placement>(placementsApi.one(placementId))).data;
}

/**
 * GET /placements?limit=: newest first; all of them without a limit. Public, so the guest showcase
 * asks too. A failure (docs/contracts.md#failure-toasts) is kept on the query for the page to say,
 * never toasted.
 */
export function usePlacements(limit?: number) {
  return useQuery({
    queryKey: [...PLACEMENTS_KEY, 'list', limit ?? 'all'],
    queryFn: async () => {
      // A guest page's entry may have started this call before the app loaded (early-calls.ts).
      const early = takeEarlyCall<Placement[]>(placementsListUrl(limit));
      if (early) {
        try {
          return await early;
        } catch {
          // Asked again below, through the client, whose failure the page says.
        }
      }
      return (await api.request<Placement[]>(placementsApi.list, { query: { limit } })).data;
    },
  });
}

/** GET /placement/{id}. */
export function usePlacement(placementId: string) {
  return useQuery({
    queryKey: placementKey(placementId),
    queryFn: () => fetchPlacement(placementId),
  });
}

/** POST /placement (admin): the new placement, whose music and image are uploaded next. */
export function useCreatePlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePlacementBody) =>
      (await api.request<Placement>(placementsApi.create, { method: 'POST', body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLACEMENTS_KEY }),
  });
}

/** DELETE /placement/{id} (admin): the placement with its music and image; the list is read again. */
export function useDeletePlacement(placementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<unknown>(placementsApi.one(placementId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: placementKey(placementId) });
      return queryClient.invalidateQueries({ queryKey: PLACEMENTS_KEY });
    },
  });
}

/**
 * After music or an image is stored: the upload answered with the placement, so its page takes
 * that answer as it is, and only the lists (admin list, showcase) are read again.
 */
export function useStoredPlacement() {
  const queryClient = useQueryClient();
  return (placement: Placement) => {
    queryClient.setQueryData(placementKey(placement.id), placement);
    return queryClient.invalidateQueries({ queryKey: [...PLACEMENTS_KEY, 'list'] });
  };
}
