import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants/limits';
import {
  GENRES,
  INSTRUMENTS,
  MOODS,
  MUSICAL_KEYS,
  TEMPO_MAX_BPM,
  TEMPO_MIN_BPM,
} from '../constants/vocabularies';
import { listPeaksField, listWindowQuerySchema, requiredText, text } from './common';
import { bpmSchema, choices } from './brief-fields';
import {
  adminAudioSchema,
  audioSchema,
  clientAudioSchema,
  imageLinkSchema,
  mediaLinkSchema,
} from './submissions';

/** An album's description: optional; blank means none. */
const albumDescriptionSchema = text().trim().max(MESSAGE_MAX_LENGTH);

/**
 * POST /add/album (admin). A new album is a draft, which no client sees, until an admin
 * publishes it once it has tracks (POST /album/{id}/publish; decision 043). `published: true`
 * asks to publish at once, which a new album, having no tracks yet, is refused (409).
 */
export const createAlbumBodySchema = z.strictObject({
  title: requiredText(NAME_MAX_LENGTH),
  description: albumDescriptionSchema.optional(),
  published: z.boolean().default(false),
});
export type CreateAlbumBody = z.input<typeof createAlbumBodySchema>;
export type CreateAlbum = z.output<typeof createAlbumBodySchema>;

/**
 * PUT /album/{id} (admin): title and description replace the old; `published` when given
 * publishes the album or returns it to draft, as the publish and unpublish calls do.
 */
export const updateAlbumBodySchema = z.strictObject({
  title: requiredText(NAME_MAX_LENGTH),
  description: albumDescriptionSchema,
  published: z.boolean().optional(),
});
export type UpdateAlbumBody = z.infer<typeof updateAlbumBodySchema>;

/**
 * An album as clients and admins browse it: signed, expiring links to its cover (at most
 * 1200 px, webp) and square thumbnail (400 px, webp), null until an image is uploaded; how many
 * tracks it has and how long they play together (seconds). `published` is false for a draft,
 * which only admins see; `publishedAt` is when it was last published (null while a draft).
 */
export const albumSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  cover: imageLinkSchema.nullable(),
  thumbnail: mediaLinkSchema.nullable(),
  tracksCount: z.number().int(),
  durationSeconds: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Album = z.infer<typeof albumSchema>;

/** GET /albums/admin: every album, published or not, with how clients took to its tracks. */
export const adminAlbumSchema = albumSchema.extend({
  favoritesCount: z.number().int(),
  offersCount: z.number().int(),
});
export type AdminAlbum = z.infer<typeof adminAlbumSchema>;

/**
 * `?title=` of a catalogue audio upload: the music name, required (docs/contracts.md#catalogue: an
 * album audio upload needs a music name).
 */
export const catalogueAudioUploadQuerySchema = z.strictObject({
  title: text({ error: 'Give the music a name' })
    .trim()
    .min(1, { error: 'Give the music a name' })
    .max(NAME_MAX_LENGTH),
});

/** The `infoData` field of a catalogue audio upload (JSON text): what clients search by. */
export const catalogueAudioInfoSchema = z.strictObject({
  genre: choices(GENRES, 0, 5).default([]),
  mood: choices(MOODS, 0, 5).default([]),
  instruments: choices(INSTRUMENTS, 0, 10).default([]),
  bpm: bpmSchema.optional(),
  key: z.enum(MUSICAL_KEYS, { error: 'Choose from the list' }).optional(),
  description: requiredText(TEXT_MAX_LENGTH).optional(),
});
export type CatalogueAudioInfoBody = z.input<typeof catalogueAudioInfoSchema>;
export type CatalogueAudioInfo = z.output<typeof catalogueAudioInfoSchema>;

/**
 * PUT /album/audio/{id} (admin): a track's title, description (blank: none) and stated tempo and
 * key replace the old, by the same rules as at upload; a tempo or key left out is not stated, so
 * the measured one is shown and filtered by (decision 043).
 */
export const updateCatalogueTrackBodySchema = z.strictObject({
  title: requiredText(NAME_MAX_LENGTH),
  description: text().trim().max(TEXT_MAX_LENGTH),
  bpm: bpmSchema.optional(),
  key: z.enum(MUSICAL_KEYS, { error: 'Choose from the list' }).optional(),
});
export type UpdateCatalogueTrackBody = z.infer<typeof updateCatalogueTrackBodySchema>;

const bpmQuery = z.coerce.number().int().min(TEMPO_MIN_BPM).max(TEMPO_MAX_BPM);
const secondsQuery = z.coerce
  .number()
  .min(0)
  .max(24 * 60 * 60);

/**
 * The filters of GET /album/audio/from/all/{id}: `search` matches the title; a vocabulary filter
 * keeps tracks that name that word; `tempoMin`/`tempoMax` bound the bpm and
 * `durationMin`/`durationMax` the length in seconds. Tempo and key are the stated ones, else the
 * measured ones (the tempo in whole beats); a track with neither is left out by a tempo or key
 * filter.
 */
const trackFilterFields = {
  search: text().trim().max(NAME_MAX_LENGTH).optional(),
  genre: z.enum(GENRES).optional(),
  mood: z.enum(MOODS).optional(),
  instrument: z.enum(INSTRUMENTS).optional(),
  key: z.enum(MUSICAL_KEYS).optional(),
  tempoMin: bpmQuery.optional(),
  tempoMax: bpmQuery.optional(),
  durationMin: secondsQuery.optional(),
  durationMax: secondsQuery.optional(),
};

/** A track query whose bounds must come the right way round. */
type Bounds = { tempoMin?: number; tempoMax?: number; durationMin?: number; durationMax?: number };
const boundsInOrder = <Query extends z.ZodType<Bounds>>(query: Query): Query =>
  query
    .refine(
      ({ tempoMin, tempoMax }) =>
        tempoMin === undefined || tempoMax === undefined || tempoMin <= tempoMax,
      { path: ['tempoMax'], error: 'Put the slower tempo first' },
    )
    .refine(
      ({ durationMin, durationMax }) =>
        durationMin === undefined || durationMax === undefined || durationMin <= durationMax,
      { path: ['durationMax'], error: 'Put the shorter length first' },
    );

/** The track filters alone: what the web app keeps in the address. */
export const catalogueTrackFiltersSchema = boundsInOrder(z.strictObject(trackFilterFields));
export type CatalogueTrackFilters = z.infer<typeof catalogueTrackFiltersSchema>;

/**
 * GET /album/audio/from/all/{id}: the filters, then a window of the tracks that pass them, in
 * the order added (docs/contracts.md#bounded-lists); `peaks=full` gives them their peaks.
 */
export const catalogueAudioListQuerySchema = boundsInOrder(
  z.strictObject({ ...trackFilterFields, ...listWindowQuerySchema.shape, ...listPeaksField }),
);
export type CatalogueAudioListQuery = z.infer<typeof catalogueAudioListQuerySchema>;

/**
 * How GET /catalogue/tracks orders its tracks: when added (newest first unless `order=asc`), by
 * title ignoring case, by tempo (stated, else measured) or by length; each A to Z, slowest or
 * shortest first unless `order=desc`.
 */
export const CATALOGUE_TRACK_SORTS = ['added', 'title', 'tempo', 'length'] as const;
export type CatalogueTrackSort = (typeof CATALOGUE_TRACK_SORTS)[number];

/** Each sort's own direction when `order` is not given: the newest first, else ascending. */
export const defaultOrderOf = (sort: CatalogueTrackSort): 'asc' | 'desc' =>
  sort === 'added' ? 'desc' : 'asc';

/** The words a catalogue search may have: each must be found in the track or its album. */
export const CATALOGUE_SEARCH_MAX_WORDS = 8;

/** The sort of a catalogue search, kept by the web app in the address beside the filters. */
const catalogueTrackSortFields = {
  sort: z.enum(CATALOGUE_TRACK_SORTS).default('added'),
  order: z.enum(['asc', 'desc']).optional(),
};
export const catalogueTrackSortSchema = z.strictObject(catalogueTrackSortFields);
export type CatalogueTrackSortQuery = z.infer<typeof catalogueTrackSortSchema>;

/**
 * GET /catalogue/tracks: the album list's filters over every track of the catalogue, except
 * that `search` finds each of its words (at most CATALOGUE_SEARCH_MAX_WORDS) in the track's
 * title or description or its album's title; then the sort, then a window
 * (docs/contracts.md#bounded-lists).
 */
export const catalogueTrackSearchQuerySchema = boundsInOrder(
  z.strictObject({
    ...trackFilterFields,
    search: trackFilterFields.search.refine(
      (search) => !search || search.split(/\s+/).length <= CATALOGUE_SEARCH_MAX_WORDS,
      { error: `Search for at most ${CATALOGUE_SEARCH_MAX_WORDS} words` },
    ),
    ...catalogueTrackSortFields,
    ...listWindowQuerySchema.shape,
    ...listPeaksField,
  }),
);
export type CatalogueTrackSearchQuery = z.infer<typeof catalogueTrackSearchQuerySchema>;

/** What a catalogue track carries besides an audio's fields. */
const catalogueFields = {
  albumId: z.uuid(),
  genre: z.array(z.string()),
  mood: z.array(z.string()),
  instruments: z.array(z.string()),
};

/** A catalogue track as stored: POST /add/album/audio/{id} answers with it. */
export const catalogueAudioSchema = audioSchema.extend(catalogueFields);
export type CatalogueAudio = z.infer<typeof catalogueAudioSchema>;

/** A catalogue track as a client sees it: their favourite mark, listen and last offer. */
export const clientCatalogueAudioSchema = clientAudioSchema.extend(catalogueFields);
export type ClientCatalogueAudio = z.infer<typeof clientCatalogueAudioSchema>;

/** A catalogue track as admins see it: when first played, favourites and offers. */
export const adminCatalogueAudioSchema = adminAudioSchema.extend(catalogueFields);
export type AdminCatalogueAudio = z.infer<typeof adminCatalogueAudioSchema>;

/**
 * The album a found track is on, to name and show beside it: its signed cover and thumbnail
 * links (null without an image) and whether clients see it (admins find unpublished ones too).
 */
export const catalogueTrackAlbumSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  published: z.boolean(),
  cover: imageLinkSchema.nullable(),
  thumbnail: mediaLinkSchema.nullable(),
});
export type CatalogueTrackAlbum = z.infer<typeof catalogueTrackAlbumSchema>;

/** A track GET /catalogue/tracks found, as a client sees it: an album track with its album. */
export const clientFoundTrackSchema = clientCatalogueAudioSchema.extend({
  album: catalogueTrackAlbumSchema,
});
export type ClientFoundTrack = z.infer<typeof clientFoundTrackSchema>;

/** A track GET /catalogue/tracks found, as admins see it. */
export const adminFoundTrackSchema = adminCatalogueAudioSchema.extend({
  album: catalogueTrackAlbumSchema,
});
export type AdminFoundTrack = z.infer<typeof adminFoundTrackSchema>;
