import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A panel opened under a page's buttons (an upload, say), named by its heading; `id` is what
 * the opening button's `aria-controls` points at.
 */
export function PanelCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Card variant="outlined" component="section" id={id} aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
