import type { AudioReviewBody, ClientAudio, Offer } from '@cuebrief/shared';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { reasonOf } from '../../lib/refusal-reason';
import { updateWindowItems } from '../../lib/window-query';
import { useToast } from '../../components/toast/toast-provider';
import { audioApi } from './audio-api';

/**
 * Where a feature keeps the client's audios it shows: the queries to hold still while a change
 * is in flight, and how to change one audio in them. The actions below stay the same whichever
 * list (a request's submissions, an album's tracks) the audio sits in.
 */
export type ClientAudioCache = {
  queryKey: QueryKey;
  updateAudio: (queryClient: QueryClient, audioId: string, patch: Partial<ClientAudio>) => void;
};

/**
 * The cache of a list of audios read window by window (an album's tracks, the catalogue's
 * search, the favourites): every list under `queryKey` has the audio changed where it is.
 */
export const windowedAudiosCache = (queryKey: QueryKey): ClientAudioCache => ({
  queryKey,
  updateAudio: (queryClient, audioId, patch) =>
    updateWindowItems<ClientAudio>(queryClient, queryKey, (audios) =>
      audios.map((audio) => (audio.id === audioId ? { ...audio, ...patch } : audio)),
    ),
});

/**
 * POST /client/audio-favorite. The heart changes at once; if the server refuses, it goes back
 * to what it was and a toast says why. Both happen here, not in the button: on the favourites
 * page the unmarked audio (and its button) has already left the screen.
 */
export function useFavouriteAudio(cache: ClientAudioCache) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const showToast = useToast();
  return useMutation({
    mutationFn: (audio: Pick<ClientAudio, 'id' | 'audioType'> & { isFavorite: boolean }) =>
      api.request<unknown>(audioApi.favourite, {
        method: 'POST',
        body: { audioId: audio.id, isFavorite: audio.isFavorite, audioType: audio.audioType },
      }),
    onMutate: async (audio) => {
      await queryClient.cancelQueries({ queryKey: cache.queryKey });
      cache.updateAudio(queryClient, audio.id, { isFavorite: audio.isFavorite });
    },
    onError: (error, audio) => {
      cache.updateAudio(queryClient, audio.id, { isFavorite: !audio.isFavorite });
      showToast({
        severity: 'error',
        description: t('submissions.client.favouriteFailed', { reason: reasonOf(error) }),
      });
    },
  });
}

/**
 * POST /client/audio-review: an offer to license an audio at a price in US dollars. The offer
 * made becomes the audio's last offer. 402 SUBSCRIPTION_REQUIRED once the plan has run out.
 */
export function useOfferToLicense(cache: ClientAudioCache) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AudioReviewBody) =>
      (await api.request<Offer>(audioApi.review, { method: 'POST', body })).data,
    onSuccess: (offer, body) => cache.updateAudio(queryClient, body.audioId, { offer }),
  });
}

/** A client's first play is recorded by the server as a listen: the "New" mark goes. */
export function useMarkListened(cache: ClientAudioCache) {
  const queryClient = useQueryClient();
  // Stable while the list is, so a queue built with it is not built again on every render.
  return useCallback(
    (audioId: string) => cache.updateAudio(queryClient, audioId, { isListened: true }),
    [cache, queryClient],
  );
}
