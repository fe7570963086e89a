import type { Clock } from '../../src/lib/clock';

/**
 * A clock that stands still until a test moves it. Sleeping moves it by the time slept and
 * returns at once, so a test sees how long a call waited by how far the clock went.
 */
export function createTestClock(start = new Date('2026-11-21T10:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    async sleep(ms: number) {
      now += ms;
    },
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}
export type TestClock = ReturnType<typeof createTestClock>;
