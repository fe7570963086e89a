import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants/limits';
import {
  GENRES,
  INSTRUMENTS,
  LENGTHS,
  MOODS,
  MUSICAL_KEYS,
  REQUEST_CATEGORIES,
  TEMPO_MAX_BPM,
  TEMPO_MIN_BPM,
} from '../constants/vocabularies';
import { requiredText, websiteSchema } from './common';

/**
 * What a brief says about the music (docs/contracts.md#brief-fields), in the order every form,
 * answer and table lists them, with the kind of value each holds: a list of words, a tempo
 * range, or a line of text. A request and a submission to it share these fields; the request
 * and submission schemas, the database tables and the web forms are all built from this list,
 * so a field is added or renamed here once.
 */
export const BRIEF_FIELD_KINDS = {
  category: 'words',
  length: 'words',
  genre: 'words',
  mood: 'words',
  keywords: 'words',
  instrumentation: 'words',
  tempo: 'range',
  key: 'words',
  soundLike: 'text',
  references: 'words',
  trailerizationOf: 'text',
  brief: 'text',
} as const;
type BriefFieldKinds = typeof BRIEF_FIELD_KINDS;
export type BriefDescriptiveField = keyof BriefFieldKinds;
export type BriefFieldKind = BriefFieldKinds[BriefDescriptiveField];
/** The brief's fields holding a kind of value, e.g. `BriefFieldOf<'words'>` for the lists. */
export type BriefFieldOf<K extends BriefFieldKind> = {
  [F in BriefDescriptiveField]: BriefFieldKinds[F] extends K ? F : never;
}[BriefDescriptiveField];

export const BRIEF_DESCRIPTIVE_FIELDS = Object.keys(BRIEF_FIELD_KINDS) as BriefDescriptiveField[];

/**
 * One value per brief field, made by the maker of its kind: e.g. a zod shape (`z.array(...)`
 * for the lists, a tuple for the tempo) or a form's empty values. Each field gets a value of its
 * own, so no two share an array.
 */
export function briefFieldsOf<M extends { [K in BriefFieldKind]: () => unknown }>(
  make: M,
): { [F in BriefDescriptiveField]: ReturnType<M[BriefFieldKinds[F]]> } {
  return Object.fromEntries(
    BRIEF_DESCRIPTIVE_FIELDS.map((field) => [field, make[BRIEF_FIELD_KINDS[field]]()]),
  ) as { [F in BriefDescriptiveField]: ReturnType<M[BriefFieldKinds[F]]> };
}

/** Words chosen from one vocabulary: each at most once, between `min` and `max` of them. */
export const choices = <T extends readonly [string, ...string[]]>(
  words: T,
  min: number,
  max: number,
) =>
  z
    .array(z.enum(words, { error: 'Choose from the list' }))
    .min(min, { error: min === 1 ? 'Choose at least one' : `Choose at least ${min}` })
    .max(max, { error: `Choose at most ${max}` })
    .refine((chosen) => new Set(chosen).size === chosen.length, { error: 'Chosen twice' });

export const bpmSchema = z
  .number({ error: 'Enter a tempo in BPM' })
  .int({ error: 'Enter whole beats per minute' })
  .min(TEMPO_MIN_BPM)
  .max(TEMPO_MAX_BPM);

/** A BPM range `[slowest, fastest]`. */
export const tempoRangeSchema = z
  .tuple([bpmSchema, bpmSchema])
  .refine(([slowest, fastest]) => slowest <= fastest, { error: 'Put the slower tempo first' });

/**
 * The brief's fields as a caller sends them, with the rules a submission follows; a request
 * asks for more (at least one category and length, and its brief).
 */
export const briefFieldsInput = {
  category: choices(REQUEST_CATEGORIES, 0, 3).default([]),
  length: choices(LENGTHS, 0, 3).default([]),
  genre: choices(GENRES, 1, 5),
  mood: choices(MOODS, 1, 5),
  keywords: z.array(requiredText(40)).max(15, { error: 'Use at most 15 keywords' }).default([]),
  instrumentation: choices(INSTRUMENTS, 0, 10).default([]),
  tempo: tempoRangeSchema,
  key: choices(MUSICAL_KEYS, 0, 5).default([]),
  soundLike: requiredText(TEXT_MAX_LENGTH).optional(),
  references: z.array(websiteSchema).max(10, { error: 'Use at most 10 links' }).default([]),
  trailerizationOf: requiredText(TEXT_MAX_LENGTH).optional(),
  brief: requiredText(MESSAGE_MAX_LENGTH).optional(),
} satisfies Record<BriefDescriptiveField, z.ZodType>;

/** The brief's fields as the API answers them: lists, the tempo pair, text or null. */
export const briefFieldsOutput = briefFieldsOf({
  words: () => z.array(z.string()),
  range: () => z.tuple([z.number(), z.number()]),
  text: () => z.string().nullable(),
});

/**
 * The specification's request form holds two of the brief's fields under names of its own
 * (`soundsLikeSimilarTo`, `trailerization`), while the create-request payload and every answer use
 * the API's (`soundLike`, `trailerizationOf`). A body that is "the request form", such as the
 * submit body, takes either name (docs/contracts.md#payloads); this is the one place they meet.
 */
export const BRIEF_FORM_NAMES = {
  soundLike: 'soundsLikeSimilarTo',
  trailerizationOf: 'trailerization',
} as const satisfies Partial<Record<BriefDescriptiveField, string>>;
type FormNamedField = keyof typeof BRIEF_FORM_NAMES;
type BriefFormName = (typeof BRIEF_FORM_NAMES)[FormNamedField];
const FORM_NAMED_FIELDS = Object.keys(BRIEF_FORM_NAMES) as FormNamedField[];

/** Each form name with the rule of the field it stands for. */
export const briefFormNamesInput = Object.fromEntries(
  FORM_NAMED_FIELDS.map((field) => [BRIEF_FORM_NAMES[field], briefFieldsInput[field]]),
) as { [F in FormNamedField as (typeof BRIEF_FORM_NAMES)[F]]: (typeof briefFieldsInput)[F] };

/**
 * A checked body with its brief fields under the API's names only: a value sent under the form
 * name moves to the API name. Both names with different values cannot both be meant, so that is
 * refused naming the form name (the same value twice is one answer). For a schema's
 * `.transform`, after each field passed its own rule.
 */
export function withBriefApiNames<
  T extends Partial<Record<FormNamedField | BriefFormName, unknown>>,
>(body: T, ctx: z.RefinementCtx): Omit<T, BriefFormName> {
  const named: Record<string, unknown> = { ...body };
  for (const field of FORM_NAMED_FIELDS) {
    const formName = BRIEF_FORM_NAMES[field];
    const formValue = named[formName];
    delete named[formName];
    if (formValue === undefined) continue;
    if (named[field] !== undefined && named[field] !== formValue) {
      ctx.addIssue({
        code: 'custom',
        path: [formName],
        input: formValue,
        message: `Send ${field} or ${formName}, not both with different values`,
      });
    }
    named[field] = formValue;
  }
  return named as Omit<T, BriefFormName>;
}
