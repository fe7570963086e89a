import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { RequestState } from '@cuebrief/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { requestDetailPath } from '../../config/paths';
import { useBackToHere } from '../../lib/back-to';
import { FactRow, type Fact } from './fact-row';
import { RequestStateChip } from '../../domain/requests/request-state-chip';
import { CardTitle } from '../../components/card-title';

/**
 * One request in a list: its title leads to its page, its key facts read at a glance.
 * `children` adds what a list needs more (a composer's genres and moods).
 */
export function RequestCard({
  request,
  listLabel,
  subtitle,
  showState = false,
  facts,
  children,
}: {
  request: { id: string; title: string; state: RequestState };
  /** The list's name as its menu says it: the request's page leads back to it by that name. */
  listLabel: string;
  /** A line under the title, such as the agency's name. */
  subtitle?: string | null;
  showState?: boolean;
  facts: readonly Fact[];
  children?: ReactNode;
}) {
  const headingId = `request-${request.id}`;
  const backHere = useBackToHere(listLabel);
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <CardTitle id={headingId} component="h2">
                <Link
                  component={RouterLink}
                  to={requestDetailPath(request.id)}
                  state={backHere}
                  underline="hover"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {request.title}
                </Link>
              </CardTitle>
              {subtitle && (
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {subtitle}
                </Typography>
              )}
            </Box>
            {showState && <RequestStateChip state={request.state} />}
          </Stack>
          <FactRow facts={facts} />
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
