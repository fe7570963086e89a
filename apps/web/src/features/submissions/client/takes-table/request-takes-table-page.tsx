import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { requestDetailPath } from '../../../../config/paths';
import { RequestStateChip } from '../../../../domain/requests/request-state-chip';
import { useClientRequestLine } from '../../api/client-request-line';
import { SubmissionsViewSwitch } from '../submissions-view-switch';
import { TakesTable } from './takes-table';

/**
 * /requests/:id/submissions?view=table (Client): the request's takes as a dense table, for
 * requests with hundreds of them. It reads the request's line and one page of takes, never the
 * whole list of submissions the cards show, so its first screen comes quickly.
 */
export function RequestTakesTablePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const request = useClientRequestLine(id);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto', minWidth: 0 }}>
      <Box>
        <Button
          component={RouterLink}
          to={requestDetailPath(id)}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {t('submissions.client.backToRequest')}
        </Button>
      </Box>
      <PageHeader title={t('submissions.client.title')} lead={t('submissions.client.lead')} />
      {request.data && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <RequestStateChip state={request.data.state} />
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {request.data.title}
          </Typography>
        </Stack>
      )}
      <SubmissionsViewSwitch />
      <TakesTable requestId={id} />
    </Stack>
  );
}
