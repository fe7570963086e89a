import { Stack } from '@mui/material';
import type { Vocabularies } from '@cuebrief/shared';
import { ListField } from '../fields/list-field';
import type { WizardForm } from '../wizard-form';

/** Step 1, RequestCategory: what the music is for, and how long it runs. */
export function CategoryStep({ form, words }: { form: WizardForm; words: Vocabularies }) {
  return (
    <Stack spacing={3}>
      <ListField form={form} name="category" kind="chips" options={words.category} isRequired />
      <ListField form={form} name="length" kind="chips" options={words.length} isRequired />
    </Stack>
  );
}
