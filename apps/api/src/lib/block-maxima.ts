/**
 * `values` folded into `points` blocks, each the largest value in its stretch, so a short
 * waveform keeps every peak a listener would see (an average would flatten the hits). Blocks
 * share the values out as evenly as whole indexes allow; with fewer values than points, a
 * value fills several blocks. No values give flat zeros.
 */
export function blockMaxima(values: readonly number[], points: number): number[] {
  if (values.length === 0) return new Array<number>(points).fill(0);
  return Array.from({ length: points }, (_, block) => {
    const start = Math.floor((block * values.length) / points);
    const end = Math.max(start + 1, Math.floor(((block + 1) * values.length) / points));
    let peak = values[start] ?? 0;
    for (let index = start + 1; index < end; index += 1) peak = Math.max(peak, values[index] ?? 0);
    return peak;
  });
}
