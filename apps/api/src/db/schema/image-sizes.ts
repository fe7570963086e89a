/**
 * The sizes an album's cover or a placement's image was stored at (decision 044): the cover's
 * own width and height and its narrower webp variants for `srcset`, each a stored file. Null on
 * an image stored before variants were made; its cover still shows, at one size.
 */
export type ImageSizes = {
  width: number;
  height: number;
  variants: { key: string; width: number; height: number }[];
};
