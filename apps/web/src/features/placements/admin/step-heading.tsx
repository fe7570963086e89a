import { Typography } from '@mui/material';
import { useEffect, useRef } from 'react';

/**
 * The heading of one step of the new-placement dialog. It takes the focus when its step opens,
 * so a keyboard or screen-reader user is told where they are instead of being left on a button
 * that has gone.
 */
export function StepHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Typography
      ref={heading}
      tabIndex={-1}
      variant="subtitle1"
      component="h3"
      sx={{ fontWeight: 700, mb: 1.5, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
