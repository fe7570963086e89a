import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  EMAIL_MAX_LENGTH,
  MAX_PAGE_SIZE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants/limits';

/** A required line of text: trimmed, not empty, bounded. */
export const requiredText = (max: number = NAME_MAX_LENGTH) =>
  z.string().trim().min(1, { error: 'Required' }).max(max);

export const emailSchema = z.email({ error: 'Enter a valid email address' }).max(EMAIL_MAX_LENGTH);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters` });

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{5,40}$/, { error: 'Enter a valid phone number' });

export const websiteSchema = z
  .url({ protocol: /^https?$/, error: 'Enter a full web address, such as https://agency.com' })
  .max(TEXT_MAX_LENGTH);

export const idParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });

export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(NAME_MAX_LENGTH).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const statusSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  error: z.string().optional(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** Every JSON answer of the API: `{ status: { code, message }, data }` (product.md §2). */
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
