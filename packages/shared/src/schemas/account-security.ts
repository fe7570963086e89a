import { z } from 'zod';
import { passwordSchema, text } from './common';

/**
 * What an account sees and does of its own security: signed-in sessions
 * (docs/contracts.md#sessions) and an admin's second factor
 * (docs/contracts.md#admin-two-factor).
 */

/** Six digits from an authenticator app, or a recovery code (letters, digits, dashes). */
export const secondFactorCodeSchema = text()
  .trim()
  .min(6, { error: 'Enter the 6-digit code or a recovery code' })
  .max(32);

/** One signed-in session of the caller. */
export const sessionSchema = z.object({
  id: z.uuid(),
  /** The session this call was made with. */
  current: z.boolean(),
  /** "Firefox 131", "Chrome 130", or null when the browser did not say. */
  browser: z.string().nullable(),
  /** "macOS · desktop", "Android · mobile", or null. */
  device: z.string().nullable(),
  /** The network address of the login, and of the last refresh. */
  firstAddress: z.string().nullable(),
  lastAddress: z.string().nullable(),
  startedAt: z.string(),
  /** The last refresh (an access token lives 15 minutes); the login itself before any. */
  lastUsedAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** What `POST /sessions/end-others` did: how many sessions ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** The start of a setup: shown once, until confirmed with a code. */
export const secondFactorSetupSchema = z.object({
  /** The secret in base32, to type into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

export const secondFactorConfirmBodySchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }),
});
export type SecondFactorConfirmBody = z.infer<typeof secondFactorConfirmBodySchema>;

/** Recovery codes, shown once; each signs in once in place of a code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning the second factor off, or making new recovery codes, asks for the password and a code. */
export const secondFactorChangeBodySchema = z.strictObject({
  password: text()
    .min(1, { error: 'Required' })
    .max(passwordSchema.maxLength ?? 128),
  code: secondFactorCodeSchema,
});
export type SecondFactorChangeBody = z.infer<typeof secondFactorChangeBodySchema>;
