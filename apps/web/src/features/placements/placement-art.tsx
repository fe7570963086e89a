import MovieIcon from '@mui/icons-material/MovieOutlined';
import type { MediaLink } from '@cuebrief/shared';
import { MediaArt } from '../../components/media-art';

/** A placement's picture, with a film frame as its placeholder. */
export function PlacementArt({
  image,
  alt,
  aspectRatio,
}: {
  image: MediaLink | null;
  alt?: string;
  /** e.g. '1 / 1' for the list's thumbnail, '16 / 9' for a showcase card. */
  aspectRatio: string;
}) {
  return (
    <MediaArt
      image={image}
      alt={alt}
      aspectRatio={aspectRatio}
      placeholder={<MovieIcon aria-hidden data-testid="placement-placeholder" />}
    />
  );
}
