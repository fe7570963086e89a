import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/pg-core';
import {
  BRIEF_DESCRIPTIVE_FIELDS,
  BRIEF_FIELD_KINDS,
  type BriefDescriptiveField,
  type BriefFieldKind,
  type BriefFieldOf,
} from '@cuebrief/shared';

/** A list of words; a row that leaves it out has an empty list, never null. */
export const words = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const bound = (name: string) => integer(name).notNull();
const line = (name: string) => text(name);

/**
 * The column of each of the brief's fields (the shared BRIEF_FIELD_KINDS), named as the tables
 * were first made; a range is two columns, `<name>_min` and `<name>_max`. A field added to the
 * shared list does not compile here until it is given a column.
 */
const BRIEF_COLUMN_NAMES = {
  category: 'categories',
  length: 'lengths',
  genre: 'genres',
  mood: 'moods',
  keywords: 'keywords',
  instrumentation: 'instruments',
  tempo: 'tempo',
  key: 'musical_keys',
  soundLike: 'sound_like',
  references: 'reference_links',
  trailerizationOf: 'trailerization_of',
  brief: 'brief',
} as const satisfies Record<BriefDescriptiveField, string>;

const fieldsOfKind = <K extends BriefFieldKind>(kind: K) =>
  BRIEF_DESCRIPTIVE_FIELDS.filter(
    (field): field is BriefFieldOf<K> => BRIEF_FIELD_KINDS[field] === kind,
  );

type BriefColumns = { [F in BriefFieldOf<'words'>]: ReturnType<typeof words> } & {
  [F in BriefFieldOf<'range'> as `${F}Min` | `${F}Max`]: ReturnType<typeof bound>;
} & { [F in BriefFieldOf<'text'>]: ReturnType<typeof line> };

/**
 * The columns of a brief's fields, for a table that stores them (requests, submissions): the
 * word lists, then the ranges, then the texts (nullable). A table may replace one in place, e.g.
 * to make its `brief` required.
 */
export function briefColumns(): BriefColumns {
  const columns: Record<string, unknown> = {};
  for (const field of fieldsOfKind('words')) columns[field] = words(BRIEF_COLUMN_NAMES[field]);
  for (const field of fieldsOfKind('range')) {
    columns[`${field}Min`] = bound(`${BRIEF_COLUMN_NAMES[field]}_min`);
    columns[`${field}Max`] = bound(`${BRIEF_COLUMN_NAMES[field]}_max`);
  }
  for (const field of fieldsOfKind('text')) columns[field] = line(BRIEF_COLUMN_NAMES[field]);
  return columns as BriefColumns;
}
