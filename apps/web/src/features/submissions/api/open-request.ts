import type { ComposerRequest } from '@cuebrief/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { retryUnlessRefused } from '../../../lib/query-retry';
import { submissionsApi } from './paths';

/** GET /composer/request/{id}: the open request a composer answers (404 once it is closed). */
const requestToAnswerQuery = (requestId: string) =>
  queryOptions({
    queryKey: ['request-to-answer', requestId],
    queryFn: async () =>
      (await api.request<ComposerRequest>(submissionsApi.openRequest(requestId))).data,
    retry: retryUnlessRefused,
  });

export function useRequestToAnswer(requestId: string) {
  return useQuery(requestToAnswerQuery(requestId));
}
