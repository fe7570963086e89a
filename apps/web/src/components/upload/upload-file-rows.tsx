import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UploadProgressRow } from './upload-progress-row';
import type { UploadQueue } from './use-upload-queue';

/**
 * The rows of an upload's files, one per file with its own progress, Cancel and Retry
 * (decision 045). `waitingTextOf` says why a file waits when it is more than its turn.
 */
export function UploadFileRows<K extends string>({
  queue,
  waitingTextOf,
}: {
  queue: UploadQueue<K>;
  waitingTextOf?: (key: K) => string | undefined;
}) {
  const { t } = useTranslation();
  if (queue.files.length === 0) return null;
  return (
    <Stack spacing={1} role="group" aria-label={t('upload.files')} data-testid="upload-files">
      {queue.files.map((entry) => (
        <UploadProgressRow
          key={entry.key}
          name={entry.name}
          bytes={entry.bytes}
          state={entry.state}
          onCancel={() => queue.cancel(entry.key)}
          onRetry={() => queue.retry(entry.key)}
          waitingText={waitingTextOf?.(entry.key)}
        />
      ))}
    </Stack>
  );
}
