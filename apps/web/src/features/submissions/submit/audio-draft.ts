import { audioInfoSchema, audioUploadQuerySchema, type AudioInfo } from '@cuebrief/shared';
import { validateForm } from '../../../lib/form-resolver';
import i18n from '../../../lib/i18n/i18n';
import type { AudioFiles } from '../../../domain/audio/upload/audio-files';

/** One audio as the composer prepares it, before it is uploaded. */
export type AudioDraft = {
  title: string;
  files: AudioFiles;
  description: string;
  bpm: string;
  key: string;
};

export const emptyAudioDraft = (): AudioDraft => ({
  title: '',
  files: { mp3: null, wav: null },
  description: '',
  bpm: '',
  key: '',
});

export type AudioDraftCheck =
  | { isValid: true; title: string; info: AudioInfo }
  | {
      isValid: false;
      errors: Partial<Record<'title' | 'files' | 'description' | 'bpm' | 'key', string>>;
    };

/**
 * Is the audio ready to upload? At least one of an mp3 or a wav (docs/contracts.md#audio-uploads),
 * a title the API takes, and what is said of it checked with the shared `infoData` schema. Empty
 * boxes are "not given".
 */
export function checkAudioDraft(draft: AudioDraft): AudioDraftCheck {
  const errors: Extract<AudioDraftCheck, { isValid: false }>['errors'] = {};
  if (!draft.files.mp3 && !draft.files.wav) errors.files = i18n.t('submissions.submit.needsFile');
  const title = validateForm(audioUploadQuerySchema, { title: draft.title });
  if (title.errors.title?.message) errors.title = title.errors.title.message;
  const info = validateForm(audioInfoSchema, {
    description: draft.description,
    bpm: draft.bpm === '' ? '' : Number(draft.bpm),
    key: draft.key,
  });
  for (const field of ['description', 'bpm', 'key'] as const) {
    const message = info.errors[field]?.message;
    if (message) errors[field] = String(message);
  }
  if (Object.keys(errors).length > 0) return { isValid: false, errors };
  return { isValid: true, title: draft.title.trim(), info: info.values as AudioInfo };
}
