import { ThemeProvider } from '@mui/material';
import type { Role } from '@cuebrief/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { BUILT_PATHS } from '../app/routes';
import { SessionPlayerProvider } from '../app/session-player';
import { theme } from '../app/theme';
import { ToastProvider } from '../components/toast/toast-provider';
import { AuthProvider } from '../lib/auth/auth-context';
import { AvailablePathsProvider } from '../lib/available-paths';
import { RedirectProvider } from '../lib/redirect';
import { tokenStorage } from '../lib/token-storage';
import { fakeApi, type FakeApi } from './fake-api';

/** Keeps the current path and query in the page, hidden, for `shownLocation`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div hidden data-testid="location">{`${pathname}${search}`}</div>;
}

/** The address the app is at: what a screen put there, e.g. its search and page. */
export const shownLocation = () => screen.getByTestId('location').textContent;

/**
 * Renders with the app's providers at `path`, signed in as the role of `api` (see fakeApi),
 * which stands in for the server. Without one, the server knows only the profile of `role`
 * (a guest when none). Queries are not retried, so a failure shows at once.
 */
export function renderApp(
  ui: ReactElement,
  options: { path?: string } & (
    { api: FakeApi; role?: never } | { api?: never; role?: Role | null }
  ) = {},
) {
  const api = options.api ?? fakeApi(options.role ?? null);
  if (api.role) tokenStorage.save({ accessToken: 'token', refreshToken: 'refresh' });
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AvailablePathsProvider paths={BUILT_PATHS}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <RedirectProvider>
              <AuthProvider>
                <SessionPlayerProvider>
                  <ToastProvider>
                    {ui}
                    <LocationProbe />
                  </ToastProvider>
                </SessionPlayerProvider>
              </AuthProvider>
            </RedirectProvider>
          </MemoryRouter>
        </AvailablePathsProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
