import type { ImageFormat } from './image-signature';

export type PixelSize = { width: number; height: number };

/** PNG: the IHDR chunk comes first, its width and height big-endian at bytes 16 and 20. */
function pngSize(bytes: Buffer): PixelSize | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (SOF0…SOF15 but DHT, JPG and DAC, which share the range). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the marker segments to the first start of frame, which holds the size. */
function jpegSize(bytes: Buffer): PixelSize | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes: a marker may be preceded by any number of 0xFF.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    // Start of scan before a frame: not a JPEG a decoder would accept.
    if (marker === 0xda) return undefined;
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas). */
function webpSize(bytes: Buffer): PixelSize | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

/**
 * The size an image's header states, read before anything is decoded, so a picture that would
 * take gigabytes once decoded (a decompression bomb: a few KB of PNG saying 50,000 × 50,000) is
 * refused by its numbers. Undefined when the header cannot be read.
 */
export function imageSizeOf(bytes: Buffer, format: ImageFormat): PixelSize | undefined {
  const size =
    format === 'png' ? pngSize(bytes) : format === 'jpeg' ? jpegSize(bytes) : webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}
