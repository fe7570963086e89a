import { Box, Stack, Typography } from '@mui/material';
import { GUEST } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListSkeleton, LoadFailed } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useAuth } from '../../lib/auth/auth-context';
import { NewAlbumButton } from './admin/new-album-button';
import { AlbumCard } from './album-card';
import { useAlbums } from './api/albums';

/** Two cards a row on a phone, up to five on a wide screen. */
const GRID_COLUMNS = 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))';

/**
 * /cuebrief-music (Admin and Client): the catalogue's albums as a grid. Clients see the
 * published ones; admins all of them, with counts, and create new ones.
 */
export function MusicPage() {
  const { t } = useTranslation();
  const { viewer } = useAuth();
  const isAdmin = viewer === 'Admin';
  const albums = useAlbums(isAdmin, viewer !== GUEST);
  // docs/contracts.md#failure-toasts: a client hears ALBUMS_NOT_FOUND; admin fetch failures are
  // only said on the page.
  useFailureToast(
    { isError: albums.isError && !isAdmin, errorUpdatedAt: albums.errorUpdatedAt },
    t('catalogue.albumsNotFound'),
  );

  let content;
  if (albums.isPending) {
    content = <ListSkeleton rows={2} height={220} />;
  } else if (albums.isError) {
    content = (
      <LoadFailed message={t('catalogue.loadFailed')} onRetry={() => void albums.refetch()} />
    );
  } else if (albums.data.length === 0) {
    content = <EmptyList text={isAdmin ? t('catalogue.emptyAdmin') : t('catalogue.empty')} />;
  } else {
    content = (
      <Stack spacing={1.5}>
        <Typography role="status" variant="body2" color="text.secondary">
          {t('catalogue.albumsCount', { count: albums.data.length })}
        </Typography>
        <Box
          component="ul"
          aria-label={t('menu.music')}
          sx={{
            display: 'grid',
            gap: { xs: 1.5, sm: 2 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: GRID_COLUMNS },
            m: 0,
            p: 0,
          }}
        >
          {albums.data.map((album) => (
            <AlbumCard key={album.id} album={album} />
          ))}
        </Box>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <PageHeader
          title={t('menu.music')}
          lead={isAdmin ? t('catalogue.adminLead') : t('catalogue.lead')}
        />
        {isAdmin && (
          <Box sx={{ flexShrink: 0 }}>
            <NewAlbumButton />
          </Box>
        )}
      </Stack>
      {content}
    </Stack>
  );
}
