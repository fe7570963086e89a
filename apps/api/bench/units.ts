// How the bench writes sizes (kilobytes with one decimal, mebibytes with one), and the median
// it reports of its rounds.

/** The middle value (the upper of the two middle ones of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
