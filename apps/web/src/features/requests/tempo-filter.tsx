import { FormControl, FormLabel, Stack, Typography } from '@mui/material';
import { TEMPO_MAX_BPM, TEMPO_MIN_BPM } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TempoSlider } from '../../domain/requests/tempo-slider';

/**
 * The tempo range a composer looks for. The list reloads when a handle is let go, not at every
 * step of a drag; an end at its limit means "no limit" and leaves the address. The caller keys
 * it by the range in the address, so Back or "clear filters" moves the handles too.
 */
export function TempoFilter({
  tempoMin,
  tempoMax,
  onChange,
}: {
  tempoMin?: number;
  tempoMax?: number;
  onChange: (range: { tempoMin: string; tempoMax: string }) => void;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[number, number]>([
    tempoMin ?? TEMPO_MIN_BPM,
    tempoMax ?? TEMPO_MAX_BPM,
  ]);
  const isAny = range[0] === TEMPO_MIN_BPM && range[1] === TEMPO_MAX_BPM;
  return (
    <FormControl component="fieldset" sx={{ width: { sm: '20rem' }, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <FormLabel component="legend" sx={{ float: 'left', typography: 'body2' }}>
          {t('requests.browse.tempo')}
        </FormLabel>
        <Typography variant="body2" aria-hidden>
          {isAny
            ? t('requests.browse.anyTempo')
            : t('requests.tempoRange', { from: range[0], to: range[1] })}
        </Typography>
      </Stack>
      <TempoSlider
        value={range}
        onChange={setRange}
        onChangeCommitted={([from, to]) =>
          onChange({
            tempoMin: from === TEMPO_MIN_BPM ? '' : String(from),
            tempoMax: to === TEMPO_MAX_BPM ? '' : String(to),
          })
        }
      />
    </FormControl>
  );
}
