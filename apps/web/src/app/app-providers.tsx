import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider';
import { AuthProvider } from '../lib/auth/auth-context';
import { AccountColorScheme } from '../lib/color-mode/account-color-scheme';
import { AvailablePathsProvider } from '../lib/available-paths';
import { HydratesPreRenderedPageProvider } from '../lib/hydrate-later';
import { RedirectProvider } from '../lib/redirect';
import { queryClient } from './query-client';
import { SessionPlayerProvider } from './session-player';
import { theme } from './theme';

/**
 * What every page of the app stands in: the theme (with the colour scheme chosen), the query cache, the router, the session,
 * toasts and the player. The signed-in app and the guest pages (src/guest) share it, so a
 * pre-rendered guest page and the page its script hydrates are the same tree. `location` renders
 * one address without a browser (the build's pre-render); without it the browser's address leads.
 * `hydratesPreRenderedPage` (the guest entry taking over a pre-rendered page) leaves out what that
 * page already holds or nobody needs in the hydration's first task (decision 034).
 */
export function AppProviders({
  availablePaths,
  location,
  hydratesPreRenderedPage = false,
  children,
}: {
  availablePaths: ReadonlySet<string>;
  location?: string;
  hydratesPreRenderedPage?: boolean;
  children: ReactNode;
}) {
  const session = (
    <RedirectProvider>
      <AuthProvider>
        <AccountColorScheme />
        <ToastProvider>
          {/* Above the pages, so the music plays on while the person moves between them. */}
          <SessionPlayerProvider>{children}</SessionPlayerProvider>
        </ToastProvider>
      </AuthProvider>
    </RedirectProvider>
  );
  return (
    // Both schemes are in the page's CSS; the one shown is chosen before the first paint by the
    // page's early script (decision 042), which this provider then keeps in step. A pre-rendered
    // page's head holds both schemes' variable sheets already: building and serialising them
    // again on every render of the provider (twice as it hydrates: MUI renders again once mounted)
    // cost the guest pages' hydration most of the theme's blocking time (docs/benchmarks.md).
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      disableStyleSheetGeneration={hydratesPreRenderedPage}
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <AvailablePathsProvider paths={availablePaths}>
          <HydratesPreRenderedPageProvider value={hydratesPreRenderedPage}>
            {location === undefined ? (
              <BrowserRouter>{session}</BrowserRouter>
            ) : (
              <StaticRouter location={location}>{session}</StaticRouter>
            )}
          </HydratesPreRenderedPageProvider>
        </AvailablePathsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
