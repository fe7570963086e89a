import { API_PREFIX, type AudioOffersWithLicences } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /admin/audio-review/{audioId}: the path, for both kinds of audio. */
const audioOffersPath = (audioId: string) =>
  `${API_PREFIX.request}/admin/audio-review/${encodeURIComponent(audioId)}`;

export const audioOffersKey = (audioId: string | null) => ['audio-offers', audioId] as const;

/**
 * Every offer on one audio (a submission's take or a catalogue track), newest first, with who
 * made it, its open checkout and its licence once paid. Fetched only while `audioId` is set, so
 * a closed dialog asks nothing.
 */
export function useAudioOffers(audioId: string | null) {
  return useQuery({
    queryKey: audioOffersKey(audioId),
    queryFn: async () =>
      (await api.request<AudioOffersWithLicences>(audioOffersPath(audioId ?? ''))).data,
    enabled: audioId !== null,
  });
}
