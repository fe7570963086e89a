import { MESSAGES } from '../constants/messages';

/**
 * Stable machine codes carried in `status.error`, with the HTTP status and the default
 * message a person reads. The web maps codes, never messages, to its own texts.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are missing or invalid.' },
  MALFORMED_BODY: { status: 400, message: 'The request body could not be read.' },
  WRONG_PASSWORD: { status: 400, message: 'The current password is not correct.' },
  /** A webhook whose signature does not match: not from the card provider, or altered. */
  INVALID_SIGNATURE: { status: 400, message: 'The signature of this event is not valid.' },
  /** A password reset link that is unknown, past its 30 minutes, used, or made void. */
  RESET_LINK_INVALID: {
    status: 400,
    message: 'This password reset link has expired or was already used. Please ask for a new one.',
  },
  UNAUTHENTICATED: { status: 401, message: 'Please log in to continue.' },
  TOKEN_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  INVALID_CREDENTIALS: { status: 401, message: 'The email or password is not correct.' },
  INVALID_REFRESH_TOKEN: { status: 401, message: 'INVALID_REFRESH_TOKEN' },
  ACCOUNT_PENDING: {
    status: 403,
    message: 'Your account is waiting for approval. You will get an email once it is reviewed.',
  },
  ACCOUNT_REJECTED: {
    status: 403,
    message: 'Your sign-up was not approved. Please contact us if you think this is a mistake.',
  },
  SUBSCRIPTION_REQUIRED: {
    status: 402,
    message:
      'Your subscription has expired. Please renew it to continue accessing premium features.',
  },
  /** A share link with a password, opened without it (docs/contracts.md#share-links). */
  LINK_PASSWORD_REQUIRED: { status: 401, message: 'This link needs its password.' },
  LINK_PASSWORD_WRONG: { status: 401, message: 'That password is not right.' },
  /** An admin with a second factor signed in without its code (docs/contracts.md#admin-two-factor). */
  SECOND_FACTOR_REQUIRED: {
    status: 401,
    message: 'Enter the code from your authenticator app, or a recovery code.',
  },
  SECOND_FACTOR_WRONG: { status: 401, message: 'That code is not right. Please try again.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  /** ADMIN_MFA=required and this admin has no second factor yet: enrol before anything else. */
  SECOND_FACTOR_ENROLMENT_REQUIRED: {
    status: 403,
    message: 'Set up two-factor sign-in in Settings before you continue.',
  },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists.' },
  INVALID_STATE: { status: 409, message: 'This cannot be done in the current state.' },
  /** The same contact message from the same address within a day: a double submit, not news. */
  DUPLICATE_CONTACT: { status: 409, message: MESSAGES.contactEmailTaken },
  /** A share link past its expiry, or revoked by the agency that made it. */
  LINK_EXPIRED: { status: 410, message: 'This link has expired.' },
  LINK_REVOKED: { status: 410, message: 'This link is no longer available.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not supported.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many attempts. Please try again later.' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  /** The card provider did not answer or refused our call; nothing was charged. */
  PAYMENT_PROVIDER_FAILED: {
    status: 502,
    message: 'The payment provider could not be reached. Please try again.',
  },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is not available right now.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
