import type { Placement } from '@cuebrief/shared';
import { audioFileFields, type AudioFiles } from '../../../domain/audio/upload/audio-files';
import { upload } from '../../../lib/upload/upload';
import type { UploadControls } from '../../../components/upload/use-upload';
import { placementsApi } from './paths';

/**
 * POST /placement-audio/{id}: the placement's music as an mp3 and/or a wav, in place of any
 * before. One request, so its progress is the files'. Answers with the placement.
 */
export function uploadPlacementAudio(
  placementId: string,
  files: AudioFiles,
  controls: UploadControls,
): Promise<Placement> {
  return upload<Placement>(placementsApi.audio(placementId), {
    fields: audioFileFields(files),
    ...controls,
  });
}

/** POST /placement-img/{id}: the placement's image (png, jpeg or webp); answers with the placement. */
export function uploadPlacementImage(
  placementId: string,
  file: File,
  controls: UploadControls,
): Promise<Placement> {
  return upload<Placement>(placementsApi.image(placementId), { fields: { file }, ...controls });
}
