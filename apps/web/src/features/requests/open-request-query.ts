import { composerRequestListQuerySchema } from '@cuebrief/shared';
import type { OpenRequestsQuery } from './api/composer-requests';

export const OPEN_REQUEST_FILTERS = [
  'genre',
  'mood',
  'category',
  'tempoMin',
  'tempoMax',
  'deadlineBefore',
] as const;

export type OpenRequestFilterValues = Omit<OpenRequestsQuery, 'page' | 'search'>;

/**
 * The filters of the address as the API accepts them (its own query schema decides): a word
 * it does not know, a tempo out of range or a range upside down is left out, so a mistyped
 * link shows the list unfiltered instead of an error.
 */
export function openRequestFiltersOf(
  raw: Readonly<Record<string, string>>,
): OpenRequestFilterValues {
  const filters: Record<string, string | number> = {};
  for (const name of OPEN_REQUEST_FILTERS) {
    const parsed = composerRequestListQuerySchema.shape[name].safeParse(raw[name] || undefined);
    if (parsed.success && parsed.data !== undefined) filters[name] = parsed.data;
  }
  if (Number(filters.tempoMin) > Number(filters.tempoMax)) {
    delete filters.tempoMin;
    delete filters.tempoMax;
  }
  return filters as OpenRequestFilterValues;
}

/**
 * How many filters are in force, as the person chose them: the tempo range is one filter,
 * whichever of its ends is set.
 */
export function activeFilterCount(filters: OpenRequestFilterValues): number {
  const { tempoMin, tempoMax, ...others } = filters;
  const hasTempo = tempoMin !== undefined || tempoMax !== undefined;
  return Object.keys(others).length + (hasTempo ? 1 : 0);
}
