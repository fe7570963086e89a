/**
 * A small deterministic random generator (mulberry32), so generated data is the same on every
 * run: the 1,000 requests of the list tests, the 100,000 of the benchmark.
 */
export function seededRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  /** Between min and max different words; words named in `weights` come up that much more often. */
  const some = <T extends string>(
    words: readonly T[],
    min: number,
    max: number,
    weights: Partial<Record<T, number>> = {},
  ): T[] => {
    const pool = words.map((word) => ({ word, weight: weights[word] ?? 1 }));
    const chosen: T[] = [];
    for (let n = int(min, max); n > 0 && pool.length > 0; n--) {
      let roll = next() * pool.reduce((sum, entry) => sum + entry.weight, 0);
      const index = pool.findIndex((entry) => (roll -= entry.weight) < 0);
      chosen.push(pool.splice(index === -1 ? pool.length - 1 : index, 1)[0]!.word);
    }
    return chosen;
  };
  return { next, int, some };
}
