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
 * Shrinks a region of an image (never enlarges) to `width` × `height` by area averaging, rows
 * first, then columns, with colour weighted by alpha so transparent pixels do not darken the
 * edges they border. Row by row: a source row is shrunk when the first output row that covers
 * it is made and kept for the next, which may share it, so besides the answer it holds one
 * row, not the whole region shrunk across (that was 58 MB of floats for a 3000 px photo).
 */
export function scalePixels(
  source: Pixels,
  width: number,
  height: number,
  region = { left: 0, top: 0, width: source.width, height: source.height },
): Pixels {
  const across = spans(region.width, width);
  const down = spans(region.height, height);
  // One source row of the region as `width` premultiplied samples, and which row it is.
  const row = new Float32Array(width * 4);
  let rowShrunk = -1;
  const shrinkRow = (y: number) => {
    if (y === rowShrunk) return;
    rowShrunk = y;
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
      row[x * 4] = r;
      row[x * 4 + 1] = g;
      row[x * 4 + 2] = b;
      row[x * 4 + 3] = a;
    }
  };
  // Each output row: the shrunk rows it covers, by how much of each, then back from
  // premultiplied to straight colour.
  const data = new Uint8ClampedArray(width * height * 4);
  const sums = new Float64Array(width * 4);
  for (let y = 0; y < height; y += 1) {
    const span = down[y]!;
    sums.fill(0);
    for (let index = 0; index < span.weights.length; index += 1) {
      shrinkRow(span.first + index);
      const weight = span.weights[index]!;
      for (let at = 0; at < sums.length; at += 1) sums[at] = sums[at]! + row[at]! * weight;
    }
    for (let x = 0; x < width; x += 1) {
      const at = x * 4;
      const out = (y * width + x) * 4;
      const a = sums[at + 3]!;
      const area = across[x]!.total * span.total;
      data[out] = a > 0 ? sums[at]! / a : 0;
      data[out + 1] = a > 0 ? sums[at + 1]! / a : 0;
      data[out + 2] = a > 0 ? sums[at + 2]! / a : 0;
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
