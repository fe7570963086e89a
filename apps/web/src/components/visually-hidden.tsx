import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Text for screen readers only: present in the accessibility tree, invisible on screen. */
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
