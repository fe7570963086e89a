import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import type { ListInputProps } from './list-input-props';

/**
 * Several words chosen from a long list in a menu (a musical key, a role), shown in the box
 * joined by commas. The menu stays open while choosing; Escape or a click outside closes it.
 */
export function SelectManyField({
  label,
  help,
  options,
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  isRequired = false,
}: ListInputProps & { options: readonly string[]; isRequired?: boolean }) {
  return (
    <TextField
      select
      label={label}
      required={isRequired}
      value={[...value]}
      onChange={(event) => onChange(event.target.value as unknown as string[])}
      onBlur={onBlur}
      inputRef={focusRef}
      error={Boolean(error)}
      helperText={error ?? help}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) => (chosen as string[]).join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          <ListItemIcon sx={{ visibility: value.includes(option) ? 'visible' : 'hidden' }}>
            <CheckIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={option} />
        </MenuItem>
      ))}
    </TextField>
  );
}
