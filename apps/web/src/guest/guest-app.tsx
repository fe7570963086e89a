import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { AppLayout } from '../app/layouts/app-layout';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/auth-context';
import { nextTask } from '../lib/hydrate-later';
import { loadFromServer } from './full-load';
import { GUEST_AVAILABLE_PATHS, GUEST_PAGES } from './guest-pages';

/** The guest pages, each but the opened one loaded when a link first opens it. */
const LATER_PAGES = GUEST_PAGES.map((page) => ({
  path: page.path,
  Page: lazy(async () => ({ default: await page.load() })),
}));

/** The page at the address, its screen already loaded. */
export type OpenedPage = { path: string; Page: ComponentType };

/**
 * The opened page, rendered in the browser a task after the shell: hydration then takes two
 * shorter tasks instead of one long one (Preact keeps the page's HTML meanwhile). The pre-render
 * (`isPreRender`) renders the page itself: Suspense adds nothing to the markup.
 */
function useOpenedPage(opened: OpenedPage, isPreRender: boolean): ComponentType {
  const [Later] = useState(() =>
    lazy(async () => {
      await nextTask();
      return { default: opened.Page };
    }),
  );
  return isPreRender ? opened.Page : Later;
}

/** Says when the opened page has rendered over its HTML (its effects run after its commit). */
function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * Any other address (Contact Us, a signed-in screen) belongs to the app's own entry, which this
 * one does not hold: the browser loads it from the server.
 */
function OtherPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => loadFromServer(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return <PageLoader />;
}

/**
 * What a signed-in person must not see of a pre-rendered page: guest.html's style hides it in a
 * document its inline script marked (SESSION_MARK_SCRIPT) until the app's entry replaces it.
 */
function GuestContent() {
  return (
    <div data-guest-content="">
      <Outlet />
    </div>
  );
}

/** Someone who signs in here goes on in the signed-in app: a full load of its home. */
function LeaveWhenSignedIn() {
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (isAuthenticated) loadFromServer(paths.home);
  }, [isAuthenticated]);
  return null;
}

/**
 * The guest pages in the app's own shell and providers, nothing of the signed-in screens: what
 * the build pre-renders (with `location`) and what the guest entry hydrates. `opened` is the page
 * at the address, already loaded, so the first render is the pre-rendered HTML.
 */
export function GuestApp({
  opened,
  location,
  isHydrating = false,
  onHydrated,
}: {
  opened: OpenedPage;
  location?: string;
  /** Taking over the pre-rendered page in the browser (hydrate.tsx), not rendering it anew. */
  isHydrating?: boolean;
  onHydrated?: () => void;
}) {
  const Opened = useOpenedPage(opened, location !== undefined);
  return (
    <AppProviders
      availablePaths={GUEST_AVAILABLE_PATHS}
      location={location}
      hydratesPreRenderedPage={isHydrating}
    >
      <LeaveWhenSignedIn />
      <Routes>
        <Route element={<AppLayout />}>
          <Route element={<GuestContent />}>
            {LATER_PAGES.map(({ path, Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  // The opened page waits for nothing: its fallback is never shown.
                  <Suspense fallback={path === opened.path ? null : <PageLoader />}>
                    {path === opened.path ? (
                      <>
                        <Opened />
                        <Hydrated onHydrated={onHydrated} />
                      </>
                    ) : (
                      <Page />
                    )}
                  </Suspense>
                }
              />
            ))}
          </Route>
          <Route path="*" element={<OtherPage />} />
        </Route>
      </Routes>
    </AppProviders>
  );
}
