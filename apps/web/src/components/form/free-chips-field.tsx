import { Autocomplete, Chip, TextField } from '@mui/material';
import type { ListInputProps } from './list-input-props';

/**
 * Words a person types freely, each becoming a chip on Enter (or when the box is left, so a
 * word typed last is not lost). Spaces around a word are dropped and a repeat is kept once.
 */
export function FreeChipsField({
  label,
  help,
  value,
  onChange,
  onBlur,
  error,
  focusRef,
}: ListInputProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={[...value]}
      onChange={(_event, words) =>
        onChange([...new Set(words.map((word) => word.trim()).filter(Boolean))])
      }
      onBlur={onBlur}
      renderValue={(words, getItemProps) =>
        words.map((word, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={word} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={error ?? help}
          error={Boolean(error)}
          inputRef={focusRef}
        />
      )}
    />
  );
}
