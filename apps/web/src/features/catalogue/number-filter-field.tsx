import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDebouncedDraft } from '../../components/use-debounced-draft';

/** Whether a box's text is a whole number from `min` to `max` (or empty: no filter). */
const isInRange = (text: string, min: number, max: number) =>
  text === '' || (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max);

/**
 * A number filter (a tempo or a length end). It applies as typing pauses (or at once on Enter or
 * leaving the box), not on every key: "1", "12", "120" would each be a fetch and a step of Back.
 * A number out of range is not applied, and the box says so, as it does of one in the address
 * that is out of range (a hand-edited link).
 */
export function NumberFilterField({
  label,
  value,
  onCommit,
  min,
  max,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  min: number;
  max: number;
}) {
  const { t } = useTranslation();
  const { draft, type, reportNow } = useDebouncedDraft(value, onCommit, (text) =>
    isInRange(text, min, max),
  );
  const isOutOfRange = !isInRange(draft.trim(), min, max);
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      value={draft}
      onChange={(event) => type(event.target.value)}
      onBlur={reportNow}
      onKeyDown={(event) => {
        if (event.key === 'Enter') reportNow();
      }}
      error={isOutOfRange}
      helperText={isOutOfRange ? t('catalogue.tracks.outOfRange', { min, max }) : undefined}
      // The label sits on the border, as the selects' do, so a phone's half-width box shows it whole.
      slotProps={{ htmlInput: { min, max, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
    />
  );
}
