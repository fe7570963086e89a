import { Stack } from '@mui/material';
import type { Vocabularies } from '@cuebrief/shared';
import { ListField } from '../fields/list-field';
import type { WizardForm } from '../wizard-form';

/** Step 2, GenreMoodKeywords: the style and feeling, and the client's own words for the sound. */
export function GenreMoodStep({ form, words }: { form: WizardForm; words: Vocabularies }) {
  return (
    <Stack spacing={3}>
      <ListField form={form} name="genre" kind="chips" options={words.genre} isRequired />
      <ListField form={form} name="mood" kind="chips" options={words.mood} isRequired />
      <ListField form={form} name="keywords" kind="free" />
    </Stack>
  );
}
