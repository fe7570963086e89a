import type { Audio, AudioInfo } from '@cuebrief/shared';
import { upload } from '../../../lib/upload/upload';
import type { UploadControls } from '../../../components/upload/use-upload';
import { audioFileFields, type AudioFiles } from '../../../domain/audio/upload/audio-files';
import { submissionsApi } from './paths';

/**
 * POST /composer/submit/audio/{submissionId}?title=: one audio, as its mp3 and/or wav and what
 * the composer says of it (`infoData`, JSON text). One request, so its progress is the files'.
 */
export function uploadAudio(
  submissionId: string,
  audio: { title: string; files: AudioFiles; info: AudioInfo },
  controls: UploadControls,
): Promise<Audio> {
  return upload<Audio>(submissionsApi.uploadAudio(submissionId), {
    query: { title: audio.title.trim() },
    fields: {
      ...(Object.keys(audio.info).length > 0 ? { infoData: JSON.stringify(audio.info) } : {}),
      ...audioFileFields(audio.files),
    },
    ...controls,
  });
}

/**
 * POST /composer/audio/{audioId}/file: the mp3 or the wav a take lacks, on its own, so it can
 * be cancelled and sent again by itself (decision 045).
 */
export function uploadAudioFile(
  audioId: string,
  kind: 'mp3' | 'wav',
  file: File,
  controls: UploadControls,
): Promise<Audio> {
  return upload<Audio>(submissionsApi.uploadAudioFile(audioId), {
    fields: audioFileFields({
      mp3: kind === 'mp3' ? file : null,
      wav: kind === 'wav' ? file : null,
    }),
    ...controls,
  });
}

/** POST /composer/stems/{audioId}: the zip of an audio's stems. */
export function uploadStems(audioId: string, file: File, controls: UploadControls): Promise<Audio> {
  return upload<Audio>(submissionsApi.uploadStems(audioId), { fields: { file }, ...controls });
}
