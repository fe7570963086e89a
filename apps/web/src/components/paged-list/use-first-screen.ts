import { startTransition, useEffect, useState } from 'react';

/**
 * A list's first screen before the rest: when its items first come, only the leading `count`
 * render; the others follow in a transition once that frame is painted, so the top of the list
 * does not wait for the cards below the fold (decision 030). From then on the list renders
 * whole: later windows, sorts and changes show as they come, and nothing is cut again.
 */
export function useFirstScreen<T>(items: readonly T[], count: number): readonly T[] {
  const [isWhole, setIsWhole] = useState(false);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (isWhole || !hasItems) return;
    // A frame's callback runs before that frame is painted; a task it queues, after.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setIsWhole(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [isWhole, hasItems]);
  return isWhole || items.length <= count ? items : items.slice(0, count);
}
