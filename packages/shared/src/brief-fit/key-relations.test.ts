import { describe, expect, it } from 'vitest';
import { MEASURED_KEYS } from '../schemas/analysis';
import { relativeKeyOf } from './key-relations';
import { RELATIVE_PAIRS } from './test-fixtures';

describe('the relative key', () => {
  it.each(RELATIVE_PAIRS)('of %s is %s, and back', (major, minor) => {
    expect(relativeKeyOf(major)).toBe(minor);
    expect(relativeKeyOf(minor)).toBe(major);
  });

  it('is one of the measured keys, spelt as the vocabulary spells it, for each of the 24', () => {
    for (const key of MEASURED_KEYS) {
      const relative = relativeKeyOf(key);
      expect(MEASURED_KEYS).toContain(relative);
      expect(relative?.endsWith(key.endsWith('major') ? ' minor' : ' major')).toBe(true);
    }
  });

  it.each(['Any key', 'H major', 'C', 'C dorian', 'Db major', ''])('of "%s" is none', (key) => {
    expect(relativeKeyOf(key)).toBeUndefined();
  });
});
