import { versionNoteSchema } from '@cuebrief/shared';
import { z } from 'zod';
import type { VersionInfo } from '../../../domain/reviews/api/upload-version';
import { validateForm } from '../../../lib/form-resolver';
import { checkAudioDraft, emptyAudioDraft, type AudioDraft } from '../submit/audio-draft';

/** A new version as the composer prepares it: a take's upload, and what changed. */
export type VersionDraft = AudioDraft & { note: string };

type VersionErrors = Partial<Record<keyof Omit<VersionDraft, 'files'> | 'files', string>>;

/** The version's note as the upload's `infoData` carries it (optional). */
const noteSchema = z.strictObject({ note: versionNoteSchema.optional() });

/** A new version starts under the take's title; the files and words are its own. */
export const emptyVersionDraft = (title: string) => (): VersionDraft => ({
  ...emptyAudioDraft(),
  title,
  note: '',
});

/** Is the version ready to upload? As a take (files, title, words), and a note within limits. */
export function checkVersionDraft(
  draft: VersionDraft,
): { isValid: true; title: string; info: VersionInfo } | { isValid: false; errors: VersionErrors } {
  const take = checkAudioDraft(draft);
  const note = validateForm(noteSchema, { note: draft.note });
  const noteError = note.errors.note?.message;
  if (!take.isValid || noteError) {
    return {
      isValid: false,
      errors: {
        ...(take.isValid ? {} : take.errors),
        ...(noteError ? { note: String(noteError) } : {}),
      },
    };
  }
  const { note: text } = note.values as { note?: string };
  return {
    isValid: true,
    title: take.title,
    info: { ...take.info, ...(text ? { note: text } : {}) },
  };
}
