import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { WindowedListState } from '../../lib/window-query';

/**
 * The foot of a list read a window at a time (docs/contracts.md#bounded-lists): how much of it
 * is shown, and a button that loads the next window. A plain button rather than loading on
 * scroll: it works the same from the keyboard, and the page does not grow under a reader's
 * feet. Nothing shows once the whole list is there and it fitted one window.
 */
export function ShowMore({ list }: { list: WindowedListState }) {
  const { t } = useTranslation();
  const { loaded, total, hasNextPage: hasMore, isFetchingNextPage: isLoading } = list;
  const isFailed = list.isFetchNextPageError;
  const isPartial = hasMore || (total !== null && loaded < total);
  if (!isPartial && !isFailed) return null;

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 1 }}>
      {total !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('listWindow.shown', { loaded, total })}
        </Typography>
      )}
      {isFailed && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {t('listWindow.moreFailed')}
        </Alert>
      )}
      {hasMore && (
        <Button variant="outlined" onClick={() => void list.fetchNextPage()} disabled={isLoading}>
          {isLoading ? t('listWindow.loadingMore') : t('listWindow.showMore')}
        </Button>
      )}
    </Stack>
  );
}
