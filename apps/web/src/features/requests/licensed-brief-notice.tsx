import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import type { ClientRequest } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { CloseRequestButton } from './close-request-button';

/**
 * An open brief with a licence: it stays open to its deadline so the client can license
 * alternates (docs/contracts.md#request-states). The client chooses here: keep it open (nothing
 * to do) or close it now, when it ends fulfilled.
 */
export function LicensedBriefNotice({
  request,
}: {
  request: Pick<ClientRequest, 'id' | 'state' | 'licensedAt' | 'deadline'>;
}) {
  const { t } = useTranslation();
  if (request.state !== 'open' || !request.licensedAt) return null;
  return (
    <Alert severity="success" variant="outlined">
      <AlertTitle>
        {t('requests.detail.licensedTitle', { date: formatDate(request.licensedAt) })}
      </AlertTitle>
      <Stack spacing={1.5}>
        <Typography variant="body2">
          {t('requests.detail.licensedText', { deadline: formatDate(request.deadline) })}
        </Typography>
        <CloseRequestButton requestId={request.id} />
      </Stack>
    </Alert>
  );
}
