import type { AnalysisState } from '@cuebrief/shared';
import { useEffect, useRef } from 'react';

/** How often a list with a take being measured asks again: measuring takes seconds. */
export const ANALYSIS_POLL_MS = 3000;
/**
 * How long it keeps asking for the same takes: long past a normal analysis (a long wav on a
 * busy server), so a stuck job does not make the page call every 3 s for as long as it is open.
 */
export const ANALYSIS_POLL_LIMIT_MS = 2 * 60 * 1000;

/**
 * Calls `refetch` every few seconds while any of `audios` is still being measured, so its
 * values and fit appear on their own; it stops once none is pending, or after two minutes for
 * the same pending takes (a new pending take starts the two minutes again).
 */
export function useRefetchWhileAnalysing(
  audios: readonly { id: string; analysis: { state: AnalysisState } }[],
  refetch: () => unknown,
): void {
  const pendingKey = audios
    .filter((audio) => audio.analysis.state === 'pending')
    .map((audio) => audio.id)
    .sort()
    .join(',');
  // The latest refetch, without restarting the timer each render hands a new function.
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });

  useEffect(() => {
    if (pendingKey === '') return undefined;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - startedAt > ANALYSIS_POLL_LIMIT_MS) {
        clearInterval(timer);
        return;
      }
      void refetchRef.current();
    }, ANALYSIS_POLL_MS);
    return () => clearInterval(timer);
  }, [pendingKey]);
}
