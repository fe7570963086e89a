import { MenuItem, TextField } from '@mui/material';

/** One word of a vocabulary to filter by, or any ("" leaves the filter out of the address). */
export function VocabularySelect({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  options: readonly string[];
  value: string;
  onChange: (word: string) => void;
}) {
  // Until the words arrive, the chosen one is the only one offered (never an unknown value).
  const shown = options.length > 0 || !value ? options : [value];
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: { sm: '1 1 10rem' }, minWidth: { sm: 160 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {shown.map((word) => (
        <MenuItem key={word} value={word}>
          {word}
        </MenuItem>
      ))}
    </TextField>
  );
}
