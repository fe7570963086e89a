import { createRequestBodySchema, deadlineSchema, type CreateRequest } from '@cuebrief/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { localDayOf } from '../../../lib/calendar-day';
import { validateForm } from '../../../lib/form-resolver';
import { REQUEST_STEPS, SUMMARY_STEP } from '../request-steps';
import { bodyOf, type RequestDraft } from './request-draft';

export type StepContext = { step: number };

/**
 * The shared create-request schema, plus what only the browser can check: a deadline from
 * tomorrow on by the person's own calendar (the server checks its own clock again).
 */
const wizardSchema = (today: string) =>
  createRequestBodySchema.extend({
    deadline: deadlineSchema.refine((day) => day > today),
  });

const ALL_FIELDS: readonly string[] = Object.keys(createRequestBodySchema.shape);

/**
 * Validates the wizard with the shared schema, on the step shown only: "Next" asks about the
 * answers on screen, not the steps still ahead. The summary checks everything, and only then
 * are the values the payload.
 */
export const requestResolver: Resolver<RequestDraft, StepContext, CreateRequest> = async (
  draft,
  context,
) => {
  const step = context?.step ?? SUMMARY_STEP;
  const result = validateForm(wizardSchema(localDayOf(new Date())), bodyOf(draft));
  const asked: readonly string[] =
    step === SUMMARY_STEP ? ALL_FIELDS : (REQUEST_STEPS[step]?.fields ?? []);
  const errors = Object.fromEntries(
    Object.entries(result.errors).filter(([field]) => asked.includes(field)),
  ) as FieldErrors<RequestDraft>;
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  // A step before the summary passes while later steps are still empty: its values are not
  // used (only the summary sends), so the whole schema's answer is passed on as it is.
  return { values: result.values as CreateRequest, errors: {} };
};
