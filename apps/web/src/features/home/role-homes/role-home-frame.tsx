import { Box, Button, Skeleton, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAvailablePaths } from '../../../lib/available-paths';
import type { HomeLink } from './home-card';

/** The cards of a home side by side from a tablet's width, one above the other on a phone. */
const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * A role's home around its one call: the greeting, the role's calls to action, then its cards
 * once the call answers; skeletons of the cards while it loads, and a failure with a retry.
 */
export function RoleHomeFrame<T>({
  lead,
  actions = [],
  notice,
  query,
  cards,
}: {
  lead: string;
  actions?: HomeLink[];
  /** What the person should know before anything else (a plan that has ended). */
  notice?: ReactNode;
  query: UseQueryResult<T>;
  cards: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const availablePaths = useAvailablePaths();
  const shownActions = actions.filter((action) => availablePaths.has(action.to));
  return (
    <Stack spacing={3}>
      <PageHeader
        title={profile ? t('home.welcome', { name: profile.firstName }) : t('roleHomes.title')}
        lead={lead}
        actions={
          shownActions.length > 0 &&
          shownActions.map((action, index) => (
            <Button
              key={action.to}
              component={RouterLink}
              to={action.to}
              variant={index === 0 ? 'contained' : 'outlined'}
            >
              {action.label}
            </Button>
          ))
        }
      />
      {notice}
      {query.isError ? (
        <LoadFailed message={t('roleHomes.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <Box sx={GRID} role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={180} />
          ))}
        </Box>
      ) : (
        <Box sx={GRID}>{cards(query.data)}</Box>
      )}
    </Stack>
  );
}
