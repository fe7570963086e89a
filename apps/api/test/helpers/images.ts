import { decodeImage } from '../../src/modules/audio/images/image-codecs';
import { imageFormatOf } from '../../src/modules/audio/images/image-signature';

/** The size of a stored rendition, which must be a webp that decodes in full. */
export async function webpSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (imageFormatOf(bytes) !== 'webp') throw new Error('not a webp');
  const { width, height } = await decodeImage('webp', bytes);
  return { width, height };
}

/**
 * A PNG's signature and IHDR stating `width` × `height` with almost nothing behind it: what a
 * decompression bomb looks like before it is inflated.
 */
export function pngHeaderStating(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}
