import { Stack, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldsetField } from '../../../../components/form/fieldset-field';
import { TempoSlider } from '../../tempo-slider';
import { TEMPO_BOUNDS } from '../request-draft';
import type { WizardForm } from '../wizard-form';

/** An end of the range as typed: an emptied box is kept empty, not read as 0. */
const bpmOf = (text: string) => (text === '' ? null : Number(text));

/** The tempo as a BPM range: drag the handles, or type the two ends. */
export function TempoRangeField({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="tempo"
      render={({ field, fieldState }) => {
        const [from, to] = field.value;
        const error = fieldState.error?.message;
        const end = (index: 0 | 1, label: string, helpId: string) => (
          <TextField
            label={label}
            type="number"
            value={field.value[index] ?? ''}
            onChange={(event) => {
              const next: [number | null, number | null] = [from, to];
              next[index] = bpmOf(event.target.value);
              field.onChange(next);
            }}
            onBlur={field.onBlur}
            inputRef={index === 0 ? field.ref : undefined}
            error={Boolean(error)}
            slotProps={{
              htmlInput: {
                min: TEMPO_BOUNDS.min,
                max: TEMPO_BOUNDS.max,
                inputMode: 'numeric',
                'aria-describedby': helpId,
              },
            }}
            sx={{ width: { xs: '100%', sm: 160 } }}
          />
        );
        return (
          <FieldsetField
            label={t('requests.fields.tempo')}
            help={t('requests.wizard.help.tempo')}
            error={error}
            isRequired
          >
            {(helpId) => (
              <>
                <TempoSlider
                  value={[from ?? TEMPO_BOUNDS.min, to ?? TEMPO_BOUNDS.max]}
                  onChange={field.onChange}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
                  {end(0, t('requests.wizard.tempoFrom'), helpId)}
                  {end(1, t('requests.wizard.tempoTo'), helpId)}
                </Stack>
              </>
            )}
          </FieldsetField>
        );
      }}
    />
  );
}
