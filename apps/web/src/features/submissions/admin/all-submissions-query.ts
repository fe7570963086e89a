import { REQUEST_STATES, type RequestState } from '@cuebrief/shared';

export const ALL_SUBMISSIONS_FILTERS = ['requestState', 'hasOffers'] as const;

export type AllSubmissionsFilters = { requestState?: RequestState; hasOffers?: 'true' | 'false' };

/** The filters of the address the API knows; anything else is left out, not an error. */
export function allSubmissionsFiltersOf(
  raw: Readonly<Record<string, string>>,
): AllSubmissionsFilters {
  const requestState = REQUEST_STATES.find((state) => state === raw.requestState);
  const hasOffers =
    raw.hasOffers === 'true' || raw.hasOffers === 'false' ? raw.hasOffers : undefined;
  return {
    ...(requestState ? { requestState } : {}),
    ...(hasOffers ? { hasOffers } : {}),
  };
}
