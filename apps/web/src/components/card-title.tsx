import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The title of one card (an album, a placement, a request, a panel of facts): the cards' one
 * title style (`h6`, decision 046) at the heading level its page gives it, wrapping anywhere so
 * a long name never widens the card. `id` is for the card labelled by it; the title may be a
 * link to the card's page.
 */
export function CardTitle({
  id,
  component,
  gutterBottom = false,
  children,
}: {
  id?: string;
  component: 'h2' | 'h3' | 'h4';
  gutterBottom?: boolean;
  children: ReactNode;
}) {
  return (
    <Typography
      id={id}
      variant="h6"
      component={component}
      gutterBottom={gutterBottom}
      sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
    >
      {children}
    </Typography>
  );
}
