import { Box, Stack } from '@mui/material';
import { GUEST } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListSkeleton, LoadFailed } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useAuth } from '../../lib/auth/auth-context';
import { NewAlbumButton } from './admin/new-album-button';
import { AlbumGrid } from './album-grid';
import { useAlbums } from './api/albums';
import { FoundTracksSection } from './search/found-tracks-section';
import { useTrackSearch } from './search/use-track-search';
import { TrackSearchBar } from './track-search-bar';

/**
 * /cuebrief-music (Admin and Client): a search across every album's tracks on top, then either
 * what it finds (sorted, to play, favourite and offer on) or, while nothing is searched for, the
 * albums as a grid. Clients see the published albums; admins all of them, with counts, and
 * create new ones. The search, its filters and its sort live in the address.
 */
export function MusicPage() {
  const { t } = useTranslation();
  const { viewer } = useAuth();
  const isAdmin = viewer === 'Admin';
  const search = useTrackSearch();

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
      <TrackSearchBar
        params={search.params}
        label={t('catalogueSearch.label')}
        searchLabel={t('catalogueSearch.search')}
        searchHelp={t('catalogueSearch.searchHelp')}
      />
      {search.isSearching ? (
        <FoundTracksSection state={search} isAdmin={isAdmin} />
      ) : (
        <Albums isAdmin={isAdmin} isViewerKnown={viewer !== GUEST} />
      )}
    </Stack>
  );
}

/** The albums, while nothing is searched for: loading, failed with a retry, none yet, or the grid. */
function Albums({ isAdmin, isViewerKnown }: { isAdmin: boolean; isViewerKnown: boolean }) {
  const { t } = useTranslation();
  const albums = useAlbums(isAdmin, isViewerKnown);
  // docs/contracts.md#failure-toasts: a client hears ALBUMS_NOT_FOUND; admin fetch failures are
  // only said on the page.
  useFailureToast(
    { isError: albums.isError && !isAdmin, errorUpdatedAt: albums.errorUpdatedAt },
    t('catalogue.albumsNotFound'),
  );

  if (albums.isPending) return <ListSkeleton rows={2} height={260} />;
  if (albums.isError) {
    return <LoadFailed message={t('catalogue.loadFailed')} onRetry={() => void albums.refetch()} />;
  }
  if (albums.data.length === 0) {
    return <EmptyList text={isAdmin ? t('catalogue.emptyAdmin') : t('catalogue.empty')} />;
  }
  return <AlbumGrid albums={albums.data} />;
}
