import type { Album, CatalogueAudio } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { useDeleteTrack } from '../api/album-tracks';

/**
 * Deleting a track: ask, then delete while only that track shows as deleting
 * (docs/contracts.md#catalogue). The asked track is kept after the dialog closes, so its title does
 * not blink empty. `returnsAlbumToDraft` says whether the asked track is a published album's last,
 * whose deletion the server answers by returning the album to draft (decision 043): the admin
 * reads that before confirming rather than meeting the Draft chip after.
 */
export function useDeleteTrackFlow(album: Pick<Album, 'id' | 'published' | 'tracksCount'>) {
  const { t } = useTranslation();
  const showToast = useToast();
  const deleting = useDeleteTrack(album.id);
  const [track, setTrack] = useState<Pick<CatalogueAudio, 'id' | 'title'> | null>(null);
  // Fixed when asked, as the track is, so the text does not change while the dialog closes.
  const [returnsAlbumToDraft, setReturnsAlbumToDraft] = useState(false);
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
    returnsAlbumToDraft,
    isOpen,
    deletingId: deleting.isPending ? deleting.variables : null,
    ask: (chosen: Pick<CatalogueAudio, 'id' | 'title'>) => {
      setTrack(chosen);
      // The album's count, not the list's: the list may be filtered or not all shown yet.
      setReturnsAlbumToDraft(album.published && album.tracksCount <= 1);
      setIsOpen(true);
    },
    confirm,
    close: () => setIsOpen(false),
  };
}
