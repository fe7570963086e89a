import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The top of every page (decision 046): its one h1, a line on what the page is for, and the
 * page's main actions beside them (below them on a phone). A long title wraps anywhere rather
 * than widening the page.
 */
export function PageHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
    >
      <div>
        <Typography variant="h1" gutterBottom={Boolean(lead)} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {lead && <Typography color="text.secondary">{lead}</Typography>}
      </div>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
