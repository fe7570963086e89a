import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerQueue, type PlayerTrack } from '../../../components/audio-player/player-provider';
import { EmptyList, ListSkeleton, LoadFailed } from '../../../components/list-states';
import { ShowMore } from '../../../components/paged-list/show-more';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { useRefetchWhileAnalysing } from '../../../domain/analysis/use-refetch-while-analysing';
import { fetchPlayLink } from '../../../domain/audio/audio-api';
import { AudioList } from '../../../domain/audio/audio-item';
import { useMarkListened } from '../../../domain/audio/client-audio-actions';
import { peaksOf } from '../../../domain/audio/waveform-peaks';
import { foundTracksCache, useFoundTracks, type FoundTrack } from '../api/found-tracks';
import { FoundTrackRow } from './found-track-row';
import { SortSelect } from './sort-select';
import type { TrackSearchState } from './use-track-search';

/**
 * The tracks of every album that the search finds, in the order chosen, a few at a time ("Show
 * more"); the loaded ones are the player's queue, so Next goes on down the results.
 */
export function FoundTracksSection({
  state,
  isAdmin,
}: {
  state: TrackSearchState;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const tracks = useFoundTracks(state.search);
  const markListened = useMarkListened(foundTracksCache);
  // docs/contracts.md#failure-toasts: a client hears GET_AUDIO_ERROR, as for an album's tracks.
  useFailureToast(
    { isError: tracks.isError && !isAdmin, errorUpdatedAt: tracks.errorUpdatedAt },
    t('catalogue.tracks.getAudioFailed'),
  );
  // A track just uploaded is measured in the background: its tempo and key follow.
  useRefetchWhileAnalysing(tracks.items, tracks.refetch);
  const queue = useMemo(
    () => tracks.items.map((track) => playerTrackOf(track, markListened)),
    [tracks.items, markListened],
  );

  let content;
  if (tracks.isPending) {
    content = <ListSkeleton rows={4} height={80} />;
  } else if (tracks.isError && !tracks.isFetchNextPageError) {
    content = (
      <LoadFailed message={t('catalogueSearch.loadFailed')} onRetry={() => void tracks.refetch()} />
    );
  } else if (tracks.items.length === 0) {
    content = (
      <EmptyList text={t('catalogueSearch.noMatch')}>
        <Button variant="outlined" onClick={state.clear}>
          {t('catalogueSearch.clearAll')}
        </Button>
      </EmptyList>
    );
  } else {
    content = (
      <PlayerQueue tracks={queue}>
        <AudioList>
          {tracks.items.map((track, index) => (
            <FoundTrackRow key={track.id} track={track} queue={queue} index={index} />
          ))}
        </AudioList>
        <ShowMore list={tracks} />
      </PlayerQueue>
    );
  }

  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Stack spacing={0.25}>
          <Typography id={headingId} variant="h2">
            {t('catalogueSearch.results')}
          </Typography>
          {tracks.total !== null && (
            <Typography role="status" variant="body2" color="text.secondary">
              {t('catalogueSearch.found', { count: tracks.total })}
            </Typography>
          )}
        </Stack>
        <SortSelect sort={state.sort.sort} order={state.sort.order} onChange={state.setSort} />
      </Stack>
      {/* The last results stay while the next search's load; this bar says they are coming. */}
      {tracks.isFetching && !tracks.isPending && !tracks.isFetchingNextPage && (
        <LinearProgress aria-label={t('common.loading')} />
      )}
      {content}
    </Stack>
  );
}

/** A found track as the app's player plays it: its album under its title in the bar. */
function playerTrackOf(track: FoundTrack, markListened: (audioId: string) => void): PlayerTrack {
  return {
    id: track.id,
    title: track.title,
    subtitle: track.album.title,
    peaks: peaksOf(track),
    durationSeconds: track.durationSeconds,
    getLink: () => fetchPlayLink(track.id),
    onPlayStarted: () => markListened(track.id),
  };
}
