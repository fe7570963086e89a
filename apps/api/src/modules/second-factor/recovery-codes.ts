import { randomInt } from 'node:crypto';

/** How many recovery codes an admin gets at once (docs/contracts.md#admin-two-factor). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Lower-case letters and digits without the ones read as others (0/o, 1/l/i): 31 symbols, so
 * ten of them are about 49.5 bits, far more than a limited number of guesses can find.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;
const KEPT = new RegExp(`^[${ALPHABET}]{${HALF * 2}}$`);

/** One code, `xxxxx-xxxxx`, from the system's CSPRNG (randomInt draws without bias). */
function newRecoveryCode(): string {
  const symbols = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${symbols.slice(0, HALF).join('')}-${symbols.slice(HALF).join('')}`;
}

/** A new set of codes, all different. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * A typed code as it is kept (hashed): without the dash or spaces, lower case, since people copy
 * codes with either. Null when the text cannot be a recovery code at all.
 */
export function normalizedRecoveryCode(typed: string): string | null {
  const kept = typed.replace(/[\s-]/g, '').toLowerCase();
  return KEPT.test(kept) ? kept : null;
}
