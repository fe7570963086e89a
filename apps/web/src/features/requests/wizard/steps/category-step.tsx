import { Stack } from '@mui/material';
import type { Vocabularies } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { ListField } from '../../../../components/form/list-field';
import { fieldTexts } from '../field-texts';
import type { WizardForm } from '../wizard-form';

/** Step 1, RequestCategory: what the music is for, and how long it runs. */
export function CategoryStep({ form, words }: { form: WizardForm; words: Vocabularies }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <ListField
        control={form.control}
        name="category"
        kind="chips"
        options={words.category}
        isRequired
        {...fieldTexts(t, 'category')}
      />
      <ListField
        control={form.control}
        name="length"
        kind="chips"
        options={words.length}
        isRequired
        {...fieldTexts(t, 'length')}
      />
    </Stack>
  );
}
