import { catalogueTrackFiltersSchema, type CatalogueTrackFilters } from '@cuebrief/shared';

/** The filters of an album's tracks, kept in the address under the API's own names. */
export const TRACK_FILTERS = [
  'genre',
  'mood',
  'instrument',
  'key',
  'tempoMin',
  'tempoMax',
  'durationMin',
  'durationMax',
] as const;
export type TrackFilterName = (typeof TRACK_FILTERS)[number];

/**
 * The track query of the address (its search and filters) as the API takes it. A value the
 * shared schema refuses (a word not in the list, a hand-edited number, ends the wrong way
 * round) is left out rather than sent to be refused, so the list still shows.
 */
export function trackQueryOf(
  search: string,
  raw: Readonly<Record<string, string>>,
): CatalogueTrackFilters {
  // Only the filters' own names: a name the schema does not know would be refused on its own.
  let given: Record<string, string> = Object.fromEntries(
    [['search', search], ...TRACK_FILTERS.map((name) => [name, raw[name] ?? ''])].filter(
      ([, value]) => value !== '',
    ),
  );
  for (;;) {
    const result = catalogueTrackFiltersSchema.safeParse(given);
    if (result.success) return result.data;
    const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    given = Object.fromEntries(Object.entries(given).filter(([name]) => !refused.has(name)));
  }
}
