import AlbumIcon from '@mui/icons-material/Album';
import { Box } from '@mui/material';
import type { MediaLink } from '@cuebrief/shared';

/**
 * An album's square picture: its image, or until one is uploaded a calm brand gradient with a
 * record, so a grid of new albums still looks deliberate. Decorative beside the title, so the
 * image has an empty alt unless `alt` names it (the album page's cover).
 */
export function AlbumArt({ image, alt = '' }: { image: MediaLink | null; alt?: string }) {
  return (
    <Box
      sx={{
        aspectRatio: '1 / 1',
        width: '100%',
        overflow: 'hidden',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.secondary.main})`,
      }}
    >
      {image ? (
        <Box
          component="img"
          src={image.url}
          alt={alt}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <AlbumIcon
          aria-hidden
          data-testid="album-placeholder"
          sx={{ fontSize: '40%', color: 'common.white', opacity: 0.85 }}
        />
      )}
    </Box>
  );
}
