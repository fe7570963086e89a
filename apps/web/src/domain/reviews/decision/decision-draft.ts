import { takeDecisionBodySchema, type TakeDecision, type TakeDecisionBody } from '@cuebrief/shared';
import type { FieldErrors, ResolverResult } from 'react-hook-form';
import { validateForm } from '../../../lib/form-resolver';
import i18n from '../../../lib/i18n/i18n';

/** A decision as chosen in the dialog: nothing chosen yet is an empty state. */
export type DecisionDraft = {
  state: '' | TakeDecision['state'];
  reasons: string[];
  note: string;
};

/** The dialog opens on the take's current decision, so changing it starts from what it was. */
export const draftOf = (decision: TakeDecision | null): DecisionDraft => ({
  state: decision?.state ?? '',
  reasons: decision?.reasons ?? [],
  note: decision?.note ?? '',
});

/**
 * Checks a decision with the shared rule (a pass needs at least one reason, a shortlist none),
 * in the dialog's words. Reasons chosen before switching to Shortlist are not sent.
 */
export function checkDecisionDraft(
  draft: DecisionDraft,
): ResolverResult<DecisionDraft, TakeDecisionBody> {
  const candidate = {
    state: draft.state,
    reasons: draft.state === 'passed' ? draft.reasons : [],
    note: draft.note,
  };
  const checked = validateForm<typeof takeDecisionBodySchema, DecisionDraft>(
    takeDecisionBodySchema,
    candidate,
  );
  if (Object.keys(checked.errors).length === 0) return checked;
  const errors: FieldErrors<DecisionDraft> = { ...checked.errors };
  if (errors.state)
    errors.state = { type: 'custom', message: i18n.t('reviews.decision.needsState') };
  if (errors.reasons && draft.reasons.length === 0) {
    errors.reasons = { type: 'custom', message: i18n.t('reviews.decision.needsReason') };
  }
  return { values: {}, errors };
}
