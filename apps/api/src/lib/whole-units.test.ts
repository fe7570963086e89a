import { describe, expect, it } from 'vitest';
import { createUnitJoiner } from './whole-units';

/** Feeds `bytes` cut at `cuts` and answers the runs handed on, copied. */
function runsOf(unitBytes: number, bytes: number[], cuts: number[]): number[][] {
  const runs: number[][] = [];
  const push = createUnitJoiner(unitBytes, (run) => runs.push([...run]));
  let from = 0;
  for (const to of [...cuts, bytes.length]) {
    push(Uint8Array.from(bytes.slice(from, to)));
    from = to;
  }
  return runs;
}

describe('createUnitJoiner', () => {
  const bytes = Array.from({ length: 12 }, (_, i) => i);

  it('hands on whole units only, joining a unit cut between pieces', () => {
    expect(runsOf(3, bytes, [4, 5, 10])).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9, 10, 11],
    ]);
  });

  it('hands on every byte once, in order, whatever the cuts', () => {
    for (const cuts of [[], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [7], [2, 11]]) {
      const runs = runsOf(4, bytes, cuts);
      expect(runs.flat()).toEqual(bytes);
      for (const run of runs) expect(run.length % 4).toBe(0);
    }
  });

  it('keeps a trailing part of a unit back until it is whole', () => {
    expect(runsOf(4, bytes.slice(0, 6), [])).toEqual([[0, 1, 2, 3]]);
  });
});
