import { z } from 'zod';
import { SHARE_COMMENT_MAX_LENGTH } from '../constants/shortlists';
import { text } from './common';
import { SHARE_PASSWORD_MAX_LENGTH, SHARE_REACTIONS } from './shortlists';

/**
 * The recipient's side of a share link (docs/contracts.md#share-links), under
 * `/users/v1/share/{token}`: no account, the link's token is the permission. Opening with the
 * password (when the link has one) gives a `pass`, which every later call of that page carries.
 */

/** A share token: 32 random bytes, base64url (43 characters). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Values in a recipient's waveform. */
export const SHARE_PEAKS_POINTS = 160;

export const shareTokenParamsSchema = z.strictObject({
  token: z.string().regex(SHARE_TOKEN_PATTERN, { error: 'Not a valid link' }),
});
export const shareItemParamsSchema = shareTokenParamsSchema.extend({
  itemId: z.uuid({ error: 'Not a valid id' }),
});

const passField = text().max(2000);

/** POST /share/{token}/open: the password the first time, or the pass a reload kept. */
export const openSharePageBodySchema = z.strictObject({
  password: text().max(SHARE_PASSWORD_MAX_LENGTH).optional(),
  pass: passField.optional(),
});
export type OpenSharePageBody = z.infer<typeof openSharePageBodySchema>;

export const SHARE_DOWNLOAD_KINDS = ['mp3', 'wav', 'stems'] as const;
export type ShareDownloadKind = (typeof SHARE_DOWNLOAD_KINDS)[number];

export const sharePageItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** A take's composer, a catalogue track's "Cuebrief": a name, never contact details. */
  composerName: z.string(),
  note: z.string().nullable(),
  durationSeconds: z.number(),
  peaks: z.array(z.number()),
  /** A signed, expiring address of the audio to play (answers byte ranges). */
  streamUrl: z.string(),
  /** Which files this link may download for this item. */
  downloads: z.array(z.enum(SHARE_DOWNLOAD_KINDS)),
  reaction: z
    .object({ reaction: z.enum(SHARE_REACTIONS), comment: z.string().nullable() })
    .nullable(),
});
export type SharePageItem = z.infer<typeof sharePageItemSchema>;

export const sharePageSchema = z.object({
  agencyName: z.string(),
  title: z.string(),
  /** The recipient's label, as the agency wrote it ("Nike brand team"). */
  label: z.string(),
  expiresAt: z.string(),
  /** Carry this in later calls of this page; it lasts until `passExpiresAt` (or the link's end). */
  pass: z.string(),
  passExpiresAt: z.string(),
  items: z.array(sharePageItemSchema),
});
export type SharePage = z.infer<typeof sharePageSchema>;

/**
 * POST /share/{token}/plays: one play segment, sent as it grows (pause, end, seek, leaving); the
 * same `segmentId` again only raises its seconds, so a segment is counted once.
 */
export const sharePlayBodySchema = z.strictObject({
  pass: passField,
  itemId: z.uuid({ error: 'Not a valid id' }),
  segmentId: z.uuid({ error: 'Not a valid id' }),
  fromSeconds: z.number().min(0),
  seconds: z
    .number()
    .min(0)
    .max(24 * 3600),
});
export type SharePlayBody = z.infer<typeof sharePlayBodySchema>;

/** PUT /share/{token}/items/{itemId}/reaction: "I like this" or "not for us", with a comment. */
export const shareReactionBodySchema = z.strictObject({
  pass: passField,
  reaction: z.enum(SHARE_REACTIONS),
  comment: text()
    .max(SHARE_COMMENT_MAX_LENGTH, { error: `At most ${SHARE_COMMENT_MAX_LENGTH} characters` })
    .optional(),
});
export type ShareReactionBody = z.infer<typeof shareReactionBodySchema>;

/** POST /share/{token}/items/{itemId}/download: a signed download address, counted once. */
export const shareDownloadBodySchema = z.strictObject({
  pass: passField,
  kind: z.enum(SHARE_DOWNLOAD_KINDS),
});
export type ShareDownloadBody = z.infer<typeof shareDownloadBodySchema>;
export const shareDownloadSchema = z.object({ url: z.string() });
