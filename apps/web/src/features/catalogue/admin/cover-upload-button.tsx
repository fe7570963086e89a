import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Button, Stack } from '@mui/material';
import type { Album } from '@cuebrief/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { UPLOAD_EXTENSIONS, fileProblem } from '../../../components/upload/check-file';
import { SendingFileRow } from '../../../components/upload/sending-file-row';
import { useUpload } from '../../../components/upload/use-upload';
import { useReloadAlbums } from '../api/albums';
import { uploadAlbumCover } from '../api/upload-album-files';
import { useUploadFailureToast } from './use-upload-failure-toast';

/**
 * "Upload cover" (or "Replace cover"): one button that opens the file picker; the chosen image
 * is sent at once, with its progress, cancel and retry below, and a toast when it is stored or
 * has failed. A file of the wrong kind or size is refused before anything is sent.
 */
export function CoverUploadButton({ album }: { album: Album }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const reload = useReloadAlbums();
  const sending = useUpload<Album>();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  useUploadFailureToast(sending.state, t('catalogueAdmin.cover.failed'));
  const isSending = sending.state.status === 'uploading';

  const stored = () => {
    showToast({ severity: 'success', description: t('catalogueAdmin.cover.stored') });
    void reload();
  };

  const send = (chosen: File) => {
    const problem = fileProblem(chosen, 'image');
    if (problem) {
      showToast({ severity: 'error', description: problem });
      return;
    }
    setFile(chosen);
    void sending
      .start((controls) => uploadAlbumCover(album.id, chosen, controls))
      .then((answer) => {
        if (answer !== null) stored();
      });
  };

  return (
    // A gap, not Stack's margins: those counted the hidden input as the first child and pushed
    // the button below its neighbours in the album's row of actions.
    <Stack spacing={1} useFlexGap sx={{ minWidth: 0 }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_EXTENSIONS.image.join(',')}
        data-testid="cover-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Emptied so that choosing the same file again (after a failure) sends it again.
          event.target.value = '';
          if (chosen) send(chosen);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<ImageIcon />}
        disabled={isSending}
        onClick={() => input.current?.click()}
      >
        {isSending
          ? t('catalogueAdmin.cover.uploading')
          : album.cover
            ? t('catalogueAdmin.cover.replace')
            : t('catalogueAdmin.cover.upload')}
      </Button>
      {file && <SendingFileRow file={file} sending={sending} onStored={stored} />}
    </Stack>
  );
}
