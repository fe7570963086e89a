import CheckIcon from '@mui/icons-material/Check';
import { Box, Chip } from '@mui/material';
import { FieldsetField } from './fieldset-field';
import type { ListInputProps } from './list-input-props';

/**
 * Several words chosen from a short list, each a chip that toggles (a pressed button to
 * assistive technology). Every option stays in view, so a person scans them instead of opening
 * a menu. Limits are left to the form's schema, which says what is wrong in the help line.
 */
export function ChoiceChips({
  label,
  help,
  error,
  options,
  value,
  onChange,
  focusRef,
  isRequired = false,
}: ListInputProps & { options: readonly string[]; isRequired?: boolean }) {
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((word) => word !== option) : [...value, option]);

  return (
    <FieldsetField label={label} help={help} error={error} isRequired={isRequired}>
      {() => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {options.map((option, index) => {
            const isChosen = value.includes(option);
            return (
              <Chip
                key={option}
                ref={index === 0 ? focusRef : undefined}
                label={option}
                clickable
                onClick={() => toggle(option)}
                aria-pressed={isChosen}
                color={isChosen ? 'primary' : 'default'}
                variant={isChosen ? 'filled' : 'outlined'}
                icon={isChosen ? <CheckIcon aria-hidden /> : undefined}
              />
            );
          })}
        </Box>
      )}
    </FieldsetField>
  );
}
