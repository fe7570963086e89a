import { Box } from '@mui/material';
import type { ImageLink, MediaLink } from '@cuebrief/shared';

/** `srcset` of the widths an image was stored at, e.g. `…320.webp 320w, …640.webp 640w`. */
const srcSetOf = (image: MediaLink | ImageLink) =>
  'srcset' in image && image.srcset.length > 0
    ? image.srcset.map((entry) => `${entry.url} ${entry.width}w`).join(', ')
    : undefined;

/**
 * A stored picture (an album cover, a placement's image) in a box of a fixed shape, so nothing
 * moves when it loads (the box holds its place; `width`/`height` tell the browser its shape
 * too). With the widths it was stored at, the browser takes the one `sizes` needs. Until an
 * image is uploaded, a placeholder made of the theme's colours with the item's title set in
 * it. Every place that shows one has the title beside it, so the placeholder is hidden from
 * screen readers and the image is decorative (empty alt) unless `alt` names it (a page about
 * the item).
 */
export function MediaArt({
  image,
  title,
  alt = '',
  aspectRatio,
  sizes,
  isAboveTheFold = false,
}: {
  image: MediaLink | ImageLink | null;
  /** The item's title, set in the placeholder. */
  title: string;
  alt?: string;
  /** e.g. '1 / 1' for a cover, '16 / 9' for a showcase card. */
  aspectRatio: string;
  /** How wide the box is drawn, as the `sizes` attribute says it (e.g. '(max-width: 600px) 50vw, 20rem'). */
  sizes?: string;
  /** Loaded at once and first (a page's main picture); otherwise only when scrolled near. */
  isAboveTheFold?: boolean;
}) {
  const width = image && 'width' in image ? (image.width ?? undefined) : undefined;
  const height = image && 'height' in image ? (image.height ?? undefined) : undefined;
  return (
    <Box
      data-testid="media-art"
      sx={{
        aspectRatio,
        width: '100%',
        overflow: 'hidden',
        borderRadius: 1,
        position: 'relative',
        // The placeholder's lettering is sized by the box it is in, from a 48 px row to a page.
        containerType: 'inline-size',
      }}
    >
      {image ? (
        <Box
          component="img"
          src={image.url}
          srcSet={srcSetOf(image)}
          sizes={srcSetOf(image) ? sizes : undefined}
          width={width}
          height={height}
          alt={alt}
          loading={isAboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={isAboveTheFold ? 'high' : undefined}
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <ArtPlaceholder title={title} />
      )}
    </Box>
  );
}

/**
 * The title set on the secondary colour: a gradient between its main and dark shades with a
 * glow of the primary in the far corner, the lettering in the colour made for text on it, so it
 * meets contrast in both modes. Pure CSS and text: no icon or glyph that could draw a stray mark.
 */
function ArtPlaceholder({ title }: { title: string }) {
  return (
    <Box
      aria-hidden
      data-testid="art-placeholder"
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'flex-end',
          p: '8cqi',
          color: palette.secondary.contrastText,
          background: [
            `radial-gradient(circle at 88% 12%, color-mix(in srgb, ${palette.primary.main} 70%, transparent), transparent 45%)`,
            `linear-gradient(160deg, ${palette.secondary.main}, ${palette.secondary.dark})`,
          ].join(', '),
          // Too small a box (a 48 px row) for words to read: the colours alone stand in.
          '@container (max-width: 5rem)': { '& > span': { display: 'none' } },
        };
      }}
    >
      <Box
        component="span"
        sx={(theme) => ({
          ...theme.typography.h2,
          fontSize: 'clamp(0.8rem, 11cqi, 2.75rem)',
          lineHeight: 1.1,
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 3,
          overflow: 'hidden',
        })}
      >
        {title}
      </Box>
    </Box>
  );
}
