import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyList } from '../../components/list-states';
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
        listLabel={t('menu.activeRequests')}
        state="open"
        empty={
          <EmptyList text={t('requests.active.empty')}>
            <Button component={RouterLink} to={paths.requestCustomMusic} variant="contained">
              {t('requests.active.requestMusic')}
            </Button>
          </EmptyList>
        }
      />
    </Stack>
  );
}
