import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './format-relative-time';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatTimeAgo', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 59, '5 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [14 * 24 * 3600, '2 weeks ago'],
    [45 * 24 * 3600, 'last month'],
    [400 * 24 * 3600, 'last year'],
  ])('says %i seconds ago as “%s”', (seconds, said) => {
    expect(formatTimeAgo(ago(seconds), 'just now', NOW)).toBe(said);
  });
});
