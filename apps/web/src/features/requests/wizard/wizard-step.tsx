import type { Vocabularies } from '@cuebrief/shared';
import type { PendingReference } from '../../../domain/requests/pending-reference';
import { BriefStep } from './steps/brief-step';
import { CategoryStep } from './steps/category-step';
import { GenreMoodStep } from './steps/genre-mood-step';
import { InfoStep } from './steps/info-step';
import { InstrumentationStep } from './steps/instrumentation-step';
import { SummaryStep } from './steps/summary-step';
import type { WizardForm } from './wizard-form';

/** The fields of one step, in the order of REQUEST_STEPS. */
export function WizardStep({
  step,
  form,
  words,
  onEdit,
  pendingReference,
}: {
  step: number;
  form: WizardForm;
  words: Vocabularies;
  onEdit: (step: number) => void;
  /** The link being typed on the brief step, which the wizard's Next adds. */
  pendingReference: PendingReference;
}) {
  switch (step) {
    case 0:
      return <CategoryStep form={form} words={words} />;
    case 1:
      return <GenreMoodStep form={form} words={words} />;
    case 2:
      return <InstrumentationStep form={form} words={words} />;
    case 3:
      return <InfoStep form={form} words={words} />;
    case 4:
      return <BriefStep form={form} pendingReference={pendingReference} />;
    default:
      return <SummaryStep form={form} onEdit={onEdit} />;
  }
}
