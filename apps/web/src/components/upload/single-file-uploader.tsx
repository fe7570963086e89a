import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Stack } from '@mui/material';
import type { UploadKind } from '@cuebrief/shared';
import { useState } from 'react';
import { FileDropZone } from './file-drop-zone';
import { SendingFileRow } from './sending-file-row';
import { isUnderWay, type UploadControls, type useUpload } from './use-upload';

/**
 * One file chosen or dropped, then sent with progress, cancel and retry: an album's cover, a
 * placement's image, an audio's stems. `onStored` gets what the server answered once the file is stored. The
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
  sendVariant = 'contained',
  lockOnceStored = false,
}: {
  label: string;
  sendLabel: string;
  kind: UploadKind;
  upload: (file: File, controls: UploadControls) => Promise<T>;
  onStored: (stored: T) => void;
  sending: ReturnType<typeof useUpload<T>>;
  /** The send button's look: outlined where it is not the page's main action. */
  sendVariant?: 'contained' | 'outlined';
  /** Keep the drop zone shut once the file is stored too, not only while it is sending. */
  lockOnceStored?: boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  const { status } = sending.state;
  const isLocked = isUnderWay(sending.state) || (lockOnceStored && status === 'done');

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
        isDisabled={isLocked}
      />
      {file && status === 'idle' && (
        <Box>
          <Button
            variant={sendVariant}
            startIcon={<CloudUploadIcon />}
            onClick={() => void sending.start((controls) => upload(file, controls)).then(keep)}
          >
            {sendLabel}
          </Button>
        </Box>
      )}
      {file && <SendingFileRow file={file} sending={sending} onStored={onStored} />}
    </Stack>
  );
}
