import { Box } from '@mui/material';
import type { MediaLink } from '@cuebrief/shared';
import type { ReactNode } from 'react';

/**
 * A stored picture (an album cover, a placement's image) in a box of a fixed shape: the image,
 * or until one is uploaded a calm brand gradient with the placeholder icon given, so new items
 * still look deliberate. Beside a title the picture is decorative (empty alt); a page that is
 * about the item names it with `alt`.
 */
export function MediaArt({
  image,
  alt = '',
  aspectRatio,
  placeholder,
}: {
  image: MediaLink | null;
  alt?: string;
  /** e.g. '1 / 1' for a thumbnail, '16 / 9' for a showcase card. */
  aspectRatio: string;
  /** An icon, drawn white at 40 % of the box when there is no image yet. */
  placeholder: ReactNode;
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
        '& > svg': { fontSize: '40%', color: 'common.white', opacity: 0.85 },
      }}
    >
      {image ? (
        <Box
          component="img"
          src={image.url}
          alt={alt}
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        placeholder
      )}
    </Box>
  );
}
