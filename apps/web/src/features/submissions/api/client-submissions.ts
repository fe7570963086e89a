import type {
  AudioReviewBody,
  ClientAudio,
  ClientRequestSubmissions,
  Offer,
} from '@cuebrief/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { submissionsApi } from './paths';

export const CLIENT_SUBMISSIONS_KEY = ['client-submissions'] as const;

/** GET /client/submissions: for each of the client's requests that has any, its submissions. */
export function useClientSubmissions() {
  return useQuery({
    queryKey: CLIENT_SUBMISSIONS_KEY,
    queryFn: async () =>
      (await api.request<ClientRequestSubmissions[]>(submissionsApi.clientSubmissions)).data,
  });
}

/** Changes one audio wherever it is in the client's cached submissions. */
function updateAudio(
  queryClient: QueryClient,
  audioId: string,
  change: (audio: ClientAudio) => ClientAudio,
) {
  queryClient.setQueryData<ClientRequestSubmissions[]>(CLIENT_SUBMISSIONS_KEY, (groups) =>
    groups?.map((group) => ({
      ...group,
      submissions: group.submissions.map((submission) => ({
        ...submission,
        audios: submission.audios.map((audio) => (audio.id === audioId ? change(audio) : audio)),
      })),
    })),
  );
}

/**
 * POST /client/audio-favorite. The heart changes at once; if the server refuses, it goes back
 * to what it was and the caller says why.
 */
export function useFavoriteAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (audio: Pick<ClientAudio, 'id' | 'audioType'> & { isFavorite: boolean }) =>
      api.request<unknown>(submissionsApi.favorite, {
        method: 'POST',
        body: { audioId: audio.id, isFavorite: audio.isFavorite, audioType: audio.audioType },
      }),
    onMutate: async (audio) => {
      await queryClient.cancelQueries({ queryKey: CLIENT_SUBMISSIONS_KEY });
      updateAudio(queryClient, audio.id, (shown) => ({ ...shown, isFavorite: audio.isFavorite }));
    },
    onError: (_error, audio) =>
      updateAudio(queryClient, audio.id, (shown) => ({ ...shown, isFavorite: !audio.isFavorite })),
  });
}

/**
 * POST /client/audio-review: an offer to license an audio at a price in US dollars. The offer
 * made becomes the audio's last offer. 402 SUBSCRIPTION_REQUIRED once the plan has run out.
 */
export function useOfferToLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AudioReviewBody) =>
      (await api.request<Offer>(submissionsApi.review, { method: 'POST', body })).data,
    onSuccess: (offer, body) =>
      updateAudio(queryClient, body.audioId, (audio) => ({ ...audio, offer })),
  });
}

/** A client's first play is recorded by the server as a listen: the "New" mark goes. */
export function useMarkListened() {
  const queryClient = useQueryClient();
  return (audioId: string) =>
    updateAudio(queryClient, audioId, (audio) => ({ ...audio, isListened: true }));
}
