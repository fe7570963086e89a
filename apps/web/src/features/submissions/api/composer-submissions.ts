import type { ComposerSubmission } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SCREEN_WINDOWS, updateWindowItems, useWindowedList } from '../../../lib/window-query';
import { withoutVersion } from '../take-cache';
import { submissionsApi } from './paths';

export const COMPOSER_SUBMISSIONS_KEY = ['composer-submissions'] as const;

/**
 * GET /composer/submissions: the composer's own, newest first, each with its request, a window
 * at a time (docs/contracts.md#bounded-lists).
 */
export function useComposerSubmissions() {
  return useWindowedList<ComposerSubmission>({
    key: COMPOSER_SUBMISSIONS_KEY,
    path: submissionsApi.composerSubmissions,
    limit: SCREEN_WINDOWS.submissions,
    idOf: (submission) => submission.id,
  });
}

/**
 * DELETE /composer/audio/{id}: removes one version of a take with its files (the take goes with
 * its last version). The list drops it at once, then reads the take's counts again.
 */
export function useDeleteAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (audioId: string) =>
      api.request<unknown>(submissionsApi.composerAudio(audioId), { method: 'DELETE' }),
    onSuccess: (_answer, audioId) => {
      updateWindowItems<ComposerSubmission>(queryClient, COMPOSER_SUBMISSIONS_KEY, (submissions) =>
        submissions.map((submission) => ({
          ...submission,
          audios: submission.audios.flatMap((take) => withoutVersion(take, audioId) ?? []),
        })),
      );
      void queryClient.invalidateQueries({ queryKey: COMPOSER_SUBMISSIONS_KEY });
    },
  });
}

/** After stems arrive for an audio, the list reads them from the server again. */
export function useReloadComposerSubmissions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COMPOSER_SUBMISSIONS_KEY });
}

/**
 * DELETE /composer/submission/{id}: removes a submission that has no audio (its form sent,
 * nothing uploaded). The list drops it at once, then is read again.
 */
export function useRemoveUnfinishedSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) =>
      api.request<unknown>(submissionsApi.composerSubmission(submissionId), { method: 'DELETE' }),
    onSuccess: (_answer, submissionId) => {
      updateWindowItems<ComposerSubmission>(queryClient, COMPOSER_SUBMISSIONS_KEY, (submissions) =>
        submissions.filter((submission) => submission.id !== submissionId),
      );
      void queryClient.invalidateQueries({ queryKey: COMPOSER_SUBMISSIONS_KEY });
    },
  });
}
