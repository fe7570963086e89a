import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Stack } from '@mui/material';
import type { Audio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../components/upload/file-drop-zone';
import { UploadProgressRow } from '../../components/upload/upload-progress-row';
import { useUpload } from '../../components/upload/use-upload';
import { uploadStems } from './api/upload-files';

/** The stems of one audio: a zip chosen or dropped, then sent with its progress shown. */
export function StemsUploader({
  audioId,
  onUploaded,
}: {
  audioId: string;
  onUploaded?: (audio: Audio) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const sending = useUpload<Audio>();
  const isBusy = sending.state.status === 'uploading' || sending.state.status === 'done';

  const send = async () => {
    if (!file) return;
    const stored = await sending.start((controls) => uploadStems(audioId, file, controls));
    if (stored) onUploaded?.(stored);
  };

  return (
    <Stack spacing={1.5}>
      <FileDropZone
        label={t('submissions.files.stems')}
        kind="stems"
        file={file}
        onChange={(chosen) => {
          sending.reset();
          setFile(chosen);
        }}
        isDisabled={isBusy}
      />
      {file && sending.state.status === 'idle' && (
        <Box>
          <Button variant="outlined" startIcon={<CloudUploadIcon />} onClick={() => void send()}>
            {t('submissions.submit.uploadStems')}
          </Button>
        </Box>
      )}
      {file && (
        <UploadProgressRow
          name={file.name}
          bytes={file.size}
          state={sending.state}
          onCancel={sending.cancel}
          onRetry={() => void sending.retry().then((stored) => stored && onUploaded?.(stored))}
        />
      )}
    </Stack>
  );
}
