import { API_PREFIX, type Vocabularies } from '@cuebrief/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET /vocabularies (public): the words a brief is chosen from (docs/contracts.md#vocabularies).
 */
export async function fetchVocabularies(): Promise<Vocabularies> {
  const { data } = await api.request<Vocabularies>(`${API_PREFIX.request}/vocabularies`, {
    isAuthenticated: false,
  });
  return data;
}

/** The lists change only with a release: loaded once per visit. */
export const vocabulariesQuery = queryOptions({
  queryKey: ['request-vocabularies'],
  queryFn: fetchVocabularies,
  staleTime: Infinity,
});

export function useVocabularies() {
  return useQuery(vocabulariesQuery);
}
