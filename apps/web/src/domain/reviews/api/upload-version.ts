import type { AudioInfo, ComposerTake } from '@cuebrief/shared';
import { upload } from '../../../lib/upload/upload';
import type { UploadControls } from '../../../components/upload/use-upload';
import { audioFileFields, type AudioFiles } from '../../audio/upload/audio-files';
import { reviewsApi } from './reviews-api';

/** What the composer says of a new version: what a take's upload says, and what changed. */
export type VersionInfo = AudioInfo & { note?: string };

/**
 * POST /composer/audio/{id}/version?title=: a new version of the take of `audioId` (any of its
 * versions), as its mp3 and/or wav and `infoData`, in one request so its progress is the
 * files'. Answers the take with the new version first.
 */
export function uploadVersion(
  audioId: string,
  version: { title: string; files: AudioFiles; info: VersionInfo },
  controls: UploadControls,
): Promise<ComposerTake> {
  return upload<ComposerTake>(reviewsApi.version(audioId), {
    query: { title: version.title.trim() },
    fields: {
      ...(Object.keys(version.info).length > 0 ? { infoData: JSON.stringify(version.info) } : {}),
      ...audioFileFields(version.files),
    },
    ...controls,
  });
}
