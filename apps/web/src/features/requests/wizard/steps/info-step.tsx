import { TextField } from '@mui/material';
import type { Vocabularies } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from '../../../../components/form/field-grid';
import { fieldProps } from '../../../../components/form/field-props';
import { localTomorrowOf } from '../../../../lib/calendar-day';
import { ListField } from '../../../../components/form/list-field';
import { USD_SLOT_PROPS } from '../../../../components/form/usd-slot-props';
import { fieldTexts } from '../field-texts';
import type { WizardForm } from '../wizard-form';

/** Step 4, RequestInfo: who to contact about the brief, what it pays and until when. */
export function InfoStep({ form, words }: { form: WizardForm; words: Vocabularies }) {
  const { t } = useTranslation();
  const help = (name: 'email' | 'budget' | 'deadline') => t(`requests.wizard.help.${name}`);
  return (
    <FieldGrid>
      <TextField
        label={t('requests.fields.name')}
        autoComplete="name"
        required
        {...fieldProps(form, 'name')}
      />
      <ListField
        control={form.control}
        name="duty"
        kind="menu"
        options={words.duty}
        isRequired
        {...fieldTexts(t, 'duty')}
      />
      <TextField
        label={t('requests.fields.email')}
        type="email"
        autoComplete="email"
        required
        {...fieldProps(form, 'email', help('email'))}
      />
      <TextField
        label={t('requests.fields.phone')}
        type="tel"
        autoComplete="tel"
        {...fieldProps(form, 'phone')}
      />
      <TextField
        label={t('requests.fields.budget')}
        autoComplete="off"
        required
        {...fieldProps(form, 'budget', help('budget'))}
        slotProps={USD_SLOT_PROPS}
      />
      {/* The browser's own date picker: no library, and it speaks the person's locale. */}
      <TextField
        label={t('requests.fields.deadline')}
        type="date"
        required
        {...fieldProps(form, 'deadline', help('deadline'))}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: localTomorrowOf(new Date()) },
        }}
      />
    </FieldGrid>
  );
}
