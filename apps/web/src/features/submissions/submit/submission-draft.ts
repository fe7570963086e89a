import {
  createSubmissionBodySchema,
  type ComposerRequest,
  type CreateSubmission,
} from '@cuebrief/shared';
import type { Resolver } from 'react-hook-form';
import type { BriefDraft } from '../../../domain/requests/brief-draft';
import { validateForm } from '../../../lib/form-resolver';

/** The submission form as a composer fills it in: the brief's fields, as a form holds them. */
export type SubmissionDraft = BriefDraft;

/**
 * The form filled in from the brief it answers: music written to a brief mostly is what the
 * brief asked for, so the composer changes only what differs. The client's own words (what it
 * should sound like, their reference links, their brief) are not the composer's and stay empty.
 */
export function draftFromRequest(request: ComposerRequest): SubmissionDraft {
  return {
    category: [...request.category],
    length: [...request.length],
    genre: [...request.genre],
    mood: [...request.mood],
    keywords: [...request.keywords],
    instrumentation: [...request.instrumentation],
    tempo: [request.tempo[0], request.tempo[1]],
    key: [...request.key],
    soundLike: '',
    references: [],
    trailerizationOf: request.trailerizationOf ?? '',
    brief: '',
  };
}

/** The draft as the API reads it: an emptied tempo end leaves the tempo out ("Required"). */
function bodyOf(draft: SubmissionDraft): Record<string, unknown> {
  const { tempo, ...rest } = draft;
  return {
    ...rest,
    ...(tempo[0] === null || tempo[1] === null ? {} : { tempo }),
  };
}

/** Checks the form with the shared create-submission schema, as the server will. */
export const submissionResolver: Resolver<SubmissionDraft, unknown, CreateSubmission> = async (
  draft,
) =>
  validateForm<typeof createSubmissionBodySchema, SubmissionDraft>(
    createSubmissionBodySchema,
    bodyOf(draft),
  );
