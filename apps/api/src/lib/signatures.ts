import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A 256-bit key of its own for one use of the app's secret: signatures, keyed hashes and
 * encryption each name their `purpose`, so nothing made for one use can pass as another's, and
 * the secret itself never keys anything.
 */
export const deriveKey = (secret: string, purpose: string): Buffer =>
  createHmac('sha256', secret).update(purpose).digest();

/**
 * HMAC-SHA256 signatures for one use of the app's secret (media links, share-link passes and
 * streams, recovery codes' hashes), with a key derived for `purpose`. What is signed is a list of
 * parts, written as JSON, so two different lists never read as the same text.
 */
export function createSigner(secret: string, purpose: string) {
  const key = deriveKey(secret, purpose);
  const sign = (parts: readonly (string | null)[]): string =>
    createHmac('sha256', key).update(JSON.stringify(parts)).digest('base64url');

  return {
    sign,
    /** Whether `signature` is the one of `parts`, compared in constant time. */
    isValid(parts: readonly (string | null)[], signature: string): boolean {
      const expected = Buffer.from(sign(parts));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type Signer = ReturnType<typeof createSigner>;

/** An expiry as signed addresses carry it: whole seconds since 1970, as S3 counts them too. */
export const unixSecondsOf = (date: Date): string => String(Math.floor(date.getTime() / 1000));

/** The moment an expiry names, or undefined when the text is not one. */
export function dateOfUnixSeconds(text: string | undefined): Date | undefined {
  return text !== undefined && /^\d{1,12}$/.test(text) ? new Date(Number(text) * 1000) : undefined;
}
