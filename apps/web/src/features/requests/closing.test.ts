import { describe, expect, it } from 'vitest';
import { daysUntil } from './closing';

describe('days until a deadline', () => {
  const now = new Date('2026-11-21T18:30:00.000Z');

  it('counts UTC calendar days, today being 0', () => {
    expect(daysUntil('2026-11-21', now)).toBe(0);
    expect(daysUntil('2026-11-22', now)).toBe(1);
    expect(daysUntil('2026-11-24', now)).toBe(3);
    expect(daysUntil('2026-11-20', now)).toBe(-1);
  });

  it('turns the day at midnight UTC', () => {
    expect(daysUntil('2026-11-22', new Date('2026-11-21T23:59:59.000Z'))).toBe(1);
    expect(daysUntil('2026-11-22', new Date('2026-11-22T00:00:00.000Z'))).toBe(0);
  });
});
