/**
 * Something counted as it happens (the bytes of uploads), told to whatever keeps the count: the
 * metrics when they are on (plugins/metrics.ts), else nothing. A service takes one of these, so
 * it counts without knowing who reads.
 */
export type Counter<Label extends string = string> = {
  add: (amount: number, labels: Record<Label, string>) => void;
};

/** Counts nothing: the metrics are off. */
export const uncounted: Counter<never> = { add: () => {} };
