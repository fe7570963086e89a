import { AppError } from '../../../lib/app-error';
import { decodeImage, encodeWebp, type Pixels } from './image-codecs';
import { scalePixels, squarePixels } from './image-scale';
import { imageFormatOf } from './image-signature';
import { imageSizeOf } from './image-size';

/** The longest side of a cover; larger images are scaled down, smaller ones kept. */
export const COVER_MAX_PIXELS = 1200;
/** The side of the square thumbnail lists show. */
export const THUMBNAIL_PIXELS = 400;
/**
 * The narrower widths a cover is also stored at, for `srcset`: a phone's grid cell, a laptop's
 * (and a phone's 2× screen); the cover itself is the widest. Only those narrower than the cover.
 */
export const VARIANT_WIDTHS = [320, 640] as const;
/**
 * Refused before decoding, by the size the header states: decoded, this is 160 MB of RGBA, and
 * a few KB of PNG can say it (a decompression bomb). A 6000 × 6000 photo is 36 million.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** One stored rendition: webp bytes and their size in pixels. */
export type Rendition = { bytes: Uint8Array; width: number; height: number };
export type ImageRenditions = {
  cover: Rendition;
  thumbnail: Rendition;
  /** Narrower copies of the cover, narrowest first (none when the cover is narrow itself). */
  variants: Rendition[];
};

const notImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'This file is not a PNG, JPEG or WebP image.');
const brokenImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image is damaged or incomplete.');
const tooManyPixels = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `This image has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} million (e.g. 6000 × 6000).`,
  );

/** A size within `max` on its longest side, keeping the shape; never larger than it was. */
const fitWithin = (width: number, height: number, max: number) => {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
};

/** The pixels at `width` wide (the height keeping the shape), or the pixels themselves. */
function atWidth(pixels: Pixels, width: number): Pixels {
  if (width >= pixels.width) return pixels;
  const height = Math.max(1, Math.round((pixels.height * width) / pixels.width));
  return scalePixels(pixels, width, height);
}

async function webpOf(pixels: Pixels, quality: number): Promise<Rendition> {
  return { bytes: await encodeWebp(pixels, quality), width: pixels.width, height: pixels.height };
}

/**
 * The upload decoded, after its checks: the bytes must say PNG, JPEG or WebP, state a size of
 * at most MAX_INPUT_PIXELS and decode in full to that size, so a file that only carries an
 * image's name or first bytes, a bomb or a damaged file is refused (415).
 */
async function decodeChecked(upload: Uint8Array): Promise<Pixels> {
  const bytes = Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength);
  const format = imageFormatOf(bytes);
  if (!format) throw notImage();
  const stated = imageSizeOf(bytes, format);
  if (!stated) throw brokenImage();
  if (stated.width * stated.height > MAX_INPUT_PIXELS) throw tooManyPixels();
  let decoded: Pixels;
  try {
    decoded = await decodeImage(format, bytes);
  } catch {
    throw brokenImage();
  }
  // The codec read another size than the header states (turned a quarter by the JPEG's
  // orientation is the same size): the file is not what it says.
  const isStatedSize =
    (decoded.width === stated.width && decoded.height === stated.height) ||
    (decoded.width === stated.height && decoded.height === stated.width);
  if (!isStatedSize) throw brokenImage();
  return decoded;
}

/** The cover's pixels: the decoded image within COVER_MAX_PIXELS on its longest side. */
function coverOf(decoded: Pixels): Pixels {
  const size = fitWithin(decoded.width, decoded.height, COVER_MAX_PIXELS);
  return size.width === decoded.width ? decoded : scalePixels(decoded, size.width, size.height);
}

/**
 * The webp renditions of an uploaded image (refused as decodeChecked says): a cover (at most
 * COVER_MAX_PIXELS on its longest side), its narrower variants for `srcset`, and a square
 * thumbnail. The upload itself is never stored: what it may hide (metadata, a second payload)
 * stays out of storage. Every smaller rendition is made from the cover, not from the decoded
 * upload, which is let go as soon as the cover is made (for a 3000 px photo it is 36 MB the
 * encoder would otherwise be given memory beside). CPU-heavy: run it on a worker thread
 * (image-thread.ts).
 */
export async function renderImage(upload: Uint8Array): Promise<ImageRenditions> {
  const coverPixels = coverOf(await decodeChecked(upload));
  const thumbnail = await webpOf(squarePixels(coverPixels, THUMBNAIL_PIXELS), 80);
  const cover = await webpOf(coverPixels, 82);
  const variants: Rendition[] = [];
  for (const width of VARIANT_WIDTHS.filter((width) => width < cover.width)) {
    variants.push(await webpOf(atWidth(coverPixels, width), 80));
  }
  return { cover, thumbnail, variants };
}
