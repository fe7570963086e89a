import { renderHook } from '@testing-library/react';
import type { AnalysisState } from '@cuebrief/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYSIS_POLL_LIMIT_MS,
  ANALYSIS_POLL_MS,
  useRefetchWhileAnalysing,
} from './use-refetch-while-analysing';

const take = (id: string, state: AnalysisState) => ({ id, analysis: { state } });
type Takes = ReturnType<typeof take>[];

function renderPolling(takes: Takes) {
  const refetch = vi.fn();
  const hook = renderHook(({ audios }) => useRefetchWhileAnalysing(audios, refetch), {
    initialProps: { audios: takes },
  });
  return { refetch, rerender: (audios: Takes) => hook.rerender({ audios }), hook };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('asking again while a take is measured', () => {
  it('asks every few seconds while any take is pending, and stops once none is', () => {
    const { refetch, rerender } = renderPolling([take('a', 'done'), take('b', 'pending')]);
    vi.advanceTimersByTime(ANALYSIS_POLL_MS * 3);
    expect(refetch).toHaveBeenCalledTimes(3);

    rerender([take('a', 'done'), take('b', 'done')]);
    vi.advanceTimersByTime(ANALYSIS_POLL_MS * 5);
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('never asks when nothing is pending, a failed analysis included', () => {
    const { refetch } = renderPolling([take('a', 'done'), take('b', 'failed')]);
    vi.advanceTimersByTime(ANALYSIS_POLL_MS * 5);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('gives up on the same pending takes after two minutes, and starts again for a new one', () => {
    const { refetch, rerender } = renderPolling([take('a', 'pending')]);
    vi.advanceTimersByTime(ANALYSIS_POLL_LIMIT_MS + ANALYSIS_POLL_MS * 10);
    const asked = refetch.mock.calls.length;
    expect(asked).toBe(ANALYSIS_POLL_LIMIT_MS / ANALYSIS_POLL_MS);
    // The same list again (a refetch's answer) does not start the two minutes over.
    rerender([take('a', 'pending')]);
    vi.advanceTimersByTime(ANALYSIS_POLL_MS * 5);
    expect(refetch).toHaveBeenCalledTimes(asked);

    rerender([take('a', 'pending'), take('b', 'pending')]);
    vi.advanceTimersByTime(ANALYSIS_POLL_MS);
    expect(refetch).toHaveBeenCalledTimes(asked + 1);
  });

  it('stops when the page is left', () => {
    const { refetch, hook } = renderPolling([take('a', 'pending')]);
    hook.unmount();
    vi.advanceTimersByTime(ANALYSIS_POLL_MS * 5);
    expect(refetch).not.toHaveBeenCalled();
  });
});
