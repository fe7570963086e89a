import { Box, Stack, Typography } from '@mui/material';
import type { AdminAlbum, Album } from '@cuebrief/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlbumCard } from './album-card';

/**
 * Two covers a row on a phone; on a wider screen as many as fit at about 14rem each (four
 * beside the menu on a laptop), so a cover is big enough to tell albums apart at a glance.
 */
const GRID_COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(auto-fill, minmax(min(100%, 13.5rem), 1fr))',
};

/** The covers of the first row at most (four on a laptop): the rest load as they come near. */
const ABOVE_THE_FOLD = 4;

/** The catalogue's albums as a grid of cards under a heading, with how many there are. */
export function AlbumGrid({ albums }: { albums: (Album | AdminAlbum)[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Stack spacing={0.25}>
        <Typography id={headingId} variant="h2">
          {t('catalogueSearch.albums')}
        </Typography>
        <Typography role="status" variant="body2" color="text.secondary">
          {t('catalogue.albumsCount', { count: albums.length })}
        </Typography>
      </Stack>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2.5 },
          gridTemplateColumns: GRID_COLUMNS,
          m: 0,
          p: 0,
        }}
      >
        {albums.map((album, index) => (
          <AlbumCard key={album.id} album={album} isAboveTheFold={index < ABOVE_THE_FOLD} />
        ))}
      </Box>
    </Stack>
  );
}
