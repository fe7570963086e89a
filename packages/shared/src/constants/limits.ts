export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const TEXT_MAX_LENGTH = 300;
/** Free text a person writes: a contact message, a question, an answer. */
export const MESSAGE_MAX_LENGTH = 5000;

/** Paged lists: 1-based pages of 20; a caller may ask for up to 100. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/**
 * The lists that answer an array (docs/contracts.md#bounded-lists): at most this many items
 * without `limit`, and `limit` at most LIST_MAX_LIMIT, so no answer grows with an account's age.
 */
export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 100;

/** An approved client may use premium features for this long before subscribing. */
export const CLIENT_TRIAL_DAYS = 14;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A login ends this long after it started, however often its refresh token rotated. */
export const SESSION_MAX_LIFETIME_SECONDS = 90 * 24 * 60 * 60;
/** A password reset link works once, for this long after it was asked for (decision 036). */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;

/**
 * Abuse limits (docs/contracts.md#abuse-limits). An account's failed logins are limited per address
 * it is tried from, so a stranger's guesses never lock its owner out (see LOGIN_SLOWDOWN for all
 * addresses).
 */
export const RATE_LIMITS = {
  failedLoginsPerAccountAndAddress: { limit: 10, windowSeconds: 15 * 60 },
  failedLoginsPerAddress: { limit: 50, windowSeconds: 15 * 60 },
  publicFormsPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  /** Wrong passwords on one share link (docs/contracts.md#the-recipients-page). */
  sharePasswordPerLinkAndAddress: { limit: 10, windowSeconds: 15 * 60 },
  sharePasswordPerLink: { limit: 100, windowSeconds: 60 * 60 },
  /**
   * Reset links asked for one email, whether an account uses it or not (so the limit tells
   * nothing): a stranger cannot fill someone's inbox with them (decision 036).
   */
  passwordResetsPerEmail: { limit: 5, windowSeconds: 60 * 60 },
} as const;
export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * An account's failed logins from all addresses together never refuse a login: past
 * `freeFailures` in the window, every attempt on it waits `stepMs` more per failure, at most
 * `maxDelayMs`, before its password is checked.
 */
export const LOGIN_SLOWDOWN = {
  windowSeconds: 15 * 60,
  freeFailures: 10,
  stepMs: 250,
  maxDelayMs: 3_000,
} as const;

export const TOAST_AUTO_HIDE_MS = 2000;

const MIB = 1024 * 1024;

/**
 * The largest file of each kind a person may upload (docs/contracts.md#upload-limits), enforced
 * while the upload streams: the server stops reading at the limit and answers 413.
 */
export const UPLOAD_LIMITS_BYTES = {
  mp3: 50 * MIB,
  wav: 500 * MIB,
  stems: 2048 * MIB,
  image: 10 * MIB,
} as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS_BYTES;

/** Points of a stored waveform: enough for a full-width player, small enough to list. */
export const WAVEFORM_POINTS = 1000;

/** How long a signed link for playing an audio stays valid; the player asks again after. */
export const PLAYBACK_URL_TTL_SECONDS = 60 * 60;
