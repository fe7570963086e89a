/** Durations are stored as 4-byte reals; a millisecond is finer than anyone hears. */
export const toMilliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;
