import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BriefSummary } from '../../brief-summary';
import { briefSections } from '../../brief-sections';
import { factsOf, type RequestDraft } from '../request-draft';
import type { WizardForm } from '../wizard-form';

/** Step 6, RequestSummary: everything before it is sent, each part a click from its step. */
export function SummaryStep({
  form,
  onEdit,
}: {
  form: WizardForm;
  onEdit: (step: number) => void;
}) {
  const { t } = useTranslation();
  const draft = useWatch({ control: form.control }) as RequestDraft;
  return (
    <BriefSummary
      facts={factsOf(draft)}
      sections={briefSections(t, { withContact: true, onEdit })}
      headingLevel="h3"
    />
  );
}
