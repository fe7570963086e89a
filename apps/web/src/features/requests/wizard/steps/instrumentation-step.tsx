import { Stack } from '@mui/material';
import type { Vocabularies } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { ListField } from '../../../../components/form/list-field';
import { TempoRangeField } from '../../../../domain/requests/tempo-range-field';
import { fieldTexts } from '../field-texts';
import type { WizardForm } from '../wizard-form';

/** Step 3, InstrumentationTempoKey: what plays, how fast, and in which key. */
export function InstrumentationStep({ form, words }: { form: WizardForm; words: Vocabularies }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <ListField
        control={form.control}
        name="instrumentation"
        kind="chips"
        options={words.instrumentation}
        {...fieldTexts(t, 'instrumentation')}
      />
      <TempoRangeField control={form.control} name="tempo" isRequired {...fieldTexts(t, 'tempo')} />
      <ListField
        control={form.control}
        name="key"
        kind="menu"
        options={words.key}
        {...fieldTexts(t, 'key')}
      />
    </Stack>
  );
}
