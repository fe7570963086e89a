import { describe, expect, it } from 'vitest';
import { pngHeaderStating } from '../../../../test/helpers/images';
import { decodeImage, encodeImage, encodeWebp, type Pixels } from './image-codecs';
import {
  COVER_MAX_PIXELS,
  MAX_INPUT_PIXELS,
  THUMBNAIL_PIXELS,
  renderImage,
  type Rendition,
} from './image-renditions';
import { imageFormatOf } from './image-signature';
import { imageSizeOf } from './image-size';
import { renderImageOffThread } from './image-thread';

/** A diagonal gradient, so scaling has something to average. */
function gradient(width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      data.set([(x * 255) / width, (y * 255) / height, 128, 255], at);
    }
  }
  return { data, width, height };
}

const image = async (format: 'png' | 'jpeg' | 'webp', width: number, height: number) =>
  Buffer.from(
    format === 'webp'
      ? await encodeWebp(gradient(width, height), 80)
      : await encodeImage(format, gradient(width, height)),
  );

/** What a stored rendition decodes to: webp of the size it says. */
async function decodedSize(rendition: Rendition) {
  expect(imageFormatOf(Buffer.from(rendition.bytes))).toBe('webp');
  const { width, height } = await decodeImage('webp', rendition.bytes);
  expect({ width, height }).toEqual({ width: rendition.width, height: rendition.height });
  return { width, height };
}

describe('imageFormatOf and imageSizeOf', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'tell a %s and its size by its header',
    async (format) => {
      const bytes = await image(format, 48, 30);
      expect(imageFormatOf(bytes)).toBe(format);
      expect(imageSizeOf(bytes, format)).toEqual({ width: 48, height: 30 });
    },
  );

  it('tell nothing of other bytes', () => {
    expect(imageFormatOf(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(imageFormatOf(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageFormatOf(Buffer.alloc(0))).toBeUndefined();
    expect(imageSizeOf(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'jpeg')).toBeUndefined();
  });
});

describe('renderImage', () => {
  it('makes a cover, its narrower variants and a square thumbnail, all webp', async () => {
    const { cover, thumbnail, variants } = await renderImage(await image('jpeg', 2400, 1600));
    expect(await decodedSize(cover)).toEqual({ width: COVER_MAX_PIXELS, height: 800 });
    expect(await decodedSize(thumbnail)).toEqual({
      width: THUMBNAIL_PIXELS,
      height: THUMBNAIL_PIXELS,
    });
    expect(await Promise.all(variants.map(decodedSize))).toEqual([
      { width: 320, height: 213 },
      { width: 640, height: 427 },
    ]);
  });

  it('keeps a small image at its size, with only the variants narrower than it', async () => {
    const { cover, variants } = await renderImage(await image('png', 500, 400));
    expect(await decodedSize(cover)).toEqual({ width: 500, height: 400 });
    expect(variants.map((variant) => variant.width)).toEqual([320]);
  });

  it('keeps transparent pixels from darkening what they border', async () => {
    const pixels = gradient(64, 64);
    // The left half transparent black, the right half opaque white.
    for (let at = 0; at < pixels.data.length; at += 4) {
      const x = (at / 4) % 64;
      pixels.data.set(x < 32 ? [0, 0, 0, 0] : [255, 255, 255, 255], at);
    }
    const { thumbnail } = await renderImage(await encodeImage('png', pixels));
    const decoded = await decodeImage('webp', thumbnail.bytes);
    // The opaque column beside the edge stays white rather than averaged with black.
    const edge = (10 * decoded.width + 32) * 4;
    expect(decoded.data[edge]).toBeGreaterThan(235);
  });

  it.each([
    ['bytes that are not an image', async () => Buffer.from('hello')],
    ['a png cut short', async () => (await image('png', 500, 500)).subarray(0, 300)],
    ['a jpeg cut short', async () => (await image('jpeg', 500, 500)).subarray(0, 3000)],
    ['a webp cut short', async () => (await image('webp', 500, 500)).subarray(0, 200)],
    [
      'png bytes behind a jpeg signature',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await image('png', 8, 8)]),
    ],
    [
      'a png whose header says another size',
      async () => {
        const bytes = await image('png', 40, 40);
        bytes.writeUInt32BE(41, 16);
        return bytes;
      },
    ],
  ])('refuses %s with 415', async (_title, bytes) => {
    await expect(renderImage(await bytes())).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringMatching(/not a PNG|damaged/),
    });
  });

  it('refuses a decompression bomb by the size its header states, before decoding', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    await expect(renderImage(pngHeaderStating(side, side))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('too many pixels'),
    });
  });
});

describe('renderImageOffThread', () => {
  it('renders on a worker thread as in place', async () => {
    const { cover, variants } = await renderImageOffThread(await image('jpeg', 900, 900));
    expect(await decodedSize(cover)).toEqual({ width: 900, height: 900 });
    expect(variants.map((variant) => variant.width)).toEqual([320, 640]);
  });

  it('gives the worker thread’s refusal as the same 415', async () => {
    await expect(renderImageOffThread(Buffer.from('not an image'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      statusCode: 415,
    });
  });
});
