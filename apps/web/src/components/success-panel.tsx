import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What a person sees once a form has done its job (a message sent, a brief posted): a heading
 * saying so, what happens next, and where to go from here. The form they were in is gone, so
 * focus moves to the heading and keyboard and screen-reader users are not left on nothing.
 */
export function SuccessPanel({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {title}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{text}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignSelf: 'stretch', flexWrap: 'wrap' }}
      >
        {actions}
      </Stack>
    </Stack>
  );
}
