import { API_PREFIX, type FavoriteAudio } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import type { ClientAudioCache } from '../../../domain/audio/client-audio-actions';
import { api } from '../../../lib/api';

const FAVOURITES_KEY = ['client-favourites'] as const;

/**
 * GET /client/favourites: the client's favourite takes and catalogue tracks, newest first. Read
 * again each time the page opens, so a heart given on an album or a request shows here.
 */
export function useFavourites() {
  return useQuery({
    queryKey: FAVOURITES_KEY,
    queryFn: async () =>
      (await api.request<FavoriteAudio[]>(`${API_PREFIX.request}/client/favourites`)).data,
  });
}

/**
 * The favourites as the shared audio actions see them. An unmarked audio stays in the cache
 * with its heart empty (the page leaves it out), so a refused unmark puts it back in its place.
 */
export const favouritesCache: ClientAudioCache = {
  queryKey: FAVOURITES_KEY,
  updateAudio: (queryClient, audioId, patch) =>
    queryClient.setQueryData<FavoriteAudio[]>(FAVOURITES_KEY, (audios) =>
      audios?.map((audio) => (audio.id === audioId ? { ...audio, ...patch } : audio)),
    ),
};
