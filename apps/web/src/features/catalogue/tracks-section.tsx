import { LinearProgress, Stack, Typography } from '@mui/material';
import type { AdminCatalogueAudio, Album, ClientCatalogueAudio } from '@cuebrief/shared';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefetchWhileAnalysing } from '../../domain/analysis/use-refetch-while-analysing';
import { AudioList } from '../../domain/audio/audio-item';
import { ClientAudioItem } from '../../domain/audio/client-audio-item';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyList, ListSkeleton, LoadFailed } from '../../components/list-states';
import { ShowMore } from '../../components/paged-list/show-more';
import { OffersDialog } from '../../domain/offers/offers-dialog';
import { useOffersDialog } from '../../domain/offers/use-offers-dialog';
import { useListParams } from '../../components/paged-list/use-list-params';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { AdminTrackItem } from './admin/admin-track-item';
import { useDeleteTrackFlow } from './admin/use-delete-track-flow';
import { albumTracksCache, useAlbumTracks } from './api/album-tracks';
import { TRACK_FILTERS, trackQueryOf } from './track-filters';
import { TrackSearchBar } from './track-search-bar';
import { TrackWords } from './track-words';

/**
 * An album's tracks: search and filters kept in the address, then each track with its player
 * (one plays at a time), a few at a time ("Show more"). Clients favourite and offer; admins see
 * counts and offers, and delete.
 */
export function TracksSection({ album, isAdmin }: { album: Album; isAdmin: boolean }) {
  const { t } = useTranslation();
  const albumId = album.id;
  const headingId = useId();
  const params = useListParams(TRACK_FILTERS);
  const query = useMemo(
    () => trackQueryOf(params.search, params.filters),
    [params.search, params.filters],
  );
  const tracks = useAlbumTracks(albumId, query);
  const cache = useMemo(() => albumTracksCache(albumId), [albumId]);
  const deleting = useDeleteTrackFlow(album);
  const offers = useOffersDialog();
  // docs/contracts.md#failure-toasts: a client hears GET_AUDIO_ERROR; admin fetch failures are only
  // said on the page.
  useFailureToast(
    { isError: tracks.isError && !isAdmin, errorUpdatedAt: tracks.errorUpdatedAt },
    t('catalogue.tracks.getAudioFailed'),
  );
  const isFiltered = Object.keys(query).length > 0;
  // A track just uploaded is measured in the background: its tempo, key and loudness follow.
  useRefetchWhileAnalysing(tracks.items, tracks.refetch);

  let content;
  if (tracks.isPending) {
    content = <ListSkeleton rows={3} height={160} />;
  } else if (tracks.isError && !tracks.isFetchNextPageError) {
    content = (
      <LoadFailed
        message={t('catalogue.tracks.loadFailed')}
        onRetry={() => void tracks.refetch()}
      />
    );
  } else if (tracks.items.length === 0) {
    content = (
      <EmptyList text={isFiltered ? t('catalogue.tracks.noMatch') : t('catalogue.tracks.empty')} />
    );
  } else {
    content = (
      <>
        <AudioList>
          {tracks.items.map((track) =>
            isAdmin ? (
              <AdminTrackItem
                key={track.id}
                track={track as AdminCatalogueAudio}
                isDeleting={deleting.deletingId === track.id}
                onDelete={() => deleting.ask(track)}
                onShowOffers={() => offers.show(track)}
              />
            ) : (
              <ClientAudioItem
                key={track.id}
                audio={track as ClientCatalogueAudio}
                cache={cache}
                details={<TrackWords track={track} />}
              />
            ),
          )}
        </AudioList>
        <ShowMore list={tracks} />
      </>
    );
  }

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2">
        {t('catalogue.tracks.heading')}
      </Typography>
      <TrackSearchBar
        params={params}
        label={t('catalogue.tracks.filters')}
        searchLabel={t('catalogue.tracks.search')}
        searchHelp={t('catalogue.tracks.searchHelp')}
      />
      {/* The last list stays while the next filter's loads; this bar says it is coming. */}
      {tracks.isFetching && !tracks.isPending && (
        <LinearProgress aria-label={t('common.loading')} />
      )}
      {content}
      <ConfirmDialog
        isOpen={deleting.isOpen}
        title={t('catalogue.tracks.deleteTitle', { title: deleting.track?.title ?? '' })}
        onClose={deleting.close}
        onConfirm={deleting.confirm}
      >
        <Typography>{t('catalogue.tracks.deleteText')}</Typography>
        {deleting.returnsAlbumToDraft && (
          <Typography sx={{ mt: 2 }}>
            {t('catalogueAdmin.lastTrackText', { title: album.title })}
          </Typography>
        )}
      </ConfirmDialog>
      {isAdmin && <OffersDialog {...offers.dialogProps} />}
    </Stack>
  );
}
