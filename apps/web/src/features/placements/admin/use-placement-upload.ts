import type { Placement } from '@cuebrief/shared';
import { useEffect } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import { useUpload } from '../../../components/upload/use-upload';
import { useStoredPlacement } from '../api/placements';

/** What the music and the image uploaders of a placement are given. */
export type PlacementUploaderProps = {
  placementId: string;
  onStored?: (placement: Placement) => void;
  /** Whether an upload is running, for a dialog that must not move on and cancel it. */
  onSendingChange?: (isSending: boolean) => void;
};

/**
 * The sending shared by a placement's music and image: it tells `onSendingChange` while a file
 * is on its way, and once the file is stored says so (`storedText`), keeps the answer, reads
 * the lists again and hands the placement to `onStored`.
 */
export function usePlacementUpload({
  storedText,
  onStored,
  onSendingChange,
}: Omit<PlacementUploaderProps, 'placementId'> & { storedText: string }) {
  const showToast = useToast();
  const store = useStoredPlacement();
  const sending = useUpload<Placement>();
  const isSending = sending.state.status === 'uploading';
  useEffect(() => onSendingChange?.(isSending), [isSending, onSendingChange]);

  /** The answer of an upload: nothing when it was cancelled or failed. */
  const keep = (placement: Placement | null) => {
    if (!placement) return;
    showToast({ severity: 'success', description: storedText });
    void store(placement);
    onStored?.(placement);
  };
  return { sending, isSending, keep };
}
