import { editCommentBodySchema, type CreateCommentBody } from '@cuebrief/shared';
import type { FieldErrors, ResolverResult } from 'react-hook-form';
import { formatDuration } from '../../../lib/format-duration';
import { validateForm } from '../../../lib/form-resolver';
import i18n from '../../../lib/i18n/i18n';
import { parseMoment } from '../comment-time';

/** A new thread as typed: its times as text, so "0:12" reads as a person writes it. */
export type CommentDraft = {
  atSeconds: string;
  isRange: boolean;
  endSeconds: string;
  body: string;
};

/**
 * Checks a new thread as the server will (docs/contracts.md#reviews): a text within the
 * limit (the shared rule), a start time inside the version, and a range that ends after it
 * starts and inside the version. Field names are the API's, so its refusals land on them.
 */
export function checkCommentDraft(
  draft: CommentDraft,
  durationSeconds: number,
): ResolverResult<CommentDraft, CreateCommentBody> {
  const errors: FieldErrors<CommentDraft> = {};
  const fail = (field: keyof CommentDraft, message: string) => {
    errors[field] = { type: 'custom', message };
  };
  const tooLate = i18n.t('reviews.comments.composer.afterEnd', {
    duration: formatDuration(durationSeconds),
  });
  const at = parseMoment(draft.atSeconds);
  if (at === null) fail('atSeconds', i18n.t('reviews.comments.composer.badTime'));
  else if (at > durationSeconds) fail('atSeconds', tooLate);
  const end = draft.isRange ? parseMoment(draft.endSeconds) : undefined;
  if (end === null) fail('endSeconds', i18n.t('reviews.comments.composer.badTime'));
  else if (end !== undefined && end > durationSeconds) fail('endSeconds', tooLate);
  else if (end !== undefined && at !== null && end <= at) {
    fail('endSeconds', i18n.t('reviews.comments.composer.endBeforeStart'));
  }
  const text = validateForm(editCommentBodySchema, { body: draft.body });
  if (text.errors.body?.message) fail('body', String(text.errors.body.message));

  if (Object.keys(errors).length > 0 || at === null) return { values: {}, errors };
  return {
    values: {
      body: (text.values as { body: string }).body,
      atSeconds: at,
      ...(end ? { endSeconds: end } : {}),
    },
    errors: {},
  };
}
