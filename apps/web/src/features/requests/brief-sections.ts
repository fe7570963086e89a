import type { TFunction } from 'i18next';
import type { BriefSection } from './brief-summary';
import { CONTACT_FIELDS, REQUEST_STEPS, SUMMARY_STEP } from './request-steps';

/**
 * The sections of a brief, one per wizard step that asks something. Without the contact
 * (what composers read), the contact step keeps only its budget and deadline.
 */
export function briefSections(
  t: TFunction,
  options: { withContact: boolean; onEdit?: (step: number) => void },
): BriefSection[] {
  return REQUEST_STEPS.slice(0, SUMMARY_STEP).map((step, index) => {
    const hidesContact = !options.withContact && step.id === 'RequestInfo';
    const onEdit = options.onEdit;
    return {
      title: hidesContact ? t('requests.detail.terms') : t(`requests.wizard.steps.${step.id}`),
      fields: hidesContact
        ? step.fields.filter((field) => !CONTACT_FIELDS.includes(field))
        : step.fields,
      onEdit: onEdit && (() => onEdit(index)),
    };
  });
}
