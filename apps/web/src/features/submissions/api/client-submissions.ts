import type { ClientRequestSubmissions } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import type { ClientAudioCache } from '../../../domain/audio/client-audio-actions';
import { api } from '../../../lib/api';
import { patchVersion } from '../take-cache';
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

/**
 * The client's submissions as the shared audio actions see them: one audio (a version of a
 * take) changed wherever it is among the cached groups.
 */
export const clientSubmissionsCache: ClientAudioCache = {
  queryKey: CLIENT_SUBMISSIONS_KEY,
  updateAudio: (queryClient, audioId, patch) =>
    queryClient.setQueryData<ClientRequestSubmissions[]>(CLIENT_SUBMISSIONS_KEY, (groups) =>
      groups?.map((group) => ({
        ...group,
        submissions: group.submissions.map((submission) => ({
          ...submission,
          audios: submission.audios.map((take) => patchVersion(take, audioId, patch)),
        })),
      })),
    ),
};
