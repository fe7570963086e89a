import { Secret, TOTP } from 'otpauth';

/**
 * An admin of the main test server's own (its ADMIN_EMAIL and ADMIN_PASSWORD), for the
 * two-factor journey: turning the factor on changes how an admin signs in, so the demo admin
 * every other spec uses stays as it is.
 */
export const TWO_FACTOR_ADMIN = {
  email: 'security-admin@cuebrief.example',
  password: 'two-factor journey admin password',
} as const;

const STEP_MS = 30_000;

/**
 * The code an authenticator app shows for `secret` (base32, as Settings shows it) now, or
 * `steps` steps of 30 s away: otpauth with RFC 6238's defaults, as the apps make them.
 */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + steps * STEP_MS,
  });
}

/** Six digits that are none of the codes the server accepts now (the step either side too). */
export function wrongTotpCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  let code = 0;
  while (accepted.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

/**
 * Waits until the present step has at least `marginMs` left, so a code made now is still the
 * present step's, or the one before it, when the server checks it.
 */
export async function awayFromStepEnd(marginMs = 5_000): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
