import type { Audio } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { SingleFileUploader } from '../../components/upload/single-file-uploader';
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
  const sending = useUpload<Audio>();

  return (
    <SingleFileUploader
      label={t('submissions.files.stems')}
      sendLabel={t('submissions.submit.uploadStems')}
      kind="stems"
      sending={sending}
      upload={(file, controls) => uploadStems(audioId, file, controls)}
      onStored={(audio) => onUploaded?.(audio)}
      sendVariant="outlined"
      lockOnceStored
    />
  );
}
