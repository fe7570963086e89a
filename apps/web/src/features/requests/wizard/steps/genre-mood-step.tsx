import { Stack } from '@mui/material';
import type { Vocabularies } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { ListField } from '../../../../components/form/list-field';
import { fieldTexts } from '../field-texts';
import type { WizardForm } from '../wizard-form';

/** Step 2, GenreMoodKeywords: the style and feeling, and the client's own words for the sound. */
export function GenreMoodStep({ form, words }: { form: WizardForm; words: Vocabularies }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <ListField
        control={form.control}
        name="genre"
        kind="chips"
        options={words.genre}
        isRequired
        {...fieldTexts(t, 'genre')}
      />
      <ListField
        control={form.control}
        name="mood"
        kind="chips"
        options={words.mood}
        isRequired
        {...fieldTexts(t, 'mood')}
      />
      <ListField
        control={form.control}
        name="keywords"
        kind="free"
        {...fieldTexts(t, 'keywords')}
      />
    </Stack>
  );
}
