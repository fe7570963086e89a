import { WAVEFORM_POINTS } from '@cuebrief/shared';

/**
 * The loudest magnitude of each stretch of a stream whose length is not known in advance, in
 * bounded memory: it keeps at most `maxBlocks` block maxima and, when they are full, folds each
 * pair into one and doubles the block length. At the end the blocks are folded into the points
 * of the waveform, so every point still covers at least 8 blocks and its edges move by at most
 * an eighth of a point.
 *
 * Units are whatever the caller counts in (a wav's samples, an mp3's decoded frames); callers
 * scan up to `room()` units in their own tight loop and report the loudest with `add`, so there
 * is one call per block, not per sample.
 */
export type PeakAccumulator = {
  /** Units still missing from the block being filled (at least 1). */
  room(): number;
  /** Adds the loudest magnitude of `units` units, `units` at most `room()`. */
  add(max: number, units: number): void;
  /** The waveform: up to `points` values in 0..1, magnitudes over `fullScale`, 3 decimals. */
  finish(fullScale: number, points?: number): number[];
};

export function createPeakAccumulator(
  options: { firstBlockUnits?: number; maxBlocks?: number } = {},
): PeakAccumulator {
  // Even, so a fold pairs every block.
  const maxBlocks = 2 * Math.ceil((options.maxBlocks ?? WAVEFORM_POINTS * 16) / 2);
  const blocks = new Float64Array(maxBlocks);
  let count = 0;
  let blockUnits = options.firstBlockUnits ?? 1;
  let currentMax = 0;
  let left = blockUnits;

  function fold(): void {
    for (let i = 0; i < count / 2; i += 1) {
      blocks[i] = Math.max(blocks[2 * i] ?? 0, blocks[2 * i + 1] ?? 0);
    }
    count /= 2;
    blockUnits *= 2;
  }

  return {
    room: () => left,
    add(max, units) {
      if (max > currentMax) currentMax = max;
      left -= units;
      if (left > 0) return;
      blocks[count] = currentMax;
      count += 1;
      currentMax = 0;
      if (count === maxBlocks) fold();
      left = blockUnits;
    },
    finish(fullScale, points = WAVEFORM_POINTS) {
      const all = Array.from(blocks.subarray(0, count));
      if (left < blockUnits) all.push(currentMax);
      const buckets = Math.min(points, all.length);
      const waveform: number[] = [];
      for (let b = 0; b < buckets; b += 1) {
        const from = Math.floor((b * all.length) / buckets);
        const to = Math.floor(((b + 1) * all.length) / buckets);
        let max = 0;
        for (let i = from; i < to; i += 1) max = Math.max(max, all[i] ?? 0);
        waveform.push(Math.round(Math.min(1, max / fullScale) * 1000) / 1000);
      }
      return waveform;
    },
  };
}
