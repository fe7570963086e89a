/**
 * Runs `task` every `intervalMs` in the background; a run that is still going when the next is
 * due is not doubled, it simply takes that turn. Returns a stop function for shutdown, which
 * waits for a run in flight so nothing is cut off halfway. The timer does not keep the process
 * alive on its own.
 */
export function startPeriodicWorker(options: {
  intervalMs: number;
  task: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = options
      .task()
      .catch(options.onError)
      .finally(() => {
        busy = false;
      });
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
