import { Box, TextField } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type CountedTextFieldProps = ComponentProps<typeof TextField> & {
  /** How many characters the field holds now (the caller watches the form value). */
  length: number;
  maxLength: number;
  helperText?: ReactNode;
};

/**
 * A multiline text field that shows how much of its limit is used, so a long message is not
 * refused only after it is sent. The limit is not enforced while typing: a pasted text stays
 * whole and the counter turns red instead.
 */
export function CountedTextField({
  length,
  maxLength,
  helperText,
  ...props
}: CountedTextFieldProps) {
  const { t } = useTranslation();
  const isOver = length > maxLength;
  return (
    <TextField
      multiline
      {...props}
      error={Boolean(props.error) || isOver}
      helperText={
        // On a narrow screen a long help text takes the line and the counter wraps below it.
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <Box component="span" sx={{ flex: '1 1 12rem' }}>
            {helperText}
          </Box>
          <Box component="span" sx={{ flexShrink: 0, ml: 'auto' }}>
            {t('common.characterCount', {
              count: length,
              max: maxLength.toLocaleString('en'),
            })}
          </Box>
        </Box>
      }
    />
  );
}
