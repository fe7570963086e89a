import { Stack, TextField } from '@mui/material';
import { TEMPO_MAX_BPM, TEMPO_MIN_BPM } from '@cuebrief/shared';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldsetField } from '../../components/form/fieldset-field';
import { TempoSlider } from './tempo-slider';

/** A BPM range as a form holds it: either end may be emptied while typing. */
export type TempoRangeValue = [number | null, number | null];

/** An end of the range as typed: an emptied box is kept empty, not read as 0. */
const bpmOf = (text: string) => (text === '' ? null : Number(text));

/** A tempo as a BPM range: drag the handles, or type the two ends. */
export function TempoRangeField<V extends FieldValues, C, T extends FieldValues>({
  control,
  name,
  label,
  help,
  isRequired = false,
}: {
  control: Control<V, C, T>;
  name: FieldPathByValue<V, TempoRangeValue>;
  label: string;
  help: string;
  isRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const [from, to] = field.value as TempoRangeValue;
        const error = fieldState.error?.message;
        const end = (index: 0 | 1, endLabel: string, helpId: string) => (
          <TextField
            label={endLabel}
            type="number"
            value={(index === 0 ? from : to) ?? ''}
            onChange={(event) => {
              const next: TempoRangeValue = [from, to];
              next[index] = bpmOf(event.target.value);
              field.onChange(next);
            }}
            onBlur={field.onBlur}
            inputRef={index === 0 ? field.ref : undefined}
            error={Boolean(error)}
            slotProps={{
              htmlInput: {
                min: TEMPO_MIN_BPM,
                max: TEMPO_MAX_BPM,
                inputMode: 'numeric',
                'aria-describedby': helpId,
              },
            }}
            sx={{ width: { xs: '100%', sm: 160 } }}
          />
        );
        return (
          <FieldsetField label={label} help={help} error={error} isRequired={isRequired}>
            {(helpId) => (
              <>
                <TempoSlider
                  value={[from ?? TEMPO_MIN_BPM, to ?? TEMPO_MAX_BPM]}
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
