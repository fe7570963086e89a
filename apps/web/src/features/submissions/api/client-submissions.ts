import type { ClientRequestSubmissions } from '@cuebrief/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ClientAudioCache } from '../../../domain/audio/client-audio-actions';
import {
  prefetchWindowedList,
  SCREEN_WINDOWS,
  updateWindowItems,
  useWindowedList,
  type WindowOptions,
} from '../../../lib/window-query';
import { patchVersion } from '../take-cache';
import { submissionsApi } from './paths';

export const CLIENT_SUBMISSIONS_KEY = ['client-submissions'] as const;

/** The submissions an answer holds: its windows count submissions, not request groups. */
const submissionsIn = (groups: readonly ClientRequestSubmissions[]) =>
  groups.reduce((sum, group) => sum + group.submissions.length, 0);

/** GET /client/submissions?requestId=, a screen or two of submissions at a time. */
const requestWindows = (requestId: string): WindowOptions<ClientRequestSubmissions> => ({
  key: CLIENT_SUBMISSIONS_KEY,
  path: submissionsApi.clientSubmissions,
  query: { requestId },
  limit: SCREEN_WINDOWS.submissions,
  countOf: submissionsIn,
});

/** The first window of a request's submissions, asked for before its page is loaded. */
export const prefetchClientSubmissions = (queryClient: QueryClient, requestId: string) =>
  prefetchWindowedList(queryClient, requestWindows(requestId));

/**
 * GET /client/submissions?requestId=: the submissions to one of the client's requests, newest
 * first, a few at a time (docs/contracts.md#bounded-lists); `submissions` joins the windows
 * loaded, each submission once.
 */
export function useClientSubmissions(requestId: string) {
  const list = useWindowedList(requestWindows(requestId));
  const { items } = list;
  const request = items.find((group) => group.request.id === requestId)?.request;
  const submissions = useMemo(() => {
    const seen = new Set<string>();
    return items
      .filter((group) => group.request.id === requestId)
      .flatMap((group) => group.submissions)
      .filter((submission) => !seen.has(submission.id) && seen.add(submission.id));
  }, [items, requestId]);
  return { ...list, request, submissions };
}

/**
 * The client's submissions as the shared audio actions see them: one audio (a version of a
 * take) changed wherever it is among the cached windows.
 */
export const clientSubmissionsCache: ClientAudioCache = {
  queryKey: CLIENT_SUBMISSIONS_KEY,
  updateAudio: (queryClient, audioId, patch) =>
    updateWindowItems<ClientRequestSubmissions>(queryClient, CLIENT_SUBMISSIONS_KEY, (groups) =>
      groups.map((group) => ({
        ...group,
        submissions: group.submissions.map((submission) => ({
          ...submission,
          audios: submission.audios.map((take) => patchVersion(take, audioId, patch)),
        })),
      })),
    ),
};
