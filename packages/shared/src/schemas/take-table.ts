import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants/limits';
import { briefFitSchema } from './analysis';
import { TAKE_DECISION_STATES } from './reviews';
import { AUDIO_REVIEW_STATES } from './submissions';

/** The columns of the client's table of takes; `fit` is "Best fit first". */
export const TAKE_TABLE_SORTS = [
  'fit',
  'title',
  'composer',
  'version',
  'duration',
  'bpm',
  'key',
  'decision',
  'favourite',
  'submitted',
] as const;
export type TakeTableSort = (typeof TAKE_TABLE_SORTS)[number];

/** GET /users/v1/request/client/request/{id}/takes: one page of the request's takes. */
export const takeTableQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  sort: z.enum(TAKE_TABLE_SORTS).default('submitted'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Only takes whose fit summary is "fits". */
  fits: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TakeTableQuery = z.infer<typeof takeTableQuerySchema>;

/** Points of a row's small waveform. */
export const MINI_WAVEFORM_POINTS = 48;

/** One take in the table: its latest version, light enough for hundreds of rows. */
export const takeTableRowSchema = z.object({
  audioId: z.uuid(),
  takeId: z.uuid(),
  submissionId: z.uuid(),
  title: z.string(),
  composerName: z.string(),
  version: z.number().int(),
  versionCount: z.number().int(),
  durationSeconds: z.number(),
  /** Stated, else measured (`bpmMeasured`), else null; the same for the key. */
  bpm: z.number().nullable(),
  bpmMeasured: z.boolean(),
  key: z.string().nullable(),
  keyMeasured: z.boolean(),
  fit: briefFitSchema.nullable(),
  decision: z.enum(TAKE_DECISION_STATES).nullable(),
  isFavorite: z.boolean(),
  isListened: z.boolean(),
  offerState: z.enum(AUDIO_REVIEW_STATES).nullable(),
  /** The composer's asking price in US dollars (its submission's), null when none was named. */
  askingPrice: z.number().nullable(),
  /** MINI_WAVEFORM_POINTS values in 0..1. */
  miniPeaks: z.array(z.number()),
  createdAt: z.string(),
});
export type TakeTableRow = z.infer<typeof takeTableRowSchema>;
