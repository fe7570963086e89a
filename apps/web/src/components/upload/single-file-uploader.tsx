import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Stack } from '@mui/material';
import type { UploadKind } from '@cuebrief/shared';
import { useState } from 'react';
import { FileDropZone } from './file-drop-zone';
import { UploadProgressRow } from './upload-progress-row';
import type { UploadControls, useUpload } from './use-upload';

/**
 * One file chosen or dropped, then sent with progress, cancel and retry: an album's cover, a
 * placement's image. `onStored` gets what the server answered once the file is stored. The
 * caller owns `sending` (from useUpload), so it can watch the state: toast a failure, or keep a
 * dialog from moving on while a file is on its way.
 */
export function SingleFileUploader<T>({
  label,
  sendLabel,
  kind,
  upload,
  onStored,
  sending,
}: {
  label: string;
  sendLabel: string;
  kind: UploadKind;
  upload: (file: File, controls: UploadControls) => Promise<T>;
  onStored: (stored: T) => void;
  sending: ReturnType<typeof useUpload<T>>;
}) {
  const [file, setFile] = useState<File | null>(null);

  const keep = (stored: T | null) => {
    if (stored !== null) onStored(stored);
  };

  return (
    <Stack spacing={1.5}>
      <FileDropZone
        label={label}
        kind={kind}
        file={file}
        onChange={(chosen) => {
          sending.reset();
          setFile(chosen);
        }}
        isDisabled={sending.state.status === 'uploading'}
      />
      {file && sending.state.status === 'idle' && (
        <Box>
          <Button
            variant="contained"
            startIcon={<CloudUploadIcon />}
            onClick={() => void sending.start((controls) => upload(file, controls)).then(keep)}
          >
            {sendLabel}
          </Button>
        </Box>
      )}
      {file && (
        <UploadProgressRow
          name={file.name}
          bytes={file.size}
          state={sending.state}
          onCancel={sending.cancel}
          onRetry={() => void sending.retry().then(keep)}
        />
      )}
    </Stack>
  );
}
