import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Stack } from '@mui/material';
import type { Album } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { FileDropZone } from '../../../components/upload/file-drop-zone';
import { UploadProgressRow } from '../../../components/upload/upload-progress-row';
import { useUpload } from '../../../components/upload/use-upload';
import { useReloadAlbums } from '../api/albums';
import { uploadAlbumCover } from '../api/upload-album-files';
import { useUploadFailureToast } from './use-upload-failure-toast';

/** An album's cover: one image chosen or dropped, sent with progress, cancel and retry. */
export function CoverUploader({ albumId, onStored }: { albumId: string; onStored: () => void }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const reload = useReloadAlbums();
  const [file, setFile] = useState<File | null>(null);
  const sending = useUpload<Album>();
  useUploadFailureToast(sending.state, t('catalogue.album.coverFailed'));
  const isUploading = sending.state.status === 'uploading';

  const keep = (album: Album | null) => {
    if (!album) return;
    showToast({ severity: 'success', description: t('catalogue.album.coverStored') });
    void reload();
    onStored();
  };
  const send = async (chosen: File) =>
    keep(await sending.start((controls) => uploadAlbumCover(albumId, chosen, controls)));

  return (
    <Stack spacing={1.5}>
      <FileDropZone
        label={t('catalogue.album.coverLabel')}
        kind="image"
        file={file}
        onChange={(chosen) => {
          sending.reset();
          setFile(chosen);
        }}
        isDisabled={isUploading}
      />
      {file && sending.state.status === 'idle' && (
        <Box>
          <Button
            variant="contained"
            startIcon={<CloudUploadIcon />}
            onClick={() => void send(file)}
          >
            {t('catalogue.album.sendCover')}
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
