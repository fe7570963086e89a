import MovieIcon from '@mui/icons-material/MovieOutlined';
import { Box } from '@mui/material';
import type { MediaLink } from '@cuebrief/shared';

/**
 * A placement's picture: its image, or until one is uploaded a brand gradient with a film
 * frame, so a new placement still looks deliberate. Beside its title the picture is
 * decorative (empty alt); the placement's own page names it with `alt`.
 */
export function PlacementArt({
  image,
  alt = '',
  aspectRatio,
}: {
  image: MediaLink | null;
  alt?: string;
  /** e.g. '1 / 1' for the list's thumbnail, '16 / 9' for a showcase card. */
  aspectRatio: string;
}) {
  return (
    <Box
      sx={{
        aspectRatio,
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
        <MovieIcon
          aria-hidden
          data-testid="placement-placeholder"
          sx={{ fontSize: '40%', color: 'common.white', opacity: 0.85 }}
        />
      )}
    </Box>
  );
}
