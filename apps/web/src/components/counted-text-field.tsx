import { Box, TextField } from '@mui/material';
import { forwardRef, type ComponentProps, type ReactNode } from 'react';
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
 * whole and the counter turns red instead. Its ref (a form's `fieldProps`) comes by forwardRef:
 * the pre-rendered Q&A pages run on Preact, which hands a function component no `ref` prop, and
 * without it the form never hears the text (decision 034).
 */
export const CountedTextField = forwardRef<HTMLDivElement, CountedTextFieldProps>(
  function CountedTextField({ length, maxLength, helperText, ...props }, ref) {
    const { t } = useTranslation();
    const isOver = length > maxLength;
    return (
      <TextField
        multiline
        {...props}
        ref={ref}
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
  },
);
