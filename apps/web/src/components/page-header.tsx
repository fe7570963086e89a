import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The top of every page (decision 046): its one h1, a line on what the page is for, and the
 * page's main actions beside them (below them on a phone). A long title wraps anywhere rather
 * than widening the page. `status` sits beside the title (a draft album's chip); a `lead` that
 * is more than a string (several lines, a line a test finds) is drawn in a `div`, so it may
 * hold paragraphs of its own.
 */
export function PageHeader({
  title,
  lead,
  status,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  status?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <Typography
      variant="h1"
      gutterBottom={Boolean(lead) && !status}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {title}
    </Typography>
  );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
    >
      <div>
        {status ? (
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'center', mb: lead ? 0.5 : 0 }}
          >
            {heading}
            {status}
          </Stack>
        ) : (
          heading
        )}
        {lead && (
          <Typography color="text.secondary" component={typeof lead === 'string' ? 'p' : 'div'}>
            {lead}
          </Typography>
        )}
      </div>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
