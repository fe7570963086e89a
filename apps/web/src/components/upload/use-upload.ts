import { useCallback, useEffect, useRef, useState } from 'react';
import { reasonOf } from '../../lib/refusal-reason';
import { createProgressMeter, type UploadProgress } from './progress-meter';

export type UploadState =
  | { status: 'idle' }
  /** Queued behind another file of the same audio (decision 045). */
  | { status: 'waiting' }
  | { status: 'uploading'; progress: UploadProgress | null }
  /** The body is sent; the server is decoding, measuring and storing it. */
  | { status: 'checking' }
  | { status: 'done' }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

/** What an upload function needs from its row: a way to be cancelled, and where to report. */
export type UploadControls = {
  signal: AbortSignal;
  onProgress: (loaded: number, total: number) => void;
  onSent?: () => void;
};

export const isAbort = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/** Whether an upload in this state is on its way (queued, sending or being checked). */
export const isUnderWay = (state: UploadState) =>
  state.status === 'waiting' || state.status === 'uploading' || state.status === 'checking';

/**
 * Runs one attempt of an upload with `controller`, telling `setState` how it goes: sending with
 * progress (one meter per attempt), checking once the body is sent, then done, failed with the
 * reason or cancelled. Resolves with the server's answer, or null when it failed or was
 * cancelled. `isCurrent` says whether the attempt still owns its row.
 */
export async function runAttempt<T>(
  send: (controls: UploadControls) => Promise<T>,
  controller: AbortController,
  setState: (state: UploadState) => void,
  isCurrent: () => boolean,
): Promise<T | null> {
  const meter = createProgressMeter();
  setState({ status: 'uploading', progress: null });
  try {
    const result = await send({
      signal: controller.signal,
      onProgress: (loaded, total) => {
        if (!controller.signal.aborted) {
          setState({ status: 'uploading', progress: meter(loaded, total, performance.now()) });
        }
      },
      onSent: () => {
        if (!controller.signal.aborted) setState({ status: 'checking' });
      },
    });
    if (isCurrent()) setState({ status: 'done' });
    return result;
  } catch (error) {
    if (isCurrent()) {
      setState(
        isAbort(error) ? { status: 'cancelled' } : { status: 'failed', message: reasonOf(error) },
      );
    }
    return null;
  }
}

/**
 * One upload's life for a progress row: start it, watch its progress, cancel it, retry it
 * after a failure or a cancel, or reset it to start over with other files. An upload still running when its screen goes away is cancelled.
 * `start` resolves with the server's answer, or null when the upload failed or was cancelled
 * (the row says which).
 */
export function useUpload<T>() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const lastSend = useRef<((controls: UploadControls) => Promise<T>) | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (send: (controls: UploadControls) => Promise<T>): Promise<T | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      lastSend.current = send;
      // Whether this attempt still owns the row: a reset or a newer start takes it over.
      const isCurrent = () => controller.current === current;
      try {
        return await runAttempt(send, current, setState, isCurrent);
      } finally {
        if (isCurrent()) controller.current = null;
      }
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  /** Back to nothing sent, e.g. when another file is chosen after a failure. */
  const reset = useCallback(() => {
    const running = controller.current;
    controller.current = null;
    running?.abort();
    lastSend.current = null;
    setState({ status: 'idle' });
  }, []);
  const retry = useCallback(
    () => (lastSend.current ? start(lastSend.current) : Promise.resolve(null)),
    [start],
  );

  return { state, start, cancel, retry, reset };
}
