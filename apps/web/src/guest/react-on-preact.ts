import { options } from 'preact';
import { useCallback, useLayoutEffect, useRef } from 'preact/compat';

/*
 * `react` for the guest pages' build (vite.guest.config.ts): Preact's React layer, with two gaps
 * of it filled for code written for React: React 19's `useEffectEvent`, which the app's waveform
 * uses (the placements' players on the guest home), and uncontrolled text areas (below). Only that
 * build reads this file; everything else imports React itself.
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

/*
 * An uncontrolled <textarea> given `value: undefined` (MUI's multiline fields always pass the
 * key) is emptied by the layer on every render, where React leaves it alone: the Q&A pages'
 * question lost its text at the first keystroke. The key goes once the layer has read the props.
 */
const layerVnode = options.vnode;
options.vnode = (vnode) => {
  layerVnode?.(vnode);
  const props = vnode.props as Record<string, unknown> | null;
  if (vnode.type === 'textarea' && props && 'value' in props && props.value === undefined) {
    delete props.value;
  }
};
