import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A form's fields two to a row from `sm` up and one to a row on a phone, so every form lines
 * up alike. A field takes a whole row with `sx={{ gridColumn: '1 / -1' }}`.
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}
