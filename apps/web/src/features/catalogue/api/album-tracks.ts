import type {
  AdminCatalogueAudio,
  CatalogueTrackFilters,
  ClientCatalogueAudio,
  UpdateCatalogueTrackBody,
} from '@cuebrief/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { windowedAudiosCache } from '../../../domain/audio/client-audio-actions';
import { api } from '../../../lib/api';
import { SCREEN_WINDOWS, updateWindowItems, useWindowedList } from '../../../lib/window-query';
import { ALBUMS_KEY } from './albums';
import { FOUND_TRACKS_KEY } from './found-tracks';
import { catalogueApi } from './paths';

export type CatalogueTrack = ClientCatalogueAudio | AdminCatalogueAudio;

/** Every filtered list of one album's tracks starts with this key. */
const tracksKey = (albumId: string) => ['album-tracks', albumId] as const;

/**
 * GET /album/audio/from/all/{id}?search&genre&…: the album's tracks that match the filters, in
 * the order added, a window at a time (docs/contracts.md#bounded-lists); a client's carry their
 * favourite, listen and offer, an admin's the counts. The last list stays on screen while the
 * next filter's loads, so the page does not jump.
 */
export function useAlbumTracks(albumId: string, filters: CatalogueTrackFilters) {
  return useWindowedList<CatalogueTrack>({
    key: tracksKey(albumId),
    path: catalogueApi.tracks(albumId),
    limit: SCREEN_WINDOWS.audios,
    query: Object.fromEntries(
      Object.entries(filters).map(([name, value]) => [name, String(value)]),
    ),
    idOf: (track) => track.id,
    keepPrevious: true,
  });
}

/** Changes one track in every filtered list of the album that holds it. */
function updateTracks(
  queryClient: QueryClient,
  albumId: string,
  change: (tracks: CatalogueTrack[]) => CatalogueTrack[],
) {
  updateWindowItems<CatalogueTrack>(queryClient, tracksKey(albumId), change);
}

/** An album's tracks as the shared favourite, offer and listen actions see them. */
export const albumTracksCache = (albumId: string) => windowedAudiosCache(tracksKey(albumId));

/** DELETE /album/audio/{id} (admin): the track leaves every list; the album's counts change. */
export function useDeleteTrack(albumId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackId: string) =>
      api.request<unknown>(catalogueApi.track(trackId), { method: 'DELETE' }),
    onSuccess: (_answer, trackId) => {
      updateTracks(queryClient, albumId, (tracks) =>
        tracks.filter((track) => track.id !== trackId),
      );
      return queryClient.invalidateQueries({ queryKey: ALBUMS_KEY });
    },
  });
}

/**
 * PUT /album/audio/{id} (admin): a track's title, description and stated tempo and key; the
 * edited track takes its place in every list of the album, and searches read it again.
 */
export function useUpdateTrack(albumId: string, trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCatalogueTrackBody) =>
      (
        await api.request<AdminCatalogueAudio>(catalogueApi.track(trackId), {
          method: 'PUT',
          body,
        })
      ).data,
    onSuccess: (edited) => {
      updateTracks(queryClient, albumId, (tracks) =>
        tracks.map((track) => (track.id === edited.id ? edited : track)),
      );
      return queryClient.invalidateQueries({ queryKey: FOUND_TRACKS_KEY });
    },
  });
}

/** After a track is uploaded, the album's lists read it again, whatever their filters. */
export function useReloadTracks(albumId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tracksKey(albumId) });
}
