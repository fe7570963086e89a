import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/paged-list/paged-list';
import { useListParams } from '../../components/paged-list/use-list-params';
import { useContactMessages } from './api/contact-messages';
import { MessageCard } from './message-card';

/** The messages tab: contact messages, newest first, searchable, a page at a time. */
export function MessagesPanel() {
  const { t } = useTranslation();
  const params = useListParams();
  const messages = useContactMessages({ search: params.search, page: params.page });

  return (
    <PagedList
      query={messages}
      params={params}
      searchLabel={t('inbox.searchMessages')}
      emptyText={
        params.search
          ? t('inbox.noMatchingMessages', { search: params.search })
          : t('inbox.noMessages')
      }
      summary={(list) => t('inbox.messageCount', { count: list.total })}
      failedText={t('inbox.messagesFailed')}
      skeleton={{ rows: 3, height: 140 }}
    >
      {(items) => (
        <Stack spacing={2}>
          {items.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </PagedList>
  );
}
