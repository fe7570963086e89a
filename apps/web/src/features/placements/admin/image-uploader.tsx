import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Stack } from '@mui/material';
import type { Placement } from '@cuebrief/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { FileDropZone } from '../../../components/upload/file-drop-zone';
import { UploadProgressRow } from '../../../components/upload/upload-progress-row';
import { useUpload } from '../../../components/upload/use-upload';
import { useReloadPlacements } from '../api/placements';
import { uploadPlacementImage } from '../api/upload-placement-files';

/** A placement's image: one file chosen or dropped, sent with progress, cancel and retry. */
export function ImageUploader({
  placementId,
  onStored,
  onSendingChange,
}: {
  placementId: string;
  onStored?: (placement: Placement) => void;
  /** Whether an upload is running, for a dialog that must not move on and cancel it. */
  onSendingChange?: (isSending: boolean) => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const reload = useReloadPlacements();
  const [file, setFile] = useState<File | null>(null);
  const sending = useUpload<Placement>();

  const isSending = sending.state.status === 'uploading';
  useEffect(() => onSendingChange?.(isSending), [isSending, onSendingChange]);

  const keep = (placement: Placement | null) => {
    if (!placement) return;
    showToast({ severity: 'success', description: t('placements.image.stored') });
    void reload();
    onStored?.(placement);
  };
  const send = async (chosen: File) =>
    keep(await sending.start((controls) => uploadPlacementImage(placementId, chosen, controls)));

  return (
    <Stack spacing={1.5}>
      <FileDropZone
        label={t('placements.image.label')}
        kind="image"
        file={file}
        onChange={(chosen) => {
          sending.reset();
          setFile(chosen);
        }}
        isDisabled={isSending}
      />
      {file && sending.state.status === 'idle' && (
        <Box>
          <Button
            variant="contained"
            startIcon={<CloudUploadIcon />}
            onClick={() => void send(file)}
          >
            {t('placements.image.send')}
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
