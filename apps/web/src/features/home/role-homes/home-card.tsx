import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardTitle } from '../../../components/card-title';
import { useAvailablePaths } from '../../../lib/available-paths';

/** Where a card leads on: the whole list its few entries come from. */
export type HomeLink = { label: string; to: string };

/**
 * One section of a role's home: a card named by its title (a region for screen readers), a line
 * saying how many there are (`lead`) and its entries, or, when `count` is 0, what to do while
 * there are none (`empty`), and a link on to the whole list when this build and setting have
 * that screen (`path` is the route it opens).
 */
export function HomeCard({
  title,
  count,
  lead,
  empty,
  link,
  children,
}: {
  title: string;
  count: number;
  lead?: string;
  empty: string;
  link?: HomeLink & { path?: string };
  children?: ReactNode;
}) {
  const titleId = useId();
  const availablePaths = useAvailablePaths();
  const isLinkShown = link && availablePaths.has(link.path ?? link.to);
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.5}>
          <CardTitle id={titleId} component="h2">
            {title}
          </CardTitle>
          {count === 0 ? (
            <Typography color="text.secondary">{empty}</Typography>
          ) : (
            <>
              {lead && <Typography color="text.secondary">{lead}</Typography>}
              {children}
            </>
          )}
        </Stack>
      </CardContent>
      {isLinkShown && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to={link.to} size="small" variant="outlined">
            {link.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** The entries of a card: a plain list, each entry a row that wraps on a phone. */
export function HomeList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/** One entry: its main line (a link or text), a second line, and an action at its end. */
export function HomeListItem({
  primary,
  secondary,
  action,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        borderTop: 1,
        borderColor: 'divider',
        pt: 1,
      }}
    >
      <Stack sx={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{primary}</Typography>
        {secondary && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {secondary}
          </Typography>
        )}
      </Stack>
      {action}
    </Stack>
  );
}
