import type { Pixels } from './image-codecs';

/**
 * The weights of the source positions each target position covers when `from` samples shrink
 * to `to` (area averaging: every source sample counts by how much of it falls in the target's
 * span, so nothing is skipped and fine detail does not alias).
 */
function spans(from: number, to: number) {
  const scale = from / to;
  return Array.from({ length: to }, (_, target) => {
    const start = target * scale;
    const end = start + scale;
    const first = Math.floor(start);
    const weights: number[] = [];
    for (let source = first; source < Math.min(from, Math.ceil(end)); source += 1) {
      weights.push(Math.min(end, source + 1) - Math.max(start, source));
    }
    return { first, weights, total: scale };
  });
}

/**
 * Shrinks a region of an image (never enlarges) to `width` × `height` by area averaging, in
 * two passes (rows, then columns), with colour weighted by alpha so transparent pixels do not
 * darken the edges they border.
 */
export function scalePixels(
  source: Pixels,
  width: number,
  height: number,
  region = { left: 0, top: 0, width: source.width, height: source.height },
): Pixels {
  const across = spans(region.width, width);
  const down = spans(region.height, height);
  // First pass: each source row of the region to `width` premultiplied samples.
  const rows = new Float32Array(width * region.height * 4);
  for (let y = 0; y < region.height; y += 1) {
    const rowStart = ((region.top + y) * source.width + region.left) * 4;
    for (let x = 0; x < width; x += 1) {
      const span = across[x]!;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let index = 0; index < span.weights.length; index += 1) {
        const at = rowStart + (span.first + index) * 4;
        const alpha = source.data[at + 3]! * span.weights[index]!;
        r += source.data[at]! * alpha;
        g += source.data[at + 1]! * alpha;
        b += source.data[at + 2]! * alpha;
        a += alpha;
      }
      const out = (y * width + x) * 4;
      rows[out] = r;
      rows[out + 1] = g;
      rows[out + 2] = b;
      rows[out + 3] = a;
    }
  }
  // Second pass: columns down to `height`, then back from premultiplied to straight colour.
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const span = down[y]!;
    for (let x = 0; x < width; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let index = 0; index < span.weights.length; index += 1) {
        const weight = span.weights[index]!;
        const at = ((span.first + index) * width + x) * 4;
        r += rows[at]! * weight;
        g += rows[at + 1]! * weight;
        b += rows[at + 2]! * weight;
        a += rows[at + 3]! * weight;
      }
      const out = (y * width + x) * 4;
      const area = across[x]!.total * span.total;
      data[out] = a > 0 ? r / a : 0;
      data[out + 1] = a > 0 ? g / a : 0;
      data[out + 2] = a > 0 ? b / a : 0;
      data[out + 3] = a / area;
    }
  }
  return { data, width, height };
}

/** The largest centred square of an image, shrunk to at most `side` pixels a side. */
export function squarePixels(source: Pixels, side: number): Pixels {
  const crop = Math.min(source.width, source.height);
  const target = Math.min(side, crop);
  return scalePixels(source, target, target, {
    left: Math.floor((source.width - crop) / 2),
    top: Math.floor((source.height - crop) / 2),
    width: crop,
    height: crop,
  });
}
