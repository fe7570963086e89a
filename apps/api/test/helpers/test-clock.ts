import type { Clock } from '../../src/lib/clock';

/** A clock that stands still until a test moves it. */
export function createTestClock(start = new Date('2026-11-21T10:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}
export type TestClock = ReturnType<typeof createTestClock>;
