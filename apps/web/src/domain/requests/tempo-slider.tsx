import { Slider } from '@mui/material';
import { TEMPO_MAX_BPM, TEMPO_MIN_BPM } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';

/**
 * A tempo range in BPM with two handles, each named for screen readers and read out in BPM.
 * The wizard and the composers' filter share it, so a range means the same on both sides.
 */
export function TempoSlider({
  value,
  onChange,
  onChangeCommitted,
}: {
  value: readonly [number, number];
  onChange: (range: [number, number]) => void;
  /** Once a handle is let go (or moved by a key): when a list should reload. */
  onChangeCommitted?: (range: [number, number]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Slider
      value={[...value]}
      min={TEMPO_MIN_BPM}
      max={TEMPO_MAX_BPM}
      disableSwap
      valueLabelDisplay="auto"
      onChange={(_event, range) => onChange(range as [number, number])}
      onChangeCommitted={(_event, range) => onChangeCommitted?.(range as [number, number])}
      getAriaLabel={(index) =>
        index === 0 ? t('requests.wizard.tempoSlowest') : t('requests.wizard.tempoFastest')
      }
      getAriaValueText={(bpm) => t('requests.bpm', { value: bpm })}
      // Room for the handles at both ends, so neither hangs over the edge of a phone.
      sx={{ mx: 1, width: 'auto' }}
    />
  );
}
