import { useTranslation } from 'react-i18next';
import { SingleFileUploader } from '../../../components/upload/single-file-uploader';
import { uploadPlacementImage } from '../api/upload-placement-files';
import { usePlacementUpload, type PlacementUploaderProps } from './use-placement-upload';

/** A placement's image: one file chosen or dropped, sent with progress, cancel and retry. */
export function ImageUploader({ placementId, onStored, onSendingChange }: PlacementUploaderProps) {
  const { t } = useTranslation();
  const { sending, keep } = usePlacementUpload({
    storedText: t('placements.image.stored'),
    onStored,
    onSendingChange,
  });

  return (
    <SingleFileUploader
      label={t('placements.image.label')}
      sendLabel={t('placements.image.send')}
      kind="image"
      sending={sending}
      upload={(file, controls) => uploadPlacementImage(placementId, file, controls)}
      onStored={keep}
    />
  );
}
