import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { UploadKind } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesBytes, filesLabel, type AudioFiles } from '../../../domain/audio/upload/audio-files';
import { FileDropZone } from '../../../components/upload/file-drop-zone';
import { UploadProgressRow } from '../../../components/upload/upload-progress-row';
import { uploadPlacementAudio } from '../api/upload-placement-files';
import { usePlacementUpload, type PlacementUploaderProps } from './use-placement-upload';

const KINDS = ['mp3', 'wav'] as const satisfies readonly UploadKind[];

/**
 * A placement's music: an mp3, a wav or both, sent in one upload with progress, cancel and retry. A
 * failure is said on its row (placements toast no failure, docs/contracts.md#failure-toasts).
 */
export function MusicUploader({ placementId, onStored, onSendingChange }: PlacementUploaderProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<AudioFiles>({ mp3: null, wav: null });
  const [needsFile, setNeedsFile] = useState(false);
  const { sending, isSending, keep } = usePlacementUpload({
    storedText: t('placements.music.stored'),
    onStored,
    onSendingChange,
  });

  const send = async () => {
    if (!files.mp3 && !files.wav) {
      setNeedsFile(true);
      return;
    }
    keep(await sending.start((controls) => uploadPlacementAudio(placementId, files, controls)));
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('placements.music.lead')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {KINDS.map((kind) => (
          <FileDropZone
            key={kind}
            label={t(`placements.music.${kind}`)}
            kind={kind}
            file={files[kind]}
            onChange={(file) => {
              sending.reset();
              setNeedsFile(false);
              setFiles((current) => ({ ...current, [kind]: file }));
            }}
            error={needsFile ? t('placements.music.needsFile') : undefined}
            isDisabled={isSending}
          />
        ))}
      </Box>
      {sending.state.status === 'idle' && (
        <Box>
          <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => void send()}>
            {t('placements.music.send')}
          </Button>
        </Box>
      )}
      <UploadProgressRow
        name={filesLabel(files)}
        bytes={filesBytes(files)}
        state={sending.state}
        onCancel={sending.cancel}
        onRetry={() => void sending.retry().then(keep)}
      />
    </Stack>
  );
}
