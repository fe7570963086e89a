import type { Placement } from '@cuebrief/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { SingleFileUploader } from '../../../components/upload/single-file-uploader';
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
  const sending = useUpload<Placement>();
  const isSending = sending.state.status === 'uploading';
  useEffect(() => onSendingChange?.(isSending), [isSending, onSendingChange]);

  return (
    <SingleFileUploader
      label={t('placements.image.label')}
      sendLabel={t('placements.image.send')}
      kind="image"
      sending={sending}
      upload={(file, controls) => uploadPlacementImage(placementId, file, controls)}
      onStored={(placement) => {
        showToast({ severity: 'success', description: t('placements.image.stored') });
        void reload();
        onStored?.(placement);
      }}
    />
  );
}
