import type { ImageLink, MediaLink } from '@cuebrief/shared';
import { MediaArt } from '../../components/media-art';

/** A placement's picture, its title on the theme's colours until an image is uploaded. */
export function PlacementArt(props: {
  image: ImageLink | MediaLink | null;
  title: string;
  alt?: string;
  /** e.g. '1 / 1' for the list's thumbnail, '16 / 9' for a showcase card. */
  aspectRatio: string;
  sizes?: string;
  isAboveTheFold?: boolean;
}) {
  return <MediaArt {...props} />;
}
