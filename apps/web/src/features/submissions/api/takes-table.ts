import {
  API_PREFIX,
  type ClientAudio,
  type Paged,
  type TakeTableQuery,
  type TakeTableRow,
} from '@cuebrief/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientAudioCache } from '../../../domain/audio/client-audio-actions';
import { api } from '../../../lib/api';

/** Every page, order and filter of one request's table: invalidate this to reload them all. */
export const takesTableKey = (requestId: string) => ['takes-table', requestId] as const;

/**
 * GET /client/request/{id}/takes: one page of the request's takes, sorted and filtered by the
 * server over all of them. The page shown stays while the next one loads.
 */
export function useTakesTable(requestId: string, query: TakeTableQuery) {
  return useQuery({
    queryKey: [...takesTableKey(requestId), query],
    queryFn: async () =>
      (
        await api.request<Paged<TakeTableRow>>(
          `${API_PREFIX.request}/client/request/${encodeURIComponent(requestId)}/takes`,
          {
            query: {
              page: query.page,
              pageSize: query.pageSize,
              sort: query.sort,
              order: query.order,
              fits: query.fits ? 'true' : undefined,
            },
          },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** What of a client's marks on an audio a row of the table shows (of an offer, its state). */
const rowPatchOf = (patch: Partial<ClientAudio>): Partial<TakeTableRow> => ({
  ...(patch.isFavorite === undefined ? {} : { isFavorite: patch.isFavorite }),
  ...(patch.isListened === undefined ? {} : { isListened: patch.isListened }),
  ...(patch.offer ? { offerState: patch.offer.state } : {}),
});

/**
 * The table's rows as the shared audio actions (the favourite heart, a first listen, an offer)
 * see them: the audio changed in every cached page of the request's table.
 */
export const takesTableCache = (requestId: string): ClientAudioCache => ({
  queryKey: takesTableKey(requestId),
  updateAudio: (queryClient, audioId, patch) =>
    queryClient.setQueriesData<Paged<TakeTableRow>>(
      { queryKey: takesTableKey(requestId) },
      (page) =>
        page
          ? {
              ...page,
              data: page.data.map((row) =>
                row.audioId === audioId ? { ...row, ...rowPatchOf(patch) } : row,
              ),
            }
          : page,
    ),
});
