import { describe, expect, it } from 'vitest';
import { blockMaxima } from './block-maxima';

describe('blockMaxima', () => {
  it('keeps the largest value of each block', () => {
    expect(blockMaxima([0.1, 0.9, 0.2, 0.3, 0.8, 0.4], 3)).toEqual([0.9, 0.3, 0.8]);
  });

  it('shares values that do not divide evenly among the blocks, every value in one block', () => {
    // 7 values in 3 blocks: indexes 0–1, 2–3, 4–6.
    expect(blockMaxima([1, 0, 2, 0, 0, 0, 3], 3)).toEqual([1, 2, 3]);
  });

  it('repeats values when there are fewer than the points asked', () => {
    expect(blockMaxima([0.5, 1], 4)).toEqual([0.5, 0.5, 1, 1]);
  });

  it('gives flat zeros for no values', () => {
    expect(blockMaxima([], 3)).toEqual([0, 0, 0]);
  });

  it('gives exactly the points asked for a long waveform', () => {
    const values = Array.from({ length: 1000 }, (_, index) => (index === 999 ? 1 : 0.25));
    const folded = blockMaxima(values, 48);
    expect(folded).toHaveLength(48);
    expect(folded.at(-1)).toBe(1);
    expect(folded.slice(0, -1).every((value) => value === 0.25)).toBe(true);
  });
});
