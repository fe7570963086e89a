import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AudioFileKind, AudioReviewState } from '@cuebrief/shared';
import { albums } from './catalogue';
import { placements } from './placements';
import { words } from './brief-columns';
import { submissions } from './submissions';
import { users } from './users';

/**
 * A piece of music with its files. It has exactly one parent, which says its kind: a
 * submission (a composer's take), an album (a catalogue track, with the words clients search
 * by) or a placement (its showcase music). Deleting its parent deletes it; its files in storage
 * are removed by the service that deletes it.
 */
export const audios = pgTable(
  'audios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    albumId: uuid('album_id').references(() => albums.id, { onDelete: 'cascade' }),
    placementId: uuid('placement_id').references(() => placements.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    bpm: integer('bpm'),
    musicalKey: text('musical_key'),
    /** Catalogue tracks only: what clients filter the catalogue by. */
    genre: words('genres'),
    mood: words('moods'),
    instruments: words('instruments'),
    /**
     * Takes only (docs/contracts.md#reviews): a take's versions share `take_id`, the id of its
     * first version (not a reference: the first version may be deleted and the take go on),
     * and are numbered from 1; `version_note` says what changed.
     */
    takeId: uuid('take_id'),
    version: integer('version'),
    versionNote: text('version_note'),
    /** Of its mp3 or wav (the wav when both, being the master). */
    durationSeconds: real('duration_seconds').notNull(),
    /** The waveform: about WAVEFORM_POINTS values in 0..1, so players draw it without the audio. */
    peaks: jsonb('peaks').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audios_submission_idx').on(t.submissionId),
    uniqueIndex('audios_take_version_key').on(t.takeId, t.version),
    check(
      'audios_take_check',
      sql`(${t.submissionId} is null) = (${t.takeId} is null) and (${t.takeId} is null) = (${t.version} is null)`,
    ),
    index('audios_album_idx').on(t.albumId, t.createdAt),
    // The catalogue's search across albums, newest first, reads catalogue tracks only, in order.
    index('audios_catalogue_added_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.albumId} is not null`),
    uniqueIndex('audios_placement_key').on(t.placementId),
    check(
      'audios_parent_check',
      sql`num_nonnulls(${t.submissionId}, ${t.albumId}, ${t.placementId}) = 1`,
    ),
  ],
);

/** The stored files of an audio: at most one of each kind, named by the server. */
export const audioFiles = pgTable(
  'audio_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AudioFileKind>().notNull(),
    /** Where the storage keeps it: a random name chosen by the server, never the uploader's. */
    storageKey: text('storage_key').notNull().unique(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    durationSeconds: real('duration_seconds'),
    sampleRate: integer('sample_rate'),
    channels: integer('channels'),
    /** Bits per second: the mp3's stream rate, or the wav's PCM rate. */
    bitRate: integer('bit_rate'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('audio_files_audio_kind_key').on(t.audioId, t.kind),
    check('audio_files_kind_check', sql`${t.kind} in ('mp3', 'wav', 'stems')`),
  ],
);

/** A client's favourites. */
export const audioFavorites = pgTable(
  'audio_favorites',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.audioId] }),
    index('audio_favorites_audio_idx').on(t.audioId),
  ],
);

/** The first time each client played each audio (a listen receipt). */
export const audioListens = pgTable(
  'audio_listens',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    listenedAt: timestamp('listened_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.audioId] }),
    index('audio_listens_audio_idx').on(t.audioId, t.listenedAt),
  ],
);

/** Offers to license (audio reviews): a client's price for an audio, then an admin's answer. */
export const audioReviews = pgTable(
  'audio_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => audios.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    priceCents: integer('price_cents').notNull(),
    state: text('state').$type<AudioReviewState>().notNull().default('offered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audio_reviews_audio_idx').on(t.audioId, t.createdAt.desc().nullsFirst()),
    index('audio_reviews_client_idx').on(t.clientId, t.audioId),
    check('audio_reviews_price_check', sql`${t.priceCents} > 0`),
    check(
      'audio_reviews_state_check',
      sql`${t.state} in ('offered', 'accepted', 'declined', 'paid')`,
    ),
  ],
);

export type AudioRow = typeof audios.$inferSelect;
export type NewAudioRow = typeof audios.$inferInsert;
export type AudioFileRow = typeof audioFiles.$inferSelect;
export type NewAudioFileRow = typeof audioFiles.$inferInsert;
export type AudioReviewRow = typeof audioReviews.$inferSelect;
