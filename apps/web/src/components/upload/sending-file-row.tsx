import { UploadProgressRow } from './upload-progress-row';
import type { useUpload } from './use-upload';

/**
 * The row of one file sent through `sending` (from useUpload): its progress, Cancel, and Retry,
 * which hands what the server stored to `onStored` as the first try does. The single-file
 * uploader and the one-button cover upload show their file with it.
 */
export function SendingFileRow<T>({
  file,
  sending,
  onStored,
}: {
  file: File;
  sending: ReturnType<typeof useUpload<T>>;
  onStored: (stored: T) => void;
}) {
  return (
    <UploadProgressRow
      name={file.name}
      bytes={file.size}
      state={sending.state}
      onCancel={sending.cancel}
      onRetry={() =>
        void sending.retry().then((stored) => {
          // null: cancelled or failed again; the row says so and offers Retry once more.
          if (stored !== null) onStored(stored);
        })
      }
    />
  );
}
