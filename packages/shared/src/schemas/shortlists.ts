import { z } from 'zod';
import { SHORTLIST_NOTE_MAX_LENGTH } from '../constants/shortlists';
import { emailSchema, requiredText, text } from './common';

/**
 * A client's shortlists and the links that share them (docs/contracts.md#shortlists): named
 * selections of takes (one version each) and catalogue tracks, in the client's order with a note
 * per item, and per-recipient links whose opens, plays, downloads and reactions the client sees.
 */

export const SHORTLIST_TITLE_MAX_LENGTH = 120;
/** At most this many items in one shortlist, and links on one shortlist. */
export const SHORTLIST_MAX_ITEMS = 100;
export const SHORTLIST_MAX_LINKS = 50;
export const SHARE_LINK_LABEL_MAX_LENGTH = 120;
/** A link expires at most this many days after it is made (the form offers 14 by default). */
export const SHARE_LINK_MAX_DAYS = 90;
export const SHARE_LINK_DEFAULT_DAYS = 14;
export const SHARE_PASSWORD_MIN_LENGTH = 4;
export const SHARE_PASSWORD_MAX_LENGTH = 200;
/** The web page a recipient opens: `/listen/<token>`. */
export const SHARE_PAGE_PATH = '/listen';

const itemNote = text().max(SHORTLIST_NOTE_MAX_LENGTH, {
  error: `At most ${SHORTLIST_NOTE_MAX_LENGTH} characters`,
});

/** POST /shortlists and PATCH /shortlists/{id}. */
export const shortlistBodySchema = z.strictObject({
  title: requiredText(SHORTLIST_TITLE_MAX_LENGTH),
});
export type ShortlistBody = z.infer<typeof shortlistBodySchema>;

/** POST /shortlists/{id}/items: a take's version or a catalogue track the client may play. */
export const addShortlistItemBodySchema = z.strictObject({
  audioId: z.uuid({ error: 'Not a valid id' }),
  note: itemNote.optional(),
});
export type AddShortlistItemBody = z.infer<typeof addShortlistItemBodySchema>;

/** PATCH /shortlists/{id}/items/{itemId}: the item's note; an empty text clears it. */
export const editShortlistItemBodySchema = z.strictObject({ note: itemNote });
export type EditShortlistItemBody = z.infer<typeof editShortlistItemBodySchema>;

/** PUT /shortlists/{id}/order: every item's id, once each, in the new order. */
export const shortlistOrderBodySchema = z.strictObject({
  itemIds: z.array(z.uuid({ error: 'Not a valid id' })).max(SHORTLIST_MAX_ITEMS),
});
export type ShortlistOrderBody = z.infer<typeof shortlistOrderBodySchema>;

/** POST /shortlists/{id}/links: one link for one recipient. */
export const createShareLinkBodySchema = z.strictObject({
  label: requiredText(SHARE_LINK_LABEL_MAX_LENGTH),
  email: emailSchema.optional(),
  /** When the link stops working: after now, at most SHARE_LINK_MAX_DAYS ahead. */
  expiresAt: z.iso.datetime({ offset: true, error: 'A date and time' }),
  password: text()
    .min(SHARE_PASSWORD_MIN_LENGTH, { error: `At least ${SHARE_PASSWORD_MIN_LENGTH} characters` })
    .max(SHARE_PASSWORD_MAX_LENGTH)
    .optional(),
  allowDownloads: z.boolean().default(false),
});
export type CreateShareLinkBody = z.input<typeof createShareLinkBodySchema>;

export const SHORTLIST_ITEM_SOURCES = ['take', 'catalogue'] as const;
export type ShortlistItemSource = (typeof SHORTLIST_ITEM_SOURCES)[number];

/** One item as its client (or an admin) sees it. */
export const shortlistItemSchema = z.object({
  id: z.uuid(),
  audioId: z.uuid(),
  position: z.number().int(),
  note: z.string().nullable(),
  title: z.string(),
  source: z.enum(SHORTLIST_ITEM_SOURCES),
  /** A take: its version; a catalogue track: null. */
  version: z.number().int().nullable(),
  /** A take: its composer's full name; a catalogue track: "Cuebrief". */
  composerName: z.string(),
  /** Where it comes from: the request's title, or the album's. */
  sourceTitle: z.string(),
  /** The request's or the album's id, for a link to it. */
  sourceId: z.uuid(),
  durationSeconds: z.number(),
  /** A short waveform (SHARE_PEAKS_POINTS values in 0..1). */
  peaks: z.array(z.number()),
  /** The shortlist's client holds a licence for it (so a link may give its wav and stems). */
  licensed: z.boolean(),
  /**
   * A take: its composer's asking price in US dollars (its submission's), null when none was
   * named; a catalogue track: null. Never on a share page: it is the client's to know.
   */
  askingPrice: z.number().nullable(),
  addedAt: z.string(),
});
export type ShortlistItem = z.infer<typeof shortlistItemSchema>;

export const SHARE_REACTIONS = ['like', 'not_for_us'] as const;
export type ShareReaction = (typeof SHARE_REACTIONS)[number];

export const shareReactionSchema = z.object({
  reaction: z.enum(SHARE_REACTIONS),
  comment: z.string().nullable(),
  at: z.string(),
});

/** What one link's recipient did with one item. */
export const shareItemStatsSchema = z.object({
  itemId: z.uuid(),
  /** Play segments (a play from start or seek to pause, end or leaving). */
  plays: z.number().int(),
  secondsListened: z.number(),
  downloads: z.number().int(),
  reaction: shareReactionSchema.nullable(),
});
export type ShareItemStats = z.infer<typeof shareItemStatsSchema>;

export const SHARE_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

/** A link as its shortlist's client sees it: never its token or password, only whether it has one. */
export const shareLinkSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  email: z.string().nullable(),
  state: z.enum(SHARE_LINK_STATES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  hasPassword: z.boolean(),
  allowDownloads: z.boolean(),
  createdAt: z.string(),
  opens: z.number().int(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  plays: z.number().int(),
  secondsListened: z.number(),
  downloads: z.number().int(),
  /** One entry per item of the shortlist, in its order. */
  items: z.array(shareItemStatsSchema),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** POST /shortlists/{id}/links answers the link and its address, shown this once (stored hashed). */
export const createdShareLinkSchema = z.object({ link: shareLinkSchema, url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const shortlistSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The agency that owns it (admins read every client's). */
  agencyName: z.string(),
  itemCount: z.number().int(),
  activeLinkCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShortlistSummary = z.infer<typeof shortlistSummarySchema>;

export const shortlistSchema = shortlistSummarySchema.extend({
  items: z.array(shortlistItemSchema),
  links: z.array(shareLinkSchema),
  /** Whether the viewer may change it (its client; admins read only). */
  editable: z.boolean(),
});
export type Shortlist = z.infer<typeof shortlistSchema>;
