import { Stack } from '@mui/material';
import type { Vocabularies } from '@cuebrief/shared';
import { ListField } from '../fields/list-field';
import { TempoRangeField } from '../fields/tempo-range-field';
import type { WizardForm } from '../wizard-form';

/** Step 3, InstrumentationTempoKey: what plays, how fast, and in which key. */
export function InstrumentationStep({ form, words }: { form: WizardForm; words: Vocabularies }) {
  return (
    <Stack spacing={3}>
      <ListField form={form} name="instrumentation" kind="chips" options={words.instrumentation} />
      <TempoRangeField form={form} />
      <ListField form={form} name="key" kind="menu" options={words.key} />
    </Stack>
  );
}
