import { setTimeout as wait } from 'node:timers/promises';

/**
 * The one source of "now", and of waiting: tests replace it to travel through token lifetimes
 * and windows, and to see how long a call would have waited without waiting.
 */
export type Clock = { now: () => Date; sleep: (ms: number) => Promise<void> };
export const systemClock: Clock = {
  now: () => new Date(),
  sleep: async (ms) => {
    await wait(ms);
  },
};
