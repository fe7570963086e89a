import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnderWay, runAttempt, type UploadControls, type UploadState } from './use-upload';

/**
 * One file of an upload on its own row: which one it is, the file, how it goes, and what its
 * row names (its file name, or the files sent together in it).
 */
export type QueuedFile<K extends string> = {
  key: K;
  file: File;
  name: string;
  bytes: number;
  state: UploadState;
};
export type ChosenFile<K extends string> = { key: K; file: File; name?: string; bytes?: number };

/**
 * The files of one upload, each sent by itself, one after another in the order given
 * (decision 045): each has its own progress, its own Cancel (which stops it and leaves the
 * others going) and its own Retry (which queues it again and sends only it). `isReady` may hold
 * a file back until another is stored (stems wait for the audio they belong to). Anything still
 * on its way when the screen goes away is cancelled.
 */
export function useUploadQueue<K extends string>({
  send,
  isReady = () => true,
}: {
  send: (key: K, file: File, controls: UploadControls) => Promise<unknown>;
  isReady?: (key: K) => boolean;
}) {
  const [files, setFiles] = useState<QueuedFile<K>[]>([]);
  const controllers = useRef(new Map<K, AbortController>());
  const running = useRef<K | null>(null);
  // The latest of what the caller gave, for an attempt that starts after a later render.
  const latest = useRef({ send, isReady });
  useEffect(() => {
    latest.current = { send, isReady };
  });

  const setStateOf = useCallback((key: K, state: UploadState) => {
    setFiles((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, state } : entry)),
    );
  }, []);

  useEffect(() => {
    const all = controllers.current;
    return () => all.forEach((controller) => controller.abort());
  }, []);

  // One file at a time: once nothing runs, the first waiting file that may go starts.
  useEffect(() => {
    if (running.current !== null) return;
    const next = files.find(
      (entry) => entry.state.status === 'waiting' && latest.current.isReady(entry.key),
    );
    if (!next) return;
    const controller = new AbortController();
    controllers.current.set(next.key, controller);
    running.current = next.key;
    const isCurrent = () => controllers.current.get(next.key) === controller;
    void runAttempt(
      (controls) => latest.current.send(next.key, next.file, controls),
      controller,
      (state) => setStateOf(next.key, state),
      isCurrent,
    ).finally(() => {
      if (isCurrent()) controllers.current.delete(next.key);
      running.current = null;
      // Look for the next file even when this one's last state was set already.
      setFiles((current) => [...current]);
    });
  });

  /** Queues these files, in this order, in place of any before. */
  const enqueue = useCallback((chosen: ChosenFile<K>[]) => {
    controllers.current.forEach((controller) => controller.abort());
    controllers.current.clear();
    setFiles(
      chosen.map(({ key, file, name, bytes }) => ({
        key,
        file,
        name: name ?? file.name,
        bytes: bytes ?? file.size,
        state: { status: 'waiting' },
      })),
    );
  }, []);

  const cancel = useCallback(
    (key: K) => {
      const controller = controllers.current.get(key);
      if (controller) controller.abort();
      else setStateOf(key, { status: 'cancelled' });
    },
    [setStateOf],
  );

  const retry = useCallback((key: K) => setStateOf(key, { status: 'waiting' }), [setStateOf]);

  /** Nothing queued any more: running files are cancelled. */
  const reset = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    controllers.current.clear();
    setFiles([]);
  }, []);

  return {
    files,
    enqueue,
    cancel,
    retry,
    reset,
    /** A file is sending or being checked, or waits and may go. */
    isBusy: files.some(
      (entry) =>
        isUnderWay(entry.state) && (entry.state.status !== 'waiting' || isReady(entry.key)),
    ),
    /** Every file queued is stored. */
    isAllDone: files.length > 0 && files.every((entry) => entry.state.status === 'done'),
  };
}
export type UploadQueue<K extends string> = ReturnType<typeof useUploadQueue<K>>;
