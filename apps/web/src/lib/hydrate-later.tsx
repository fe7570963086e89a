import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * Whether the tree is taking over a pre-rendered page (the guest entry, decision 034): then a
 * part that nobody needs at once can be hydrated a task later, its HTML kept meanwhile.
 */
const HydratesPreRenderedPage = createContext(false);

export const HydratesPreRenderedPageProvider = HydratesPreRenderedPage.Provider;

/** Resolves in a task of its own, after what is queued (a hydration's next slice). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Renders what it is given: the body of the part taken over a task later. */
function Children({ children }: { children: ReactNode }) {
  return children;
}

/**
 * Its children, hydrated in a task of their own after the rest when the tree takes over a
 * pre-rendered page, so the first task of the hydration is shorter (Lighthouse's blocking time
 * counts every task's time past 50 ms). Preact keeps the pre-rendered HTML while the part waits
 * under Suspense, as it does for the guest page's own content (guest-app.tsx). Anywhere else
 * (the signed-in app on React, the pre-render, the tests) the children render at once, so
 * nothing blinks. Only for parts with no button the early input must replay with the shell
 * (early-input.ts): links work before any script.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const isHydrating = useContext(HydratesPreRenderedPage);
  // Made once per place and only while hydrating: a new lazy part each render would suspend again.
  const [Later] = useState<ComponentType<{ children: ReactNode }> | null>(() =>
    isHydrating
      ? lazy(async () => {
          await nextTask();
          return { default: Children };
        })
      : null,
  );
  if (!Later) return children;
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}
