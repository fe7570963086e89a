import type { CatalogueAudio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { useDeleteTrack } from '../api/album-tracks';

/**
 * Deleting a track: ask, then delete while only that track shows as deleting
 * (docs/contracts.md#catalogue). The asked track is kept after the dialog closes, so its title does
 * not blink empty.
 */
export function useDeleteTrackFlow(albumId: string) {
  const { t } = useTranslation();
  const showToast = useToast();
  const deleting = useDeleteTrack(albumId);
  const [track, setTrack] = useState<Pick<CatalogueAudio, 'id' | 'title'> | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const confirm = () => {
    if (!track) return;
    const { id, title } = track;
    // The dialog goes at once: the track itself then shows it is being deleted, and the list
    // stays usable (another track plays) while it is.
    setIsOpen(false);
    deleting.mutate(id, {
      onSuccess: () => {
        showToast({ severity: 'success', description: t('catalogue.tracks.deleted', { title }) });
      },
      onError: () =>
        showToast({ severity: 'error', description: t('catalogue.tracks.deleteFailed') }),
    });
  };

  return {
    track,
    isOpen,
    deletingId: deleting.isPending ? deleting.variables : null,
    ask: (chosen: Pick<CatalogueAudio, 'id' | 'title'>) => {
      setTrack(chosen);
      setIsOpen(true);
    },
    confirm,
    close: () => setIsOpen(false),
  };
}
