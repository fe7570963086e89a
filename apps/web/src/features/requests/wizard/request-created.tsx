import { Button, Card, CardContent } from '@mui/material';
import type { ClientRequest } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SuccessPanel } from '../../../components/success-panel';
import { paths, requestDetailPath } from '../../../config/paths';
import { formatDay } from '../../../lib/format-date';

/** What the client sees once the brief is stored: that it is live, and where to find it. */
export function RequestCreated({
  request,
  onRequestMore,
}: {
  request: ClientRequest;
  onRequestMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <SuccessPanel
          title={t('requests.wizard.createdTitle')}
          text={t('requests.wizard.createdText', {
            title: request.title,
            date: formatDay(request.deadline),
          })}
          actions={
            <>
              <Button component={RouterLink} to={requestDetailPath(request.id)} variant="contained">
                {t('requests.wizard.viewRequest')}
              </Button>
              <Button variant="outlined" onClick={onRequestMore}>
                {t('requests.wizard.requestMore')}
              </Button>
              <Button component={RouterLink} to={paths.activeRequests}>
                {t('requests.wizard.goToActive')}
              </Button>
            </>
          }
        />
      </CardContent>
    </Card>
  );
}
