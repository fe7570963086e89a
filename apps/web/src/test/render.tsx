import { ThemeProvider } from '@mui/material';
import type { Profile, Role } from '@cuebrief/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { BUILT_PATHS } from '../app/routes';
import { theme } from '../app/theme';
import { ToastProvider } from '../components/toast/toast-provider';
import { AuthProvider } from '../lib/auth/auth-context';
import { AvailablePathsProvider } from '../lib/available-paths';
import { RedirectProvider } from '../lib/redirect';
import { tokenStorage } from '../lib/token-storage';

export function profileOf(role: Role): Profile {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    role,
    status: 'approved',
    email: `${role.toLowerCase()}@test.example`,
    firstName: role,
    lastName: 'Tester',
    phone: null,
    writingAccess: true,
    isSubscriptionEnabled: true,
    trialEndsAt: null,
    pro: null,
    ipiNumber: null,
    signupType: null,
    clientAgencyName: null,
    website: null,
    agencyLocationCity: null,
    agencyLocationCountry: null,
    duty: null,
    createdAt: '2026-11-21T10:00:00.000Z',
  };
}

/** Answers GET /profile with this profile (or 401 for a guest); other calls get a 404 envelope. */
export function stubProfileApi(role: Role | null) {
  const fetchMock = vi.fn(async (url: string) => {
    const isProfile = url.endsWith('/users/v1/auth/profile');
    const [status, body] =
      isProfile && role
        ? [200, { status: { code: 200, message: 'OK' }, data: profileOf(role) }]
        : [
            isProfile ? 401 : 404,
            {
              status: { code: 401, message: 'Please log in', error: 'UNAUTHENTICATED' },
              data: null,
            },
          ];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders with the app's providers, signed in as `role` (or a guest), at `path`. The API is
 * `fetch` when given (it must answer GET /profile too), else a stub that knows only the profile.
 */
export function renderApp(
  ui: ReactElement,
  options: { role?: Role | null; path?: string; fetch?: typeof fetch } = {},
) {
  const role = options.role ?? null;
  if (role) tokenStorage.save({ accessToken: 'token', refreshToken: 'refresh' });
  if (options.fetch) vi.stubGlobal('fetch', options.fetch);
  else stubProfileApi(role);
  return render(
    <ThemeProvider theme={theme}>
      <AvailablePathsProvider paths={BUILT_PATHS}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <RedirectProvider>
            <AuthProvider>
              <ToastProvider>{ui}</ToastProvider>
            </AuthProvider>
          </RedirectProvider>
        </MemoryRouter>
      </AvailablePathsProvider>
    </ThemeProvider>,
  );
}
