import { Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { CardTitle } from '../card-title';

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
        <CardTitle id={headingId} component="h2" gutterBottom>
          {title}
        </CardTitle>
        {children}
      </CardContent>
    </Card>
  );
}
