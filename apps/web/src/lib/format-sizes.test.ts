import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';
import { formatDuration } from './format-duration';

describe('sizes and lengths as people read them', () => {
  it('writes sizes in powers of 1024, one decimal below ten', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(4.2 * 1024 * 1024)).toBe('4.2 MB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatBytes(2048 * 1024 * 1024)).toBe('2 GB');
  });

  it('writes lengths as a player does', () => {
    expect(formatDuration(7.9)).toBe('0:07');
    expect(formatDuration(200)).toBe('3:20');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});
