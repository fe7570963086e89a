import type { ImageLink, MediaLink } from '@cuebrief/shared';
import { MediaArt } from '../../components/media-art';

/** An album's square picture, its title on the theme's colours until a cover is uploaded. */
export function AlbumArt(props: {
  image: ImageLink | MediaLink | null;
  title: string;
  alt?: string;
  sizes?: string;
  isAboveTheFold?: boolean;
}) {
  return <MediaArt aspectRatio="1 / 1" {...props} />;
}
