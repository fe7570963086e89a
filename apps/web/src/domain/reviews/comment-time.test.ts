import { describe, expect, it } from 'vitest';
import { momentOf, parseMoment } from './comment-time';

describe('comment times', () => {
  it('reads minutes and seconds, hours, and plain seconds', () => {
    expect(parseMoment('0:12')).toBe(12);
    expect(parseMoment(' 1:05 ')).toBe(65);
    expect(parseMoment('1:02:03')).toBe(3723);
    expect(parseMoment('12')).toBe(12);
    expect(parseMoment('0:07.5')).toBe(7.5);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', 'soon', '1:75', '1.5:00', '-3', '1:2:3:4', '0:']) {
      expect(parseMoment(text), text).toBeNull();
    }
  });

  it('shows a moment, or a range', () => {
    expect(momentOf({ atSeconds: 12, endSeconds: null })).toBe('0:12');
    expect(momentOf({ atSeconds: 12, endSeconds: 18.4 })).toBe('0:12–0:18');
  });
});
