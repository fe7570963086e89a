import type { AdminAlbum, Album } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';

/**
 * Whether clients see an album, for admins: Draft or Published. A client's album (without the
 * admins' figures) is always published, so it shows nothing.
 */
export function AlbumStatusChip({ album }: { album: Album | AdminAlbum }) {
  const { t } = useTranslation();
  if (!('favoritesCount' in album)) return null;
  return album.published ? (
    <StatusChip color="success" label={t('catalogueAdmin.published')} />
  ) : (
    <StatusChip color="warning" label={t('catalogueAdmin.draft')} />
  );
}
