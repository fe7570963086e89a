import { Link, Typography } from '@mui/material';
import type { FavoriteAudio } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { env } from '../../config/env';
import { albumPath, requestSubmissionsPath } from '../../config/paths';

/**
 * Where a favourite comes from, linked: the request's submissions or the album. An album is
 * named without a link when the catalogue is switched off (music-view flag).
 */
export function FavouriteSource({ source }: { source: FavoriteAudio['source'] }) {
  const { t } = useTranslation();
  const to =
    source.kind === 'request'
      ? requestSubmissionsPath(source.id)
      : env.isMusicViewEnabled
        ? albumPath(source.id)
        : null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="favourite-source">
      {t(`favourites.from.${source.kind}`)}{' '}
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
