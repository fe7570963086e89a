import {
  catalogueAudioInfoSchema,
  catalogueAudioUploadQuerySchema,
  type CatalogueAudioInfo,
} from '@cuebrief/shared';
import type { AudioFiles } from '../../../domain/audio/upload/audio-files';
import { validateForm } from '../../../lib/form-resolver';
import i18n from '../../../lib/i18n/i18n';

/** One track as the admin prepares it, before it is uploaded. */
export type TrackDraft = {
  title: string;
  files: AudioFiles;
  genre: string[];
  mood: string[];
  instruments: string[];
  bpm: string;
  key: string;
  description: string;
};

export const emptyTrackDraft = (): TrackDraft => ({
  title: '',
  files: { mp3: null, wav: null },
  genre: [],
  mood: [],
  instruments: [],
  bpm: '',
  key: '',
  description: '',
});

type Field = 'title' | 'files' | 'genre' | 'mood' | 'instruments' | 'bpm' | 'key' | 'description';

export type TrackDraftCheck =
  | { isValid: true; title: string; info: CatalogueAudioInfo }
  | { isValid: false; errors: Partial<Record<Field, string>> };

/**
 * Is the track ready to upload? docs/contracts.md#catalogue: a music name and at least one of an
 * mp3 or a wav; the name and what is said of it checked with the shared schemas of the call. Empty
 * boxes are "not given".
 */
export function checkTrackDraft(draft: TrackDraft): TrackDraftCheck {
  const errors: Partial<Record<Field, string>> = {};
  if (!draft.files.mp3 && !draft.files.wav) errors.files = i18n.t('catalogue.upload.needsFile');
  if (draft.title.trim() === '') errors.title = i18n.t('catalogue.upload.needsName');
  const title = validateForm(catalogueAudioUploadQuerySchema, { title: draft.title });
  errors.title ??= title.errors.title?.message;
  const info = validateForm(catalogueAudioInfoSchema, {
    genre: draft.genre,
    mood: draft.mood,
    instruments: draft.instruments,
    bpm: draft.bpm === '' ? '' : Number(draft.bpm),
    key: draft.key,
    description: draft.description,
  });
  for (const field of ['genre', 'mood', 'instruments', 'bpm', 'key', 'description'] as const) {
    const message = info.errors[field]?.message;
    if (message) errors[field] = String(message);
  }
  const found = Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
  if (Object.keys(found).length > 0) return { isValid: false, errors: found };
  return {
    isValid: true,
    title: draft.title.trim(),
    info: info.values as CatalogueAudioInfo,
  };
}
