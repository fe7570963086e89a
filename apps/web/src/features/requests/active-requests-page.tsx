import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { ClientRequestList } from './client-request-list';

/** /active-requests (Client): the client's open requests, with a way to a new one when none. */
export function ActiveRequestsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('requests.active.title')} lead={t('requests.active.lead')} />
      <ClientRequestList
        state="open"
        empty={
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography>{t('requests.active.empty')}</Typography>
                <Button component={RouterLink} to={paths.requestCustomMusic} variant="contained">
                  {t('requests.active.requestMusic')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        }
      />
    </Stack>
  );
}
