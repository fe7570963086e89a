import { Stack, Typography } from '@mui/material';
import { DEFAULT_PAGE_SIZE } from '@cuebrief/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchField } from '../../components/debounced-search-field';
import { ListSkeleton, LoadFailed } from '../../components/list-states';
import { useContactMessages } from './api/contact-messages';
import { InboxPagination } from './inbox-pagination';
import { MessageCard } from './message-card';

/** The messages tab: contact messages, newest first, searchable, a page at a time. */
export function MessagesPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const listTop = useRef<HTMLDivElement>(null);
  const messages = useContactMessages({ search, page });

  const content = () => {
    if (messages.isPending) return <ListSkeleton rows={3} height={140} />;
    // Spec §8: admin fetch failures stay on the page, without a toast.
    if (messages.isError) {
      return (
        <LoadFailed message={t('inbox.messagesFailed')} onRetry={() => void messages.refetch()} />
      );
    }
    const { data, total, pageSize } = messages.data;
    if (total === 0) {
      return (
        <Typography color="text.secondary">
          {search ? t('inbox.noMatchingMessages', { search }) : t('inbox.noMessages')}
        </Typography>
      );
    }
    return (
      <Stack spacing={2}>
        <Stack
          spacing={2}
          aria-busy={messages.isPlaceholderData}
          sx={{ opacity: messages.isPlaceholderData ? 0.6 : 1 }}
        >
          {data.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </Stack>
        <InboxPagination
          page={page}
          pageSize={pageSize || DEFAULT_PAGE_SIZE}
          total={total}
          countText={t('inbox.messageCount', { count: total })}
          onChange={(next) => {
            setPage(next);
            listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          }}
        />
      </Stack>
    );
  };

  return (
    <Stack spacing={3} ref={listTop} sx={{ scrollMarginTop: 80 }}>
      <DebouncedSearchField
        label={t('inbox.searchMessages')}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      {content()}
    </Stack>
  );
}
