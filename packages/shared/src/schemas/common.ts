import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  EMAIL_MAX_LENGTH,
  MAX_PAGE_SIZE,
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants/limits';

/**
 * PostgreSQL's text cannot hold U+0000: a NUL byte that got this far failed its query and
 * answered 500. Every text a caller sends is checked against this, so it is refused as bad
 * input (400 naming the field) before it reaches anything.
 */
const withoutNul = (value: string) => !value.includes('\u0000');
const NUL_REFUSAL = { error: 'Remove the NUL character (U+0000) from this text' };

/** Any text a caller sends (a body field, a query parameter, upload info): never a NUL. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(withoutNul, NUL_REFUSAL);

/** A required line of text: trimmed, not empty, bounded. */
export const requiredText = (max: number = NAME_MAX_LENGTH) =>
  text().trim().min(1, { error: 'Required' }).max(max);

// The email format has no room for a NUL either; the check says why in its own words.
export const emailSchema = z
  .email({ error: 'Enter a valid email address' })
  .max(EMAIL_MAX_LENGTH)
  .refine(withoutNul, NUL_REFUSAL);

export const passwordSchema = text()
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters` });

export const phoneSchema = text()
  .trim()
  .regex(/^\+?[0-9 ().-]{5,40}$/, { error: 'Enter a valid phone number' });

// A URL parser takes a NUL in the path as it is (it only encodes it when asked to normalise).
export const websiteSchema = z
  .url({ protocol: /^https?$/, error: 'Enter a full web address, such as https://agency.com' })
  .max(TEXT_MAX_LENGTH)
  .refine(withoutNul, NUL_REFUSAL);

export const idParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });

export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: text().trim().max(NAME_MAX_LENGTH).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * The window of a list that answers an array (docs/contracts.md#bounded-lists): `limit` items
 * from `offset` in the list's own order, LIST_DEFAULT_LIMIT without `limit`. A caller reads on
 * (`offset` + what came) until an answer has fewer than it asked for.
 */
export const listWindowQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListWindowQuery = z.infer<typeof listWindowQuerySchema>;

/**
 * `peaks=full` on a list of audio views (docs/contracts.md#waveforms): each view's `peaks` as
 * numbers too. Without it they are empty and `waveform` alone carries the wave.
 */
export const listPeaksField = {
  peaks: z.enum(['full'], { error: 'Leave it out, or ask for peaks=full' }).optional(),
};
export type ListPeaks = z.infer<typeof listPeaksField.peaks>;

export const statusSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  error: z.string().optional(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/**
 * Every JSON answer of the API: `{ status: { code, message }, data }`
 * (docs/contracts.md#api-envelope).
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: statusSchema, data });

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

export type Paged<T> = { data: T[]; page: number; pageSize: number; total: number };
export type Envelope<T> = { status: z.infer<typeof statusSchema>; data: T };
