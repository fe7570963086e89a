import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures for one use of the app's secret (media links, share-link passes and
 * streams). The key is derived from the secret and `purpose`, so a signature made for one use can
 * never pass as another's. What is signed is a list of parts, written as JSON, so two different
 * lists never read as the same text.
 */
export function createSigner(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
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
