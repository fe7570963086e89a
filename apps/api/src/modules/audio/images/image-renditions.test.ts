import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_MAX_PIXELS, THUMBNAIL_PIXELS, renderImage } from './image-renditions';
import { imageFormatOf } from './image-signature';

const image = (format: 'png' | 'jpeg' | 'webp', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();

describe('imageFormatOf', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('tells a %s by its first bytes', async (format) => {
    expect(imageFormatOf(await image(format, 8, 8))).toBe(format);
  });

  it('tells nothing of other bytes', () => {
    expect(imageFormatOf(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(imageFormatOf(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageFormatOf(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('renderImage', () => {
  it('scales a large image down to a cover and a square thumbnail, both webp', async () => {
    const { cover, thumbnail } = await renderImage(await image('jpeg', 2400, 1600));
    expect(await sharp(cover).metadata()).toMatchObject({
      format: 'webp',
      width: COVER_MAX_PIXELS,
      height: 800,
    });
    expect(await sharp(thumbnail).metadata()).toMatchObject({
      format: 'webp',
      width: THUMBNAIL_PIXELS,
      height: THUMBNAIL_PIXELS,
    });
  });

  it('keeps a small image at its size', async () => {
    const { cover } = await renderImage(await image('png', 300, 200));
    expect(await sharp(cover).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it.each([
    ['bytes that are not an image', async () => Buffer.from('hello')],
    ['a png cut short', async () => (await image('png', 500, 500)).subarray(0, 300)],
    ['a jpeg cut short', async () => (await image('jpeg', 500, 500)).subarray(0, 300)],
    [
      'png bytes behind a jpeg signature',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await image('png', 8, 8)]),
    ],
  ])('refuses %s with 415', async (_title, bytes) => {
    await expect(renderImage(await bytes())).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
