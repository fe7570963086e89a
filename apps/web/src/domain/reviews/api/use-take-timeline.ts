import type { TakeTimeline } from '@cuebrief/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reviewKeys, reviewsApi } from './reviews-api';

/** GET /audio/{id}/timeline: what happened to the take of this version, oldest first. */
export function useTakeTimeline(audioId: string, isEnabled = true) {
  return useQuery({
    queryKey: reviewKeys.timelineOf(audioId),
    queryFn: async () => (await api.request<TakeTimeline>(reviewsApi.timeline(audioId))).data,
    enabled: isEnabled,
  });
}
