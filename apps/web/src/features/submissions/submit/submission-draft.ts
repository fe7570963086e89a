import {
  submissionFieldsSchema,
  type ComposerRequest,
  type CreateSubmission,
} from '@cuebrief/shared';
import type { Resolver } from 'react-hook-form';
import type { BriefDraft } from '../../../domain/requests/brief-draft';
import { amountOf } from '../../../lib/amount';
import { validateForm } from '../../../lib/form-resolver';

/**
 * The submission form as a composer fills it in: the brief's fields, as a form holds them, and
 * their asking price (`budget`) as typed.
 */
export type SubmissionDraft = BriefDraft & { budget: string };

/**
 * The form filled in from the brief it answers: music written to a brief mostly is what the
 * brief asked for, so the composer changes only what differs. The client's own words (what it
 * should sound like, their reference links, their brief) are not the composer's and stay empty,
 * and so does the asking price: the request's budget is what the client means to spend.
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
    budget: '',
  };
}

/**
 * The draft as the API reads it: an emptied tempo end leaves the tempo out ("Required"), and the
 * asking price is a number, left out when nothing is typed.
 */
function bodyOf(draft: SubmissionDraft): Record<string, unknown> {
  const { tempo, budget, ...rest } = draft;
  const amount = amountOf(budget);
  return {
    ...rest,
    ...(tempo[0] === null || tempo[1] === null ? {} : { tempo }),
    ...(amount === null ? {} : { budget: amount }),
  };
}

/** Checks the form with the shared rules of what a submission keeps, as the server will. */
export const submissionResolver: Resolver<SubmissionDraft, unknown, CreateSubmission> = async (
  draft,
) =>
  validateForm<typeof submissionFieldsSchema, SubmissionDraft>(
    submissionFieldsSchema,
    bodyOf(draft),
  );
