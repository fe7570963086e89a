const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size as people read it, in powers of 1024 like the upload limits: "820 KB", "4.2 MB", "2 GB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal below 10 keeps "4.2 MB" exact enough; above that it is noise.
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${Number(value.toFixed(digits))} ${UNITS[unit]}`;
}
