import type { AudioFileKind, MediaLink } from '@cuebrief/shared';
import { api } from '../../../lib/api';
import { submissionsApi } from './paths';

/**
 * POST /audio/{id}/play: a signed link for the `<audio>` element. A client's first call is
 * recorded as a listen, which the composer then sees.
 */
export async function fetchPlayLink(audioId: string): Promise<MediaLink> {
  const { data } = await api.request<MediaLink>(submissionsApi.play(audioId), { method: 'POST' });
  return data;
}

/** GET /audio/{id}/download?kind=: a signed link that downloads one file (composer, admin). */
export async function fetchDownloadLink(audioId: string, kind: AudioFileKind): Promise<MediaLink> {
  const { data } = await api.request<MediaLink>(submissionsApi.download(audioId), {
    query: { kind },
  });
  return data;
}
