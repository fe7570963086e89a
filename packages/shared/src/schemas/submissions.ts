import { z } from 'zod';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants/limits';
import { DUTIES, MUSICAL_KEYS } from '../constants/vocabularies';
import { audioAnalysisSchema, briefFitSchema, statedMismatchSchema } from './analysis';
import {
  bpmSchema,
  briefFieldsInput,
  briefFieldsOutput,
  briefFormNamesInput,
  choices,
  withBriefApiNames,
} from './brief-fields';
import {
  listPeaksField,
  listWindowQuerySchema,
  pageQuerySchema,
  requiredText,
  text,
} from './common';
import { takeReviewFields } from './reviews';
import { REQUEST_STATES, createRequestBodySchema, usdAmountSchema } from './requests';

/** Which kind of audio an id names: a composer's submission, or a track of the catalogue. */
export const AUDIO_TYPES = ['submission', 'catalogue'] as const;
export type AudioType = (typeof AUDIO_TYPES)[number];

/** The files an audio may have: a playable mp3 and/or wav, and a zip of its stems. */
export const AUDIO_FILE_KINDS = ['mp3', 'wav', 'stems'] as const;
export type AudioFileKind = (typeof AUDIO_FILE_KINDS)[number];

/** An offer to license (audio review): made by a client, then accepted or declined by an admin. */
export const AUDIO_REVIEW_STATES = ['offered', 'accepted', 'declined', 'paid'] as const;
export type AudioReviewState = (typeof AUDIO_REVIEW_STATES)[number];

/** A submission's music title when the composer gives none (docs/contracts.md#audio-uploads). */
export const DEFAULT_MUSIC_TITLE = 'Title';

/**
 * What a submission keeps of its form (docs/contracts.md#payloads): the brief's fields
 * describing the composer's music, `brief` being their note to the client, and `budget`, the
 * composer's asking price in US dollars (optional; the same rule as a request's budget). The web
 * app's form is checked with this.
 */
export const submissionFieldsSchema = z.strictObject({
  ...briefFieldsInput,
  budget: usdAmountSchema.optional(),
});
export type CreateSubmission = z.output<typeof submissionFieldsSchema>;

const requestForm = createRequestBodySchema.shape;
/**
 * The request form's contact part, `duty` and `deadline`: the specification's submit body is
 * "the request form minus the music title", so it holds them, but the composer's account holds
 * their contact and a take has no deadline. Each is optional, checked by the request's rule (a
 * duty list may be empty), and dropped (decision 031).
 */
const notKeptFields = {
  name: requestForm.name.optional(),
  duty: choices(DUTIES, 0, 3).optional(),
  email: requestForm.email.optional(),
  phone: requestForm.phone,
  deadline: requestForm.deadline.optional(),
};
const NOT_KEPT = Object.keys(notKeptFields) as (keyof typeof notKeptFields)[];

/**
 * POST /users/v1/request/composer/submit/{requestId}: the kept fields, the two brief fields the
 * request form names its own way under either name (BRIEF_FORM_NAMES; different values under
 * both are refused) and the fields not kept. Anything else is refused, as everywhere. Parsed, it
 * is the kept fields under the API's names.
 */
export const createSubmissionBodySchema = submissionFieldsSchema
  .extend({ ...briefFormNamesInput, ...notKeptFields })
  .transform((body, ctx): CreateSubmission => {
    const kept: Record<string, unknown> = { ...body };
    for (const field of NOT_KEPT) delete kept[field];
    return withBriefApiNames(kept as Omit<typeof body, (typeof NOT_KEPT)[number]>, ctx);
  });
export type CreateSubmissionBody = z.input<typeof createSubmissionBodySchema>;

/** `?title=` of an audio upload; blank or missing means "Title". */
export const audioUploadQuerySchema = z.strictObject({
  title: text()
    .trim()
    .max(NAME_MAX_LENGTH)
    .optional()
    .transform((title) => title || DEFAULT_MUSIC_TITLE),
});

/** The `infoData` field of an audio upload (JSON text): what the composer says of this take. */
export const audioInfoSchema = z.strictObject({
  description: requiredText(TEXT_MAX_LENGTH).optional(),
  bpm: bpmSchema.optional(),
  key: z.enum(MUSICAL_KEYS, { error: 'Choose from the list' }).optional(),
});
export type AudioInfo = z.infer<typeof audioInfoSchema>;

/** One stored file of an audio; the measurements are null for stems. */
export const audioFileSchema = z.object({
  kind: z.enum(AUDIO_FILE_KINDS),
  bytes: z.number().int(),
  durationSeconds: z.number().nullable(),
  sampleRate: z.number().int().nullable(),
  channels: z.number().int().nullable(),
  bitRate: z.number().int().nullable(),
});
export type AudioFile = z.infer<typeof audioFileSchema>;

/**
 * An audio as everyone sees it: its title and info, the waveform (`peaks`: about
 * WAVEFORM_POINTS values in 0..1) and the files it has. Playing goes through
 * POST /audio/{id}/play, which hands out a signed link. `analysis` is what the server measured
 * in it, `fit` how a take answers its request's brief (null for other audio and until measured),
 * `statedMismatches` where the stated bpm or key differs from the measurement
 * (docs/contracts.md#brief-fit).
 */
export const audioSchema = z.object({
  id: z.uuid(),
  audioType: z.enum(AUDIO_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  bpm: z.number().int().nullable(),
  key: z.string().nullable(),
  durationSeconds: z.number(),
  /**
   * The waveform as WAVEFORM_POINTS bytes (0–255 for 0..1 of full scale), base64: about 1.3 KB
   * (docs/contracts.md#waveforms). Every answer carries it.
   */
  waveform: z.string(),
  /**
   * The same waveform as numbers in 0..1, about 6 KB: kept for clients written before
   * `waveform`. Lists answer it empty unless asked for with `peaks=full`.
   */
  peaks: z.array(z.number()),
  files: z.array(audioFileSchema),
  analysis: audioAnalysisSchema,
  fit: briefFitSchema.nullable(),
  statedMismatches: z.array(statedMismatchSchema),
  /**
   * A take's versions share `takeId` (its first version's id) and are numbered from 1; the
   * `versionNote` says what changed. Null for other audio (docs/contracts.md#reviews).
   */
  takeId: z.uuid().nullable(),
  version: z.number().int().nullable(),
  versionNote: z.string().nullable(),
  createdAt: z.string(),
});
export type Audio = z.infer<typeof audioSchema>;

/** What a client offered for an audio. */
export const offerSchema = z.object({
  id: z.uuid(),
  audioId: z.uuid(),
  price: z.number(),
  state: z.enum(AUDIO_REVIEW_STATES),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/**
 * An audio as its composer sees it: when a client first played it, and whether it is licensed
 * (an offer on it is paid), so they know which takes have a licence PDF.
 */
export const composerAudioSchema = audioSchema.extend({
  listenedAt: z.string().nullable(),
  isLicensed: z.boolean(),
});
export type ComposerAudio = z.infer<typeof composerAudioSchema>;

/** An audio as a client sees it: their favourite mark, whether they played it, their last offer. */
export const clientAudioSchema = audioSchema.extend({
  isFavorite: z.boolean(),
  isListened: z.boolean(),
  offer: offerSchema.nullable(),
});
export type ClientAudio = z.infer<typeof clientAudioSchema>;

/** An audio as admins see it: how clients took to it. */
export const adminAudioSchema = audioSchema.extend({
  listenedAt: z.string().nullable(),
  favoritesCount: z.number().int(),
  offersCount: z.number().int(),
});
export type AdminAudio = z.infer<typeof adminAudioSchema>;

/**
 * A take in a submission as each role sees it: its latest version, with `versions` (every
 * version newest first, the latest included) and the review fields (docs/contracts.md#reviews).
 */
export const composerTakeSchema = composerAudioSchema.extend({
  versions: z.array(composerAudioSchema),
  ...takeReviewFields,
});
export type ComposerTake = z.infer<typeof composerTakeSchema>;
export const clientTakeSchema = clientAudioSchema.extend({
  versions: z.array(clientAudioSchema),
  ...takeReviewFields,
});
export type ClientTake = z.infer<typeof clientTakeSchema>;
export const adminTakeSchema = adminAudioSchema.extend({
  versions: z.array(adminAudioSchema),
  ...takeReviewFields,
});
export type AdminTake = z.infer<typeof adminTakeSchema>;

/**
 * The descriptive part of a submission, as stored from its form. `askingPrice` is the composer's
 * asking price in US dollars (the form's `budget`) for each of its takes, null when not given.
 */
const submissionFields = {
  id: z.uuid(),
  requestId: z.uuid(),
  ...briefFieldsOutput,
  askingPrice: z.number().nullable(),
  createdAt: z.string(),
};

/** The request a submission answers, in a line. */
export const submissionRequestSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  state: z.enum(REQUEST_STATES),
  deadline: z.string(),
  agencyName: z.string().nullable(),
});

/** POST /composer/submit/{requestId} answers with the stored submission (no audio yet). */
export const submissionSchema = z.object({ ...submissionFields, audios: z.array(audioSchema) });
export type Submission = z.infer<typeof submissionSchema>;

/**
 * GET /composer/submissions and GET /client/submissions (docs/contracts.md#bounded-lists): a
 * window of the submissions, newest first; `requestId` keeps those to one request (a client's
 * own request, else 404); `peaks=full` gives the audio views their peaks.
 */
export const submissionListQuerySchema = listWindowQuerySchema.extend({
  requestId: z.uuid({ error: 'Not a valid id' }).optional(),
  ...listPeaksField,
});
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;

/** GET /composer/submissions: the composer's own, newest first, with the request each answers. */
export const composerSubmissionSchema = z.object({
  ...submissionFields,
  request: submissionRequestSchema,
  audios: z.array(composerTakeSchema),
});
export type ComposerSubmission = z.infer<typeof composerSubmissionSchema>;

/** A submission as the client who asked sees it: the composer's name, their marks on each audio. */
export const clientSubmissionSchema = z.object({
  ...submissionFields,
  composerName: z.string(),
  audios: z.array(clientTakeSchema),
});
export type ClientSubmission = z.infer<typeof clientSubmissionSchema>;

/**
 * GET /client/submissions: the submissions of the window (newest first) grouped by the request
 * they answer, each request once, in the order of its newest submission in the window. A request
 * whose submissions fall in two windows is named in both answers.
 */
export const clientRequestSubmissionsSchema = z.object({
  request: submissionRequestSchema.omit({ agencyName: true }),
  submissions: z.array(clientSubmissionSchema),
});
export type ClientRequestSubmissions = z.infer<typeof clientRequestSubmissionsSchema>;

/** GET /all/submissions (admin): every submission, newest first, with request and composer. */
export const adminSubmissionSchema = z.object({
  ...submissionFields,
  request: submissionRequestSchema,
  composer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  audios: z.array(adminTakeSchema),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;

/**
 * GET /all/submissions?page=: `search` matches the request title and the composer's name or
 * email; `requestState` keeps submissions to requests in that state; `hasOffers` keeps those
 * with at least one offer on any of their audios.
 */
export const adminSubmissionListQuerySchema = pageQuerySchema.extend({
  requestState: z.enum(REQUEST_STATES).optional(),
  hasOffers: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  ...listPeaksField,
});
export type AdminSubmissionListQuery = z.infer<typeof adminSubmissionListQuerySchema>;

/** POST /client/audio-favorite. */
export const audioFavoriteBodySchema = z.strictObject({
  audioId: z.uuid({ error: 'Not a valid id' }),
  isFavorite: z.boolean(),
  audioType: z.enum(AUDIO_TYPES),
});
export type AudioFavoriteBody = z.infer<typeof audioFavoriteBodySchema>;
export const audioFavoriteSchema = z.object({ audioId: z.uuid(), isFavorite: z.boolean() });

/** POST /client/audio-review: a client's offer to license an audio, in US dollars. */
export const audioReviewBodySchema = z.strictObject({
  price: usdAmountSchema,
  audioType: z.enum(AUDIO_TYPES),
  audioId: z.uuid({ error: 'Not a valid id' }),
});
export type AudioReviewBody = z.infer<typeof audioReviewBodySchema>;

/** GET /admin/audio-review/{audioId}: the offers on one audio, newest first, with who made them. */
export const adminOfferSchema = offerSchema.extend({
  client: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    agencyName: z.string().nullable(),
  }),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const audioOffersSchema = z.object({
  audio: z.object({ id: z.uuid(), title: z.string(), audioType: z.enum(AUDIO_TYPES) }),
  offers: z.array(adminOfferSchema),
});
export type AudioOffers = z.infer<typeof audioOffersSchema>;

/**
 * POST /audio/{id}/play: a signed link the `<audio>` element loads (it sends no token); a
 * client's first play is recorded as a listen. GET /audio/{id}/download?kind= gives a link that
 * downloads one file, for the composer and admins.
 */
export const mediaLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type MediaLink = z.infer<typeof mediaLinkSchema>;

/**
 * A stored picture (an album's cover, a placement's image): the signed link to its largest
 * rendition, its size in pixels, and `srcset`, signed links to every width it was stored at
 * (smallest first, the largest being `url` itself), so a page loads the one its box needs.
 * Images stored before the widths were made have an empty `srcset` and no size (null).
 */
export const imageLinkSchema = mediaLinkSchema.extend({
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  srcset: z.array(z.object({ url: z.string(), width: z.number().int().positive() })),
});
export type ImageLink = z.infer<typeof imageLinkSchema>;
export const audioDownloadQuerySchema = z.strictObject({ kind: z.enum(AUDIO_FILE_KINDS) });
