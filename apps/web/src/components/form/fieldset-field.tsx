import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * An answer made of several controls (chips, a range, a list of links): a fieldset named by its
 * legend, with one help line that turns into the error when the check fails. Controls inside
 * that need the help line too get its id.
 */
export function FieldsetField({
  label,
  help,
  error,
  isRequired = false,
  children,
}: {
  label: string;
  help?: string;
  error?: string;
  isRequired?: boolean;
  children: (helpId: string) => ReactNode;
}) {
  const helpId = useId();
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      aria-describedby={helpId}
      sx={{ minWidth: 0 }}
    >
      <FormLabel component="legend" required={isRequired} sx={{ mb: 1, fontWeight: 600 }}>
        {label}
      </FormLabel>
      {children(helpId)}
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {error ?? help}
      </FormHelperText>
    </FormControl>
  );
}
