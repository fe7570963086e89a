import { Button, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { LoadFailed } from '../../components/list-states';
import { PageLoader } from '../../components/page-loader';
import { useFetchFailureToast } from '../../components/toast/use-failure-toast';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';

/**
 * A request's page while it loads, when it is unknown (404: someone else's, closed to
 * composers, or no such id) and when it cannot be loaded. Each failure is also the spec's
 * "REQUEST NOT FOUND" toast (docs/contracts.md#failure-toasts).
 */
export function RequestDetailStates<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (request: T) => ReactNode;
}) {
  const { t } = useTranslation();
  useFetchFailureToast(query);
  if (query.isPending) return <PageLoader />;
  if (query.isSuccess) return children(query.data);

  const isUnknown = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, mx: 'auto', alignItems: 'flex-start' }}>
      <PageHeader
        title={t('requests.detail.notFoundTitle')}
        lead={isUnknown ? t('requests.detail.notFoundText') : undefined}
      />
      {!isUnknown && (
        <LoadFailed message={t('requests.listFailed')} onRetry={() => void query.refetch()} />
      )}
      <Button component={RouterLink} to={paths.requestsHistory} variant="outlined">
        {t('requests.detail.backToList')}
      </Button>
    </Stack>
  );
}
