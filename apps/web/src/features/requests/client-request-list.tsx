import { Link, Stack, Typography } from '@mui/material';
import type { RequestState } from '@cuebrief/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { requestSubmissionsPath } from '../../config/paths';
import { ListSkeleton, LoadFailed } from '../../components/list-states';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useClientRequests } from './api/client-requests';
import { RequestCard } from './request-card';
import { closingAndBudget, submissionsFact } from './request-facts';

/**
 * A client's own requests as cards (all of them, or those in one state): how long each takes
 * music, what it pays, and how much music has arrived. A failure is said on the page, with a
 * retry, and by the spec's toast.
 */
export function ClientRequestList({
  listLabel,
  state,
  empty,
  showState = false,
}: {
  /** The page's name as the menu says it (each request's page leads back by it). */
  listLabel: string;
  state?: RequestState;
  /** What the page says when there is nothing to show. */
  empty: ReactNode;
  showState?: boolean;
}) {
  const { t } = useTranslation();
  const requests = useClientRequests(state);
  useFailureToast(requests, t('requests.listFailedToast'));

  if (requests.isPending) return <ListSkeleton rows={3} height={116} />;
  if (requests.isError) {
    return (
      <LoadFailed message={t('requests.listFailed')} onRetry={() => void requests.refetch()} />
    );
  }
  if (requests.data.length === 0) return empty;
  return (
    <Stack spacing={2}>
      <Typography role="status" variant="body2" color="text.secondary">
        {t('requests.count', { count: requests.data.length })}
      </Typography>
      {requests.data.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          listLabel={listLabel}
          showState={showState}
          facts={[...closingAndBudget(t, request), submissionsFact(t, request.submissionsCount)]}
        >
          {request.submissionsCount > 0 && (
            <Link
              component={RouterLink}
              to={requestSubmissionsPath(request.id)}
              sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
            >
              {t('submissions.client.listLink', { count: request.submissionsCount })}
            </Link>
          )}
        </RequestCard>
      ))}
    </Stack>
  );
}
