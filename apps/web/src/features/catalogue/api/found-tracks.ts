import type {
  AdminFoundTrack,
  CatalogueTrackFilters,
  CatalogueTrackSort,
  ClientFoundTrack,
} from '@cuebrief/shared';
import { windowedAudiosCache } from '../../../domain/audio/client-audio-actions';
import { SCREEN_WINDOWS, useWindowedList } from '../../../lib/window-query';
import { catalogueApi } from './paths';

export type FoundTrack = ClientFoundTrack | AdminFoundTrack;

/** What the catalogue's search is asked: the filters, and the sort unless the default. */
export type TrackSearch = CatalogueTrackFilters & {
  sort?: CatalogueTrackSort;
  order?: 'asc' | 'desc';
};

/** Every search of the catalogue starts with this key. */
export const FOUND_TRACKS_KEY = ['catalogue-search'] as const;

/**
 * GET /catalogue/tracks?search&genre&…&sort&order: every track of the catalogue that passes,
 * in the order asked, a window at a time (docs/contracts.md#catalogue-search), each with its
 * album; a client's carry their favourite, listen and offer, an admin's the counts. The last
 * results stay on screen while the next search's load, so the page does not jump.
 */
export function useFoundTracks(search: TrackSearch) {
  return useWindowedList<FoundTrack>({
    key: FOUND_TRACKS_KEY,
    path: catalogueApi.searchTracks,
    limit: SCREEN_WINDOWS.audios,
    query: Object.fromEntries(Object.entries(search).map(([name, value]) => [name, String(value)])),
    idOf: (track) => track.id,
    keepPrevious: true,
  });
}

/** The search's results as the shared favourite, offer and listen actions see them. */
export const foundTracksCache = windowedAudiosCache(FOUND_TRACKS_KEY);
