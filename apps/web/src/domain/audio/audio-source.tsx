import { Link, Typography } from '@mui/material';
import type { FavoriteAudio } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { env } from '../../config/env';
import { albumPath, requestSubmissionsPath } from '../../config/paths';

/** Where a client's audio comes from: one of their requests, or an album of the catalogue. */
export type AudioSourceOf = FavoriteAudio['source'];

/**
 * Where an audio comes from, linked: the request's submissions or the album. An album is named
 * without a link when the catalogue is switched off (music-view flag). Favourites and shortlist
 * items say it the same way; an admin reading a client's shortlist (`isClientsOwn` false) sees
 * the request named, not linked: its submissions page is its client's.
 */
export function AudioSource({
  source,
  isClientsOwn = true,
}: {
  source: AudioSourceOf;
  isClientsOwn?: boolean;
}) {
  const { t } = useTranslation();
  let to: string | null = null;
  if (source.kind === 'request') {
    if (isClientsOwn) to = requestSubmissionsPath(source.id);
  } else if (env.isMusicViewEnabled) {
    to = albumPath(source.id);
  }
  const from = source.kind === 'request' && !isClientsOwn ? 'theirRequest' : source.kind;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="audio-source">
      {t(`submissions.audio.from.${from}`)}{' '}
      {to ? (
        <Link component={RouterLink} to={to} sx={{ overflowWrap: 'anywhere' }}>
          {source.title}
        </Link>
      ) : (
        source.title
      )}
    </Typography>
  );
}
