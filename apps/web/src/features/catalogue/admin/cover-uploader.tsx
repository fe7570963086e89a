import type { Album } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { SingleFileUploader } from '../../../components/upload/single-file-uploader';
import { useUpload } from '../../../components/upload/use-upload';
import { useReloadAlbums } from '../api/albums';
import { uploadAlbumCover } from '../api/upload-album-files';
import { useUploadFailureToast } from './use-upload-failure-toast';

/** An album's cover: one image chosen or dropped, sent with progress, cancel and retry. */
export function CoverUploader({ albumId, onStored }: { albumId: string; onStored: () => void }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const reload = useReloadAlbums();
  const sending = useUpload<Album>();
  useUploadFailureToast(sending.state, t('catalogue.album.coverFailed'));

  return (
    <SingleFileUploader
      label={t('catalogue.album.coverLabel')}
      sendLabel={t('catalogue.album.sendCover')}
      kind="image"
      sending={sending}
      upload={(file, controls) => uploadAlbumCover(albumId, file, controls)}
      onStored={() => {
        showToast({ severity: 'success', description: t('catalogue.album.coverStored') });
        void reload();
        onStored();
      }}
    />
  );
}
