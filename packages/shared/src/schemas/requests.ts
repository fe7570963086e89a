import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/limits';
import {
  DUTIES,
  GENRES,
  LENGTHS,
  MOODS,
  REQUEST_CATEGORIES,
  TEMPO_MAX_BPM,
  TEMPO_MIN_BPM,
} from '../constants/vocabularies';
import { briefFieldsInput, briefFieldsOutput, choices } from './brief-fields';
import { emailSchema, pageQuerySchema, phoneSchema, requiredText } from './common';

export const REQUEST_STATES = ['open', 'closed', 'fulfilled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Budgets are whole cents of US dollars; more than this is a typing mistake. */
export const BUDGET_MAX_USD = 10_000_000;

/** An amount of US dollars a person types: above zero, at most two decimals, bounded. */
export const usdAmountSchema = z
  .number({ error: 'Enter an amount in US dollars' })
  .positive({ error: 'Enter an amount above zero' })
  .max(BUDGET_MAX_USD, {
    error: `Enter at most ${BUDGET_MAX_USD.toLocaleString('en-US')} US dollars`,
  })
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, {
    error: 'Use at most two decimals',
  });

/** A day, `YYYY-MM-DD`; a request closes at the end of its deadline day (UTC). */
export const deadlineSchema = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });

/** The end of a deadline day: the moment a request stops taking submissions. */
export function deadlineEnd(deadline: string): Date {
  return new Date(`${deadline}T23:59:59.999Z`);
}

/**
 * POST /users/v1/request/client/request: the create-request payload (docs/contracts.md#payloads).
 * `name`, `duty`, `email` and `phone` are the client's contact for this brief (never shown to
 * composers); `tempo` is a BPM range `[slowest, fastest]`; `budget` is US dollars. The deadline
 * must lie in the future: the server checks that against its own clock, the wizard against the
 * browser's.
 */
export const createRequestBodySchema = z.strictObject({
  /**
   * A title of the client's own, to tell similar briefs apart (not in the specification's
   * payload, so optional): without one it is made from category, length and genres.
   */
  title: requiredText(NAME_MAX_LENGTH).optional(),
  name: requiredText(),
  duty: choices(DUTIES, 1, 3),
  email: emailSchema,
  phone: phoneSchema.optional(),
  budget: usdAmountSchema,
  deadline: deadlineSchema,
  ...briefFieldsInput,
  category: choices(REQUEST_CATEGORIES, 1, 3),
  length: choices(LENGTHS, 1, 3),
  brief: requiredText(MESSAGE_MAX_LENGTH),
});
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;
export type CreateRequest = z.output<typeof createRequestBodySchema>;

/** What a brief says about the music: the part every approved composer may read. */
const briefFields = {
  id: z.uuid(),
  state: z.enum(REQUEST_STATES),
  /** The client's title, or a line made from category, length and genres. */
  title: z.string(),
  budget: z.number(),
  deadline: z.string(),
  /** When submissions stop: the end of the deadline day, or when the client closed it. */
  closesAt: z.string(),
  ...briefFieldsOutput,
  brief: z.string(),
  createdAt: z.string(),
};

/** A request as its own client sees it: everything, with the contact and submission count. */
export const clientRequestSchema = z.object({
  ...briefFields,
  name: z.string(),
  duty: z.array(z.string()),
  email: z.string(),
  phone: z.string().nullable(),
  submissionsCount: z.number().int(),
  closedAt: z.string().nullable(),
  /** When an audio submitted to it was first licensed; an open brief stays open after it. */
  licensedAt: z.string().nullable(),
});
export type ClientRequest = z.infer<typeof clientRequestSchema>;

/** A request as a composer sees it: the brief and the agency's name, no contact details. */
export const composerRequestSchema = z.object({
  ...briefFields,
  agencyName: z.string().nullable(),
});
export type ComposerRequest = z.infer<typeof composerRequestSchema>;

/** GET /client/requests?state=: the client's own requests, newest first (an array). */
export const clientRequestListQuerySchema = z.strictObject({
  state: z.enum(REQUEST_STATES).optional(),
});

/**
 * GET /composer/requests: open requests of every client, newest first, paged. A filter on a
 * vocabulary matches a request that names that word; the tempo range matches requests whose
 * range overlaps it; `deadlineBefore` keeps requests due on or before that day.
 */
export const composerRequestListQuerySchema = pageQuerySchema
  .extend({
    genre: z.enum(GENRES).optional(),
    mood: z.enum(MOODS).optional(),
    category: z.enum(REQUEST_CATEGORIES).optional(),
    tempoMin: z.coerce.number().int().min(TEMPO_MIN_BPM).max(TEMPO_MAX_BPM).optional(),
    tempoMax: z.coerce.number().int().min(TEMPO_MIN_BPM).max(TEMPO_MAX_BPM).optional(),
    deadlineBefore: deadlineSchema.optional(),
  })
  .refine(
    ({ tempoMin, tempoMax }) =>
      tempoMin === undefined || tempoMax === undefined || tempoMin <= tempoMax,
    { path: ['tempoMax'], error: 'Put the slower tempo first' },
  );
export type ComposerRequestListQuery = z.infer<typeof composerRequestListQuerySchema>;

/** GET /users/v1/request/vocabularies (public), docs/contracts.md#vocabularies. */
export const vocabulariesSchema = z.object({
  category: z.array(z.string()),
  genre: z.array(z.string()),
  mood: z.array(z.string()),
  instrumentation: z.array(z.string()),
  key: z.array(z.string()),
  length: z.array(z.string()),
  duty: z.array(z.string()),
  /** Not a brief field: why a client passes on a take (docs/contracts.md#reviews). */
  passReasons: z.array(z.string()),
});
export type Vocabularies = z.infer<typeof vocabulariesSchema>;
