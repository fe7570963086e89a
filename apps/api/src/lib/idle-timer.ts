/**
 * Calls `onIdle` once `idleMs` have passed with no work under way: a worker thread that waits
 * for rare work (an mp3 upload, a file to measure) holds its own V8 heap and WebAssembly memory
 * while it waits, so its owner ends it and starts another with the next piece of work
 * (decision 032). The timer never keeps the process alive.
 */
export function createIdleTimer(idleMs: number, onIdle: () => void) {
  let working = 0;
  let timer: NodeJS.Timeout | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    /** A piece of work starts; the returned function says it ended (calling it again does nothing). */
    begin(): () => void {
      working += 1;
      cancel();
      let isEnded = false;
      return () => {
        if (isEnded) return;
        isEnded = true;
        working -= 1;
        if (working > 0) return;
        timer = setTimeout(() => {
          timer = undefined;
          onIdle();
        }, idleMs);
        timer.unref();
      };
    },
    /** No call of `onIdle` is pending any more (the owner is closing). */
    cancel,
  };
}
