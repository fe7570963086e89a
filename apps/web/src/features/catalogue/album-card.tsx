import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { AdminAlbum, Album } from '@cuebrief/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardTitle } from '../../components/card-title';
import { albumPath } from '../../config/paths';
import { formatDuration } from '../../lib/format-duration';
import { AlbumStatusChip } from './admin/album-status-chip';
import { AlbumArt } from './album-art';

const isAdminAlbum = (album: Album | AdminAlbum): album is AdminAlbum => 'favoritesCount' in album;

/** How wide a card's cover is drawn: half a phone, else a grid cell of about 14–20rem. */
const COVER_SIZES = '(max-width: 599.95px) 50vw, 20rem';

/**
 * One album in the grid: a link to its page around its picture, title, track count and total
 * length; admins also see whether clients can see it and how they took to it. The first row's
 * covers load at once; the rest as they are scrolled near.
 */
export function AlbumCard({
  album,
  isAboveTheFold = false,
}: {
  album: Album | AdminAlbum;
  isAboveTheFold?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const facts = [
    t('catalogue.tracks', { count: album.tracksCount }),
    album.tracksCount > 0 && formatDuration(album.durationSeconds),
    isAdminAlbum(album) && t('catalogue.favouritesCount', { count: album.favoritesCount }),
    isAdminAlbum(album) && t('catalogue.offersCount', { count: album.offersCount }),
  ].filter(Boolean);

  return (
    <Card
      variant="outlined"
      component="li"
      aria-labelledby={titleId}
      data-testid="album-card"
      sx={{ listStyle: 'none', minWidth: 0 }}
    >
      <CardActionArea component={RouterLink} to={albumPath(album.id)} sx={{ height: '100%' }}>
        {/* The cover edge to edge, at the width of its cell (srcset and sizes). */}
        <Box sx={{ '& > div': { borderRadius: 0 } }}>
          <AlbumArt
            image={album.cover}
            title={album.title}
            sizes={COVER_SIZES}
            isAboveTheFold={isAboveTheFold}
          />
        </Box>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <CardTitle id={titleId} component="h3">
              {album.title}
            </CardTitle>
            <AlbumStatusChip album={album} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {facts.join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
