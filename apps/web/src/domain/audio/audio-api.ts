import { API_PREFIX, type MediaLink } from '@cuebrief/shared';
import { api } from '../../lib/api';

const id = (value: string) => encodeURIComponent(value);

/**
 * The calls every kind of audio shares (submission or catalogue: `audioType` tells the server
 * which), so each feature that lists audio plays, favourites and offers the same way.
 */
export const audioApi = {
  play: (audioId: string) => `${API_PREFIX.request}/audio/${id(audioId)}/play`,
  favourite: `${API_PREFIX.request}/client/audio-favorite`,
  review: `${API_PREFIX.request}/client/audio-review`,
} as const;

/**
 * POST /audio/{id}/play: a signed link for the `<audio>` element. A client's first call is
 * recorded as a listen, which the composer then sees.
 */
export async function fetchPlayLink(audioId: string): Promise<MediaLink> {
  const { data } = await api.request<MediaLink>(audioApi.play(audioId), { method: 'POST' });
  return data;
}
