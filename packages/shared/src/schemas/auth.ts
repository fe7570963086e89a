import { z } from 'zod';
import { COLOR_SCHEMES } from '../constants/color-scheme';
import { ACCOUNT_STATUSES, ROLES } from '../constants/roles';
import { TEXT_MAX_LENGTH } from '../constants/limits';
import {
  emailSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
  text,
  websiteSchema,
} from './common';
import { secondFactorCodeSchema } from './account-security';

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  // Any length up to the maximum may be tried; a too-short password simply fails to match.
  password: text()
    .min(1, { error: 'Required' })
    .max(passwordSchema.maxLength ?? 128),
  /**
   * An admin's second factor (docs/contracts.md#admin-two-factor): the 6 digits of the
   * authenticator app or a recovery code. Ignored for accounts without one.
   */
  code: secondFactorCodeSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshTokenBodySchema = z.strictObject({
  refreshToken: text().min(1, { error: 'Required' }).max(200),
});
export const logoutBodySchema = refreshTokenBodySchema;

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

/** A performing rights organisation's IPI name number has 9 to 11 digits. */
const ipiNumberSchema = text()
  .trim()
  .regex(/^\d{9,11}$/, { error: 'An IPI number has 9 to 11 digits' });

const composerProfileFields = {
  pro: requiredText(TEXT_MAX_LENGTH).optional(),
  ipiNumber: ipiNumberSchema.optional(),
};

/** A composer's own settings, changed on the profile but not asked at sign-up. */
const composerSettingFields = {
  /** Mail me a digest of new requests (at most one an hour). */
  notifyNewRequests: z.boolean({ error: 'Choose yes or no' }).optional(),
};

/**
 * The review digest (at most one an hour, docs/contracts.md#review-digests): a composer hears of
 * comments, decisions and offers on their takes, a client of new versions sent to their requests.
 */
const reviewSettingFields = {
  notifyReviewActivity: z.boolean({ error: 'Choose yes or no' }).optional(),
};

const clientProfileFields = {
  clientAgencyName: requiredText(),
  website: websiteSchema.optional(),
  agencyLocationCity: requiredText().optional(),
  agencyLocationCountry: requiredText().optional(),
  duty: requiredText().optional(),
};

const personFields = {
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredText(),
  lastName: requiredText(),
};

export const registerComposerBodySchema = z.strictObject({
  ...personFields,
  ...composerProfileFields,
  signupType: requiredText(40).optional(),
});
export type RegisterComposerBody = z.infer<typeof registerComposerBodySchema>;

export const registerClientBodySchema = z.strictObject({
  ...personFields,
  ...clientProfileFields,
  phone: phoneSchema.optional(),
});
export type RegisterClientBody = z.infer<typeof registerClientBodySchema>;

const personUpdateFields = {
  firstName: requiredText().optional(),
  lastName: requiredText().optional(),
  phone: phoneSchema.optional(),
};

/**
 * What each role may change about itself; email changes are not offered
 * (docs/contracts.md#profile-changes).
 */
export const updateProfileBodySchemas = {
  Admin: z.strictObject(personUpdateFields),
  Composer: z.strictObject({
    ...personUpdateFields,
    ...composerProfileFields,
    ...composerSettingFields,
    ...reviewSettingFields,
  }),
  Client: z.strictObject({
    ...personUpdateFields,
    ...clientProfileFields,
    clientAgencyName: clientProfileFields.clientAgencyName.optional(),
    ...reviewSettingFields,
  }),
} as const;

/** Every field any role may send; the role's own schema then decides (see the map above). */
export const updateProfileBodySchema = z.strictObject({
  ...updateProfileBodySchemas.Composer.shape,
  ...updateProfileBodySchemas.Client.shape,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.strictObject({
  currentPassword: text()
    .min(1, { error: 'Required' })
    .max(passwordSchema.maxLength ?? 128),
  newPassword: passwordSchema,
  /** End every other signed-in session too (docs/contracts.md#sessions); true when not given. */
  endOtherSessions: z.boolean().optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Ask for a password reset link by mail (docs/contracts.md#password-resets). */
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/**
 * A new password with the token of a reset link. Any token up to the length is taken: one cut
 * short or mistyped is a link that does not work (RESET_LINK_INVALID), not a form to correct.
 */
export const resetPasswordBodySchema = z.strictObject({
  token: text().min(1, { error: 'Required' }).max(200),
  newPassword: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** One account as it leaves the server; role-specific fields are null for other roles. */
export const profileSchema = z.object({
  uuid: z.uuid(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  writingAccess: z.boolean(),
  isSubscriptionEnabled: z.boolean(),
  trialEndsAt: z.string().nullable(),
  pro: z.string().nullable(),
  ipiNumber: z.string().nullable(),
  signupType: z.string().nullable(),
  clientAgencyName: z.string().nullable(),
  website: z.string().nullable(),
  agencyLocationCity: z.string().nullable(),
  agencyLocationCountry: z.string().nullable(),
  duty: z.string().nullable(),
  /** A composer's choice to be mailed a digest of new requests; null for other roles. */
  notifyNewRequests: z.boolean().nullable(),
  /** A composer's or client's choice to be mailed the review digest; null for admins. */
  notifyReviewActivity: z.boolean().nullable(),
  /**
   * An admin's second factor (docs/contracts.md#admin-two-factor): whether it is set up,
   * whether admins must have one here (ADMIN_MFA=required: it cannot be turned off), and whether
   * this admin must set it up before anything else. Null for other roles.
   */
  secondFactor: z
    .object({ enabled: z.boolean(), required: z.boolean(), enrolmentRequired: z.boolean() })
    .nullable(),
  /**
   * The colour scheme this person chose (docs/contracts.md#colour-scheme), which their browsers
   * take when they sign in; null until they choose, so a browser's own choice stays.
   */
  colorScheme: z.enum(COLOR_SCHEMES).nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /color-scheme: the scheme one's browsers show (docs/contracts.md#colour-scheme). */
export const colorSchemeBodySchema = z.strictObject({ colorScheme: z.enum(COLOR_SCHEMES) });
export type ColorSchemeBody = z.infer<typeof colorSchemeBodySchema>;
