import { Stack, TextField } from '@mui/material';
import { MESSAGE_MAX_LENGTH } from '@cuebrief/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../../components/counted-text-field';
import { fieldProps } from '../../../../components/form/field-props';
import type { PendingReference } from '../../../../domain/requests/pending-reference';
import { ReferencesField } from '../../../../domain/requests/references-field';
import { fieldTexts } from '../field-texts';
import type { WizardForm } from '../wizard-form';

/** Step 5, RequestBrief: the brief in the client's words, with what it should sound like. */
export function BriefStep({
  form,
  pendingReference,
}: {
  form: WizardForm;
  pendingReference: PendingReference;
}) {
  const { t } = useTranslation();
  // Watched here, not on the whole form: each key re-renders this step only.
  const brief = useWatch({ control: form.control, name: 'brief' });
  const help = (name: 'title' | 'brief' | 'soundLike' | 'trailerizationOf') =>
    t(`requests.wizard.help.${name}`);
  return (
    <Stack spacing={3}>
      <TextField label={t('requests.fields.title')} {...fieldProps(form, 'title', help('title'))} />
      <CountedTextField
        label={t('requests.fields.brief')}
        required
        minRows={6}
        length={brief.length}
        maxLength={MESSAGE_MAX_LENGTH}
        {...fieldProps(form, 'brief', help('brief'))}
      />
      <TextField
        label={t('requests.fields.soundLike')}
        {...fieldProps(form, 'soundLike', help('soundLike'))}
      />
      <ReferencesField
        control={form.control}
        name="references"
        pending={pendingReference}
        {...fieldTexts(t, 'references')}
      />
      <TextField
        label={t('requests.fields.trailerizationOf')}
        {...fieldProps(form, 'trailerizationOf', help('trailerizationOf'))}
      />
    </Stack>
  );
}
