import { API_PREFIX, type FavoriteAudio } from '@cuebrief/shared';
import { windowedAudiosCache } from '../../../domain/audio/client-audio-actions';
import { SCREEN_WINDOWS, useWindowedList } from '../../../lib/window-query';

const FAVOURITES_KEY = ['client-favourites'] as const;

/**
 * GET /client/favourites: the client's favourite takes and catalogue tracks, newest first, a
 * window at a time (docs/contracts.md#bounded-lists). Read again each time the page opens, so
 * a heart given on an album or a request shows here.
 */
export function useFavourites() {
  return useWindowedList<FavoriteAudio>({
    key: FAVOURITES_KEY,
    path: `${API_PREFIX.request}/client/favourites`,
    limit: SCREEN_WINDOWS.audios,
    idOf: (audio) => audio.id,
    // One unmarked here is gone from the server's list, though the page keeps it a moment.
    countOf: (audios) => audios.filter((audio) => audio.isFavorite).length,
  });
}

/**
 * The favourites as the shared audio actions see them. An unmarked audio stays in the cache
 * with its heart empty (the page leaves it out), so a refused unmark puts it back in its place.
 */
export const favouritesCache = windowedAudiosCache(FAVOURITES_KEY);
