import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack } from '@mui/material';
import { PRODUCT_NAME } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadFailed } from '../../components/list-states';
import { PageLoader } from '../../components/page-loader';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { AlbumAdminPanel } from './admin/album-admin-panel';
import { AlbumHeader } from './album-header';
import { useAlbum } from './api/albums';
import { TracksSection } from './tracks-section';

/**
 * /cuebrief-music/:id (Admin and Client): one album, its cover and words, then its tracks to
 * search, filter and play. Clients favourite and offer; admins manage the album and its tracks.
 */
export function AlbumPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const isAdmin = useAuth().viewer === 'Admin';
  const album = useAlbum(id);
  // docs/contracts.md#failure-toasts: a client hears GET_ALBUM_ERROR; admin fetch failures are only
  // said on the page.
  useFailureToast(
    { isError: album.isError && !isAdmin, errorUpdatedAt: album.errorUpdatedAt },
    t('catalogue.album.getAlbumFailed'),
  );

  let content;
  if (album.isPending) {
    content = <PageLoader />;
  } else if (album.isError) {
    content = (
      <LoadFailed message={t('catalogue.album.loadFailed')} onRetry={() => void album.refetch()} />
    );
  } else {
    content = (
      <>
        <AlbumHeader album={album.data} />
        {isAdmin && <AlbumAdminPanel album={album.data} />}
        <TracksSection album={album.data} isAdmin={isAdmin} />
      </>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Box>
        <Button component={RouterLink} to={paths.music} startIcon={<ArrowBackIcon />} size="small">
          {t('catalogue.album.back', { product: PRODUCT_NAME })}
        </Button>
      </Box>
      {content}
    </Stack>
  );
}
