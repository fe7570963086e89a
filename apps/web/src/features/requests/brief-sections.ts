import type { TFunction } from 'i18next';
import type { BriefSection } from './brief-summary';
import { CONTACT_FIELDS, REQUEST_STEPS, SUMMARY_STEP, type BriefField } from './request-steps';

/**
 * The sections of a brief, one per wizard step that asks something, in the wizard's order.
 * Without the contact (what composers read), the contact step keeps only its budget and
 * deadline. `briefFirst`: a request's page leads with the creative brief, the words people
 * read first, then the facts in the wizard's order.
 */
export function briefSections(
  t: TFunction,
  options: {
    withContact: boolean;
    onEdit?: (step: number) => void;
    briefFirst?: boolean;
    /** Whether the title is a row of its section (not where it heads the page already). */
    withTitle?: boolean;
  },
): BriefSection[] {
  const sections = REQUEST_STEPS.slice(0, SUMMARY_STEP).map((step, index) => {
    const hidesContact = !options.withContact && step.id === 'RequestInfo';
    const onEdit = options.onEdit;
    return {
      title: hidesContact ? t('requests.detail.terms') : t(`requests.wizard.steps.${step.id}`),
      fields: (step.fields as readonly BriefField[]).filter(
        (field) =>
          !(hidesContact && CONTACT_FIELDS.includes(field)) &&
          (options.withTitle !== false || field !== 'title'),
      ),
      onEdit: onEdit && (() => onEdit(index)),
      isBrief: step.id === 'RequestBrief',
    };
  });
  const ordered = options.briefFirst
    ? [...sections.filter((section) => section.isBrief), ...sections.filter((s) => !s.isBrief)]
    : sections;
  return ordered.map(({ isBrief: _isBrief, ...section }) => section);
}
