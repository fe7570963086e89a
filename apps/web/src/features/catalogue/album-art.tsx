import AlbumIcon from '@mui/icons-material/Album';
import type { MediaLink } from '@cuebrief/shared';
import { MediaArt } from '../../components/media-art';

/** An album's square picture, with a record as its placeholder. */
export function AlbumArt({ image, alt }: { image: MediaLink | null; alt?: string }) {
  return (
    <MediaArt
      image={image}
      alt={alt}
      aspectRatio="1 / 1"
      placeholder={<AlbumIcon aria-hidden data-testid="album-placeholder" />}
    />
  );
}
