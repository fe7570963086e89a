import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShareDownloadKind, ShareReaction } from '@cuebrief/shared';
import { audios } from './audio';
import { users } from './users';

/**
 * A client's shortlists and their share links (docs/contracts.md#shortlists). An item names
 * one audio row: a take's version or a catalogue track. Deleting the audio removes the item and
 * what recipients did with it; deleting the shortlist removes everything below it.
 */
export const shortlists = pgTable(
  'shortlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shortlists_client_idx').on(t.clientId, t.updatedAt)],
);

export const shortlistItems = pgTable(
  'shortlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortlistId: uuid('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    /** 0-based; rewritten as a whole when the client reorders. */
    position: integer('position').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shortlist_items_audio_key').on(t.shortlistId, t.audioId),
    index('shortlist_items_audio_idx').on(t.audioId),
  ],
);

/**
 * One recipient's link. Only the SHA-256 of its token is kept, so the address is shown once;
 * the password, when set, is hashed as account passwords are. Opens are counted on the row:
 * `first_opened_at` is set once (the update that sets it queues the client's mail).
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortlistId: uuid('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    label: text('label').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    allowDownloads: boolean('allow_downloads').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    opens: integer('opens').notNull().default(0),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('share_links_token_key').on(t.tokenHash),
    index('share_links_shortlist_idx').on(t.shortlistId),
  ],
);

/**
 * A play segment through a link: from a start or a seek to a pause, the end or leaving the page.
 * The page names the segment, so the same segment sent again only raises its seconds.
 */
export const sharePlays = pgTable(
  'share_plays',
  {
    id: uuid('id').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => shortlistItems.id, { onDelete: 'cascade' }),
    fromSeconds: real('from_seconds').notNull(),
    seconds: real('seconds').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('share_plays_link_item_idx').on(t.linkId, t.itemId)],
);

/** A download handed out through a link (counted when its signed address is given). */
export const shareDownloads = pgTable(
  'share_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => shortlistItems.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ShareDownloadKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('share_downloads_link_item_idx').on(t.linkId, t.itemId),
    check('share_downloads_kind_check', sql`${t.kind} in ('mp3', 'wav', 'stems')`),
  ],
);

/** A recipient's reaction to an item: one per link and item, the latest kept. */
export const shareReactions = pgTable(
  'share_reactions',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => shortlistItems.id, { onDelete: 'cascade' }),
    reaction: text('reaction').$type<ShareReaction>().notNull(),
    comment: text('comment'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.itemId] }),
    check('share_reactions_reaction_check', sql`${t.reaction} in ('like', 'not_for_us')`),
  ],
);
