import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * One card of a page of several (Settings; Offers & Licences): a region named by its heading, so
 * a screen reader can jump between them. `isDanger` marks what cannot be undone in red.
 */
export function SectionCard({
  title,
  isDanger = false,
  children,
}: {
  title: string;
  isDanger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={isDanger ? { borderColor: 'error.main' } : undefined}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h2" gutterBottom color={isDanger ? 'error' : undefined}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
