import { useCallback, useLayoutEffect, useRef } from 'preact/compat';

/*
 * `react` for the guest pages' build (vite.guest.config.ts): Preact's React layer, and React 19's
 * `useEffectEvent`, which the layer lacks and the app's waveform uses (the placements' players on
 * the guest home). Only that build reads this file; everything else imports React itself.
 */
// @ts-expect-error -- the layer's types are one `export =`; the module itself has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** A function that always calls the latest `callback` and never changes, as React's does. */
export function useEffectEvent<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latestRef = useRef(callback);
  useLayoutEffect(() => {
    latestRef.current = callback;
  });
  return useCallback((...args: Args) => latestRef.current(...args), []);
}
