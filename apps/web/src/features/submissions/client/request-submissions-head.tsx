import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { RequestState } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { requestDetailPath } from '../../../config/paths';
import { RequestStateChip } from '../../../domain/requests/request-state-chip';
import { SubmissionsViewSwitch } from './submissions-view-switch';

/**
 * The head of a request's submissions page, cards or table alike: the way back to the request,
 * the title, the request's state and title once known, and the switch between the two views.
 */
export function RequestSubmissionsHead({
  requestId,
  request,
}: {
  requestId: string;
  request: { state: RequestState; title: string } | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box>
        <Button
          component={RouterLink}
          to={requestDetailPath(requestId)}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {t('submissions.client.backToRequest')}
        </Button>
      </Box>
      <PageHeader title={t('submissions.client.title')} lead={t('submissions.client.lead')} />
      {request && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <RequestStateChip state={request.state} />
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {request.title}
          </Typography>
        </Stack>
      )}
      <SubmissionsViewSwitch />
    </>
  );
}
