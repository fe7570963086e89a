import sharp from 'sharp';
import { AppError } from '../../../lib/app-error';
import { imageFormatOf } from './image-signature';

/** The longest side of a cover; larger images are scaled down, smaller ones kept. */
export const COVER_MAX_PIXELS = 1200;
/** The side of the square thumbnail lists show. */
export const THUMBNAIL_PIXELS = 400;
/** Refused before decoding: an image this large is a decompression bomb, not a cover. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageRenditions = { cover: Buffer; thumbnail: Buffer };

const notImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'This file is not a PNG, JPEG or WebP image.');
const brokenImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image is damaged or incomplete.');

/**
 * The webp renditions of an uploaded image: a cover (at most COVER_MAX_PIXELS on its longest
 * side) and a square thumbnail. The bytes must say PNG, JPEG or WebP and decode in full, so a
 * file that only carries an image's name or first bytes is refused (415). The upload itself is
 * never stored: what it may hide (metadata, a second payload) stays out of storage.
 */
export async function renderImage(upload: Buffer): Promise<ImageRenditions> {
  const format = imageFormatOf(upload);
  if (!format) throw notImage();
  // `failOn: 'truncated'` makes a cut-off file an error rather than a half-grey picture.
  const decoded = sharp(upload, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const metadata = await decoded.metadata();
    if (metadata.format !== format) throw notImage();
    const [cover, thumbnail] = await Promise.all([
      decoded
        .clone()
        .rotate()
        .resize(COVER_MAX_PIXELS, COVER_MAX_PIXELS, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      decoded
        .clone()
        .rotate()
        .resize(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    return { cover, thumbnail };
  } catch (error) {
    throw error instanceof AppError ? error : brokenImage();
  }
}
