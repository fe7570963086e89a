import type { ImageSizes } from './schema/image-sizes';

/**
 * Every stored file of a row's image (an album's cover, a placement's image): the image, its
 * thumbnail and its variants, for removing them with the row or when a new image replaces them.
 */
export function storedImageKeysOf(
  imageKey: string | null,
  row: { thumbnailKey: string | null; imageSizes: ImageSizes | null },
): string[] {
  return [
    imageKey,
    row.thumbnailKey,
    ...(row.imageSizes?.variants.map((variant) => variant.key) ?? []),
  ].filter((key): key is string => key !== null);
}

/** What an image's row keeps of a stored image's sizes (its `image_sizes`). */
export const imageSizesOf = ({ width, height, variants }: ImageSizes): ImageSizes => ({
  width,
  height,
  variants,
});
