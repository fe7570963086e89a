import { encodeImage } from '../../apps/api/src/modules/audio/images/image-codecs';

/** The colour of a pixel at (x, y) of a `width` × `height` picture, as [r, g, b] from 0 to 255. */
type Paint = (x: number, y: number, width: number, height: number) => [number, number, number];

/**
 * A picture for an upload, painted pixel by pixel and encoded by the API's own WebAssembly codecs
 * (@jsquash, Apache-2.0 around BSD/MIT code; decision 044), so the browser tests need no image
 * library of their own (sharp's prebuilt libvips is LGPL).
 */
export async function paintedImage(
  format: 'png' | 'jpeg',
  width: number,
  height: number,
  paint: Paint,
): Promise<Buffer> {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      data.set([...paint(x, y, width, height), 255], (y * width + x) * 4);
    }
  }
  return Buffer.from(await encodeImage(format, { data, width, height }));
}

/** A square cover of `size` px: a diagonal gradient from purple to blue, as PNG. */
export const coverPng = (size = 320) =>
  paintedImage('png', size, size, (x, y, width, height) => [
    60 + Math.round((x / width) * 120),
    40,
    140 + Math.round((y / height) * 100),
  ]);
