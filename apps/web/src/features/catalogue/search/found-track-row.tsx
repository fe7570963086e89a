import { Box, Link, Stack, Typography } from '@mui/material';
import type { AdminFoundTrack, ClientFoundTrack } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueuePlayButton } from '../../../components/audio-player/queue-play-button';
import type { PlayerTrack } from '../../../components/audio-player/player-provider';
import { ListCard, ListCardTitle } from '../../../components/list-card';
import { StatusChip } from '../../../components/status-chip';
import { albumPath } from '../../../config/paths';
import { statedOrMeasuredText, tempoAndKeyOf } from '../../../domain/analysis/measured-facts';
import { FavouriteButton } from '../../../domain/audio/favourite-button';
import { NewBadge } from '../../../domain/audio/new-badge';
import { OfferButton } from '../../../domain/audio/offer-button';
import { AddToShortlistButton } from '../../../domain/shortlists/add-to-shortlist-button';
import { formatDuration } from '../../../lib/format-duration';
import { AlbumArt } from '../album-art';
import { foundTracksCache, type FoundTrack } from '../api/found-tracks';
import { TrackWords } from '../track-words';

const isClientTrack = (track: FoundTrack): track is ClientFoundTrack => 'isFavorite' in track;

/**
 * One found track in a line or two: its album's picture, play (the results are the queue), the
 * title with its album linked, length, tempo and key (measured where none was stated), its
 * words on a wide screen; then a client's heart, offer and shortlist, or the admins' counts. On
 * a phone the actions take a line of their own.
 */
export function FoundTrackRow({
  track,
  queue,
  index,
}: {
  track: FoundTrack;
  queue: readonly PlayerTrack[];
  index: number;
}) {
  const { t } = useTranslation();
  const { bpm, key } = tempoAndKeyOf(track, t);
  const facts = [
    formatDuration(track.durationSeconds),
    statedOrMeasuredText(bpm, t),
    statedOrMeasuredText(key, t),
  ].filter(Boolean);

  return (
    <ListCard
      aria-label={track.title}
      data-testid="found-track"
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        p: { xs: 1, sm: 1.25 },
      }}
    >
      <Box sx={{ width: { xs: 48, sm: 56 }, flexShrink: 0 }}>
        <AlbumArt image={track.album.thumbnail} title={track.album.title} />
      </Box>
      <QueuePlayButton queue={queue} index={index} size={40} testId="found-track-play" />
      <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ListCardTitle>{track.title}</ListCardTitle>
          {isClientTrack(track) && !track.isListened && <NewBadge />}
          {!track.album.published && (
            <StatusChip color="warning" label={t('catalogueAdmin.draft')} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={albumPath(track.album.id)}>
            {track.album.title}
          </Link>
          {` · ${facts.join(' · ')}`}
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'block' }, pt: 0.5 }}>
          <TrackWords track={track} />
        </Box>
      </Stack>
      {isClientTrack(track) ? (
        <Stack
          direction="row"
          useFlexGap
          sx={{
            gap: 1,
            alignItems: 'center',
            flexShrink: 0,
            flexBasis: { xs: '100%', sm: 'auto' },
            justifyContent: 'flex-end',
          }}
        >
          <FavouriteButton audio={track} cache={foundTracksCache} />
          <OfferButton audio={track} cache={foundTracksCache} />
          <AddToShortlistButton audioId={track.id} title={track.title} isCompact />
        </Stack>
      ) : (
        <AdminCounts track={track} />
      )}
    </ListCard>
  );
}

/** How clients took to a track, for admins (its offers are answered on the album's page). */
function AdminCounts({ track }: { track: AdminFoundTrack }) {
  const { t } = useTranslation();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="track-counts"
      sx={{ flexShrink: 0, flexBasis: { xs: '100%', sm: 'auto' }, textAlign: 'right' }}
    >
      {t('catalogue.favouritesCount', { count: track.favoritesCount })}
      {' · '}
      {t('catalogue.offersCount', { count: track.offersCount })}
    </Typography>
  );
}
