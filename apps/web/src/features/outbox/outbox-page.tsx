import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PagedList } from '../../components/paged-list/paged-list';
import { useListParams } from '../../components/paged-list/use-list-params';
import { useOutbox } from './api/outbox';
import { OutboxMail } from './outbox-mail';

/**
 * /outbox (Admin): the mail the app wrote, newest first, a page at a time with the page in the
 * address; each opens on its body. Without SMTP this is where mail is read
 * (docs/contracts.md#mail).
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const query = useOutbox(params.page);

  return (
    <Stack spacing={3}>
      <PageHeader title={t('outbox.title')} lead={t('outbox.lead')} />
      <PagedList
        query={query}
        params={params}
        emptyText={t('outbox.empty')}
        summary={(list) => t('outbox.count', { count: list.total })}
        failedText={t('outbox.loadFailed')}
        skeleton={{ rows: 5, height: 72 }}
      >
        {(mails) => (
          <Stack spacing={1}>
            {mails.map((mail) => (
              <OutboxMail key={mail.id} mail={mail} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
