import { API_PREFIX } from '@cuebrief/shared';

const id = (value: string) => encodeURIComponent(value);

/** Every address of the review loop (docs/contracts.md#reviews), in one place. */
export const reviewsApi = {
  comments: (audioId: string) => `${API_PREFIX.request}/audio/${id(audioId)}/comments`,
  comment: (commentId: string) => `${API_PREFIX.request}/comments/${id(commentId)}`,
  decision: (audioId: string) => `${API_PREFIX.request}/audio/${id(audioId)}/decision`,
  timeline: (audioId: string) => `${API_PREFIX.request}/audio/${id(audioId)}/timeline`,
  version: (audioId: string) => `${API_PREFIX.request}/composer/audio/${id(audioId)}/version`,
} as const;

/**
 * The queries of the review loop, by the version they were asked for. A comment or a decision
 * changes what every version of its take shows (earlier versions' comments show on later ones),
 * so a change refreshes each of them, by the key's first part.
 */
export const reviewKeys = {
  comments: ['take-comments'] as const,
  commentsOf: (audioId: string) => ['take-comments', audioId] as const,
  timeline: ['take-timeline'] as const,
  timelineOf: (audioId: string) => ['take-timeline', audioId] as const,
};
