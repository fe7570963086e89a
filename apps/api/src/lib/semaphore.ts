/**
 * Lets at most `size` pieces of work run at once; the rest wait in the order they came. It
 * bounds this process's own work (its CPU, its thread pool), which is nothing other processes
 * need to see.
 */
export function createSemaphore(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];

  async function acquire(): Promise<void> {
    if (free > 0) {
      free -= 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so a newcomer cannot take it first.
    if (next) next();
    else free += 1;
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
