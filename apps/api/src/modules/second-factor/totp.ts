import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes as authenticator apps make them (RFC 6238, with its defaults every
 * app reads from the QR code: HMAC-SHA-1, 6 digits, 30-second steps). A code of the step before
 * or after the present one is accepted too, for a phone's clock a little off and a code typed
 * as its step ends; the caller makes sure each step's code is used once.
 */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const ACCEPTED_STEPS_EITHER_SIDE = 1;
/** 160 bits, the key length RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;
const ISSUER = 'Cuebrief';

/** A new random secret, in base32 as apps take it typed. */
export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

const totpOf = (secretBase32: string, account = '') =>
  new TOTP({
    ...TOTP_SETTINGS,
    issuer: ISSUER,
    label: account,
    secret: Secret.fromBase32(secretBase32),
  });

/** The otpauth:// address a QR code gives an app: the secret, its settings, whose it is. */
export const otpauthUriOf = (secretBase32: string, account: string): string =>
  totpOf(secretBase32, account).toString();

/** The step (30-second count since 1970) that `at` falls in. */
export const stepAt = (at: Date): number =>
  TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: at.getTime() });

/** The code of the step `at` falls in (tests and the browser test make codes this way). */
export const totpCodeAt = (secretBase32: string, at: Date): string =>
  totpOf(secretBase32).generate({ timestamp: at.getTime() });

/**
 * The step `code` is right for, within a step either side of `now`, or null when it is right
 * for none. Comparing in constant time is otpauth's.
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: now.getTime(),
    window: ACCEPTED_STEPS_EITHER_SIDE,
  });
  return delta === null ? null : stepAt(now) + delta;
}
