import type { AudioFileKind, MediaLink } from '@cuebrief/shared';
import { api } from '../../../lib/api';
import { submissionsApi } from './paths';

/** GET /audio/{id}/download?kind=: a signed link that downloads one file (composer, admin). */
export async function fetchDownloadLink(audioId: string, kind: AudioFileKind): Promise<MediaLink> {
  const { data } = await api.request<MediaLink>(submissionsApi.download(audioId), {
    query: { kind },
  });
  return data;
}
