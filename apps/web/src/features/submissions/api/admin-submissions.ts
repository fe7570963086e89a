import type { AdminSubmission, AudioOffers } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { usePagedQuery } from '../../../lib/paged-query';
import { submissionsApi } from './paths';

export type AllSubmissionsQuery = {
  page: number;
  search: string;
  requestState?: string;
  hasOffers?: string;
};

/** GET /all/submissions?page=&pageSize=&search=&requestState=&hasOffers= (admin). */
export function useAllSubmissions(query: AllSubmissionsQuery) {
  return usePagedQuery<AdminSubmission>(submissionsApi.allSubmissions, query);
}

/** GET /admin/audio-review/{audioId}: every offer on one audio, newest first, with who made it. */
export function useAudioOffers(audioId: string | null) {
  return useQuery({
    queryKey: ['audio-offers', audioId],
    queryFn: async () =>
      (await api.request<AudioOffers>(submissionsApi.audioOffers(audioId ?? ''))).data,
    enabled: audioId !== null,
  });
}
