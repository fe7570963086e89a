import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardTitle } from '../../components/card-title';

/**
 * One submission: a heading (the request it answers, or its composer), a line on who and when,
 * a mark on the right (the request's state), then what the composer said and the audios.
 */
export function SubmissionCard({
  title,
  titleLink,
  byline,
  mark,
  children,
}: {
  title: string;
  /** Where the title leads, when the viewer may open that page. */
  titleLink?: { to: string; state?: unknown };
  byline: string;
  mark?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <CardTitle id={headingId} component="h2">
                {titleLink ? (
                  <Link
                    component={RouterLink}
                    to={titleLink.to}
                    state={titleLink.state}
                    underline="hover"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {title}
                  </Link>
                ) : (
                  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Box>
                )}
              </CardTitle>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {byline}
              </Typography>
            </Box>
            {mark}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
