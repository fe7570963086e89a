import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  TOTP_SETTINGS,
  matchingStep,
  newTotpSecret,
  otpauthUriOf,
  stepAt,
  totpCodeAt,
} from './totp';

/** RFC 6238, appendix B: the SHA-1 seed (20 ASCII bytes) and its 8-digit codes. */
const RFC_SEED = Secret.fromLatin1('12345678901234567890');
const RFC_VECTORS: [unixSeconds: number, step: number, code: string][] = [
  [59, 0x1, '94287082'],
  [1111111109, 0x23523ec, '07081804'],
  [1111111111, 0x23523ed, '14050471'],
  [1234567890, 0x273ef07, '89005924'],
  [2000000000, 0x3f940aa, '69279037'],
  [20000000000, 0x27bc86aa, '65353130'],
];
const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

describe("the second factor's codes (RFC 6238)", () => {
  it.each(RFC_VECTORS)('at %i s: step %i, the published code %s', (seconds, step, code) => {
    // The published codes have 8 digits; with the app's settings otherwise.
    const eightDigits = new TOTP({ ...TOTP_SETTINGS, digits: 8, secret: RFC_SEED });
    expect(eightDigits.generate({ timestamp: seconds * 1000 })).toBe(code);
    expect(stepAt(at(seconds))).toBe(step);
    // Six digits are the last six of the eight: the same number, truncated to 10^6.
    expect(totpCodeAt(RFC_SEED.base32, at(seconds))).toBe(code.slice(2));
  });

  it('accepts the code of the present step and of one step either side, naming its step', () => {
    const secret = RFC_SEED.base32;
    const now = at(1111111111);
    const step = stepAt(now);
    expect(matchingStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(matchingStep(secret, totpCodeAt(secret, at(1111111111 - 30)), now)).toBe(step - 1);
    expect(matchingStep(secret, totpCodeAt(secret, at(1111111111 + 30)), now)).toBe(step + 1);
  });

  it('refuses a code two steps away, another secret’s code and anything not six digits', () => {
    const secret = RFC_SEED.base32;
    const now = at(1234567890);
    expect(matchingStep(secret, totpCodeAt(secret, at(1234567890 - 60)), now)).toBeNull();
    expect(matchingStep(secret, totpCodeAt(secret, at(1234567890 + 60)), now)).toBeNull();
    expect(matchingStep(newTotpSecret(), totpCodeAt(secret, now), now)).toBeNull();
    const code = totpCodeAt(secret, now);
    for (const wrong of [`${code}0`, code.slice(1), '', 'abcdef']) {
      expect(matchingStep(secret, wrong, now), wrong).toBeNull();
    }
  });

  it('makes new secrets of 160 random bits, in base32', () => {
    const secrets = new Set(Array.from({ length: 20 }, newTotpSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('gives apps the secret, the settings and whose it is in the otpauth address', () => {
    const uri = new URL(otpauthUriOf('JBSWY3DPEHPK3PXP', 'admin@cuebrief.example'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Cuebrief:admin@cuebrief.example');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Cuebrief',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
