import type { Profile } from '@cuebrief/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiResponse, profileOf } from '../../test/fake-api';
import { api } from '../api';
import { RedirectProvider } from '../redirect';
import { tokenStorage } from '../token-storage';
import { AuthProvider, useAuth } from './auth-context';
import { startProfile } from './profile-start';

/** Every state the auth context rendered, in order, with the address it was at. */
let seen: Record<string, unknown>[] = [];

function Probe() {
  const auth = useAuth();
  const { isInitialised, isAuthenticated, hasProfileLoadFailed, viewer, login } = auth;
  const state = { isInitialised, isAuthenticated, hasProfileLoadFailed, viewer };
  const flags = {
    isSubscriptionEnabled: auth.isSubscriptionEnabled,
    hasWritingAccess: auth.hasWritingAccess,
  };
  const { pathname } = useLocation();
  seen.push({ ...state, pathname });
  return (
    <>
      <p data-testid="auth">{JSON.stringify(state)}</p>
      <p data-testid="flags">{JSON.stringify(flags)}</p>
      <p data-testid="path">{pathname}</p>
      <button
        type="button"
        onClick={() => void login({ email: 'lena@composers.example', password: 'x' })}
      >
        log in
      </button>
    </>
  );
}

function renderAuth() {
  seen = [];
  render(
    <MemoryRouter initialEntries={['/my-submissions']}>
      <RedirectProvider>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </RedirectProvider>
    </MemoryRouter>,
  );
  return () =>
    JSON.parse(screen.getByTestId('auth').textContent ?? '{}') as Record<string, unknown>;
}

const flagsShown = () => JSON.parse(screen.getByTestId('flags').textContent ?? '{}') as unknown;
const pathShown = () => screen.getByTestId('path').textContent;

describe('the auth state', () => {
  it('is initialised at once, as a guest, when there is no token', () => {
    vi.stubGlobal('fetch', vi.fn());
    const state = renderAuth();
    expect(state()).toEqual({
      isInitialised: true,
      isAuthenticated: false,
      hasProfileLoadFailed: false,
      viewer: 'Guest',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the session when the profile cannot be loaded for want of a network', async () => {
    tokenStorage.save({ accessToken: 'a', refreshToken: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const state = renderAuth();
    expect(state().isInitialised).toBe(false);
    await waitFor(() => expect(state().isInitialised).toBe(true));
    expect(state()).toMatchObject({ isAuthenticated: true, hasProfileLoadFailed: true });
    expect(tokenStorage.getAccessToken()).toBe('a');
    expect(tokenStorage.getRefreshToken()).toBe('r');
  });

  it('ends the session when the server refuses the token and the refresh', async () => {
    tokenStorage.save({ accessToken: 'a', refreshToken: 'revoked' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        apiResponse(401, null, {
          message: 'INVALID_REFRESH_TOKEN',
          error: 'INVALID_REFRESH_TOKEN',
        }),
      ),
    );
    const state = renderAuth();
    await waitFor(() => expect(state().isAuthenticated).toBe(false));
    expect(state()).toMatchObject({ isInitialised: true, viewer: 'Guest' });
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('stores both tokens and loads the profile once on login', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/login')
        ? apiResponse(200, { accessToken: 'a', refreshToken: 'r' })
        : apiResponse(200, profileOf('Composer')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const state = renderAuth();
    act(() => screen.getByRole('button', { name: 'log in' }).click());
    await waitFor(() => expect(state().viewer).toBe('Composer'));
    expect(state()).toMatchObject({ isAuthenticated: true, isInitialised: true });
    expect(tokenStorage.getRefreshToken()).toBe('r');
    // Let any effect the login set off run and call out before counting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const profileCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/profile'));
    expect(profileCalls).toHaveLength(1);
  });

  it('takes the profile asked for at the start instead of asking again', async () => {
    tokenStorage.save({ accessToken: 'a', refreshToken: 'r' });
    const fetchMock = vi.fn(async () => apiResponse(200, profileOf('Client')));
    vi.stubGlobal('fetch', fetchMock);
    startProfile();
    expect(fetchMock).toHaveBeenCalledOnce();
    const state = renderAuth();
    await waitFor(() => expect(state().viewer).toBe('Client'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('asks for no profile at the start without a stored session', () => {
    vi.stubGlobal('fetch', vi.fn());
    startProfile();
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** A server whose access tokens expire: `fresh` is the one that works; the refresh is held until `answerRefresh`. */
function expiringServer(options: { profile?: object; refresh?: () => Response } = {}) {
  let answerRefresh: () => void = () => {};
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const bearer = (init?.headers as Record<string, string> | undefined)?.authorization;
    if (url.endsWith('/refresh-token')) {
      await new Promise<void>((resolve) => (answerRefresh = resolve));
      return options.refresh?.() ?? apiResponse(200, { accessToken: 'fresh', refreshToken: 'r2' });
    }
    if (bearer !== 'Bearer fresh') {
      return apiResponse(401, null, { message: 'expired', error: 'TOKEN_EXPIRED' });
    }
    return apiResponse(
      200,
      url.endsWith('/profile') ? (options.profile ?? profileOf('Composer')) : 'ok',
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answerRefresh: () => act(() => answerRefresh()) };
}

/** A signed-in call made while the page is up, whose outcome the test reads later. */
function callLater(path: string): Promise<unknown> {
  let call: Promise<unknown> = Promise.resolve();
  act(() => {
    call = api.request(path);
  });
  // Read by the test once it has checked the state in between: no unhandled rejection meanwhile.
  call.catch(() => {});
  return call;
}

describe('the auth state through a token refresh (spec §4)', () => {
  it('starts with an expired token as a quiet loading state, never signed out, then signed in', async () => {
    tokenStorage.save({ accessToken: 'expired', refreshToken: 'r1' });
    const server = expiringServer();
    const state = renderAuth();
    await waitFor(() =>
      expect(
        server.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/refresh-token')),
      ).toBe(true),
    );
    expect(state()).toMatchObject({ isInitialised: false, isAuthenticated: true });
    await server.answerRefresh();
    await waitFor(() => expect(state()).toMatchObject({ isInitialised: true, viewer: 'Composer' }));
    // Every state before that was a loading one, at the address the person opened.
    for (const before of seen.slice(0, -1)) {
      expect(before).toMatchObject({ isInitialised: false, isAuthenticated: true });
    }
    expect(seen.every((each) => each.pathname === '/my-submissions')).toBe(true);
    expect(tokenStorage.getRefreshToken()).toBe('r2');
  });

  it('is not initialised while a signed-in call renews its token, and is again once renewed', async () => {
    tokenStorage.save({ accessToken: 'fresh', refreshToken: 'r1' });
    const server = expiringServer();
    const state = renderAuth();
    await waitFor(() => expect(state()).toMatchObject({ isInitialised: true, viewer: 'Composer' }));
    tokenStorage.save({ accessToken: 'expired', refreshToken: 'r1' });

    const answer = callLater('/users/v1/request/composer/submissions');
    await waitFor(() => expect(state().isInitialised).toBe(false));
    // The person stays signed in, with their role, where they were.
    expect(state()).toMatchObject({ isAuthenticated: true, viewer: 'Composer' });
    await server.answerRefresh();
    await expect(answer).resolves.toMatchObject({ data: 'ok' });
    await waitFor(() => expect(state().isInitialised).toBe(true));
    expect(pathShown()).toBe('/my-submissions');
  });

  it('logs out when the refresh is refused: the call fails as INVALID_REFRESH_TOKEN', async () => {
    tokenStorage.save({ accessToken: 'fresh', refreshToken: 'revoked' });
    const server = expiringServer({
      refresh: () =>
        apiResponse(401, null, {
          message: 'INVALID_REFRESH_TOKEN',
          error: 'INVALID_REFRESH_TOKEN',
        }),
    });
    const state = renderAuth();
    await waitFor(() => expect(state().viewer).toBe('Composer'));
    tokenStorage.save({ accessToken: 'expired', refreshToken: 'revoked' });

    const answer = callLater('/users/v1/request/composer/submissions');
    await waitFor(() => expect(state().isInitialised).toBe(false));
    await server.answerRefresh();
    await expect(answer).rejects.toMatchObject({ status: 401, code: 'INVALID_REFRESH_TOKEN' });
    await waitFor(() =>
      expect(state()).toEqual({
        isInitialised: true,
        isAuthenticated: false,
        hasProfileLoadFailed: false,
        viewer: 'Guest',
      }),
    );
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
    await waitFor(() => expect(pathShown()).toBe('/login'));
  });

  it('keeps the session when the refresh gets no answer, for the next call to try', async () => {
    tokenStorage.save({ accessToken: 'fresh', refreshToken: 'r1' });
    const server = expiringServer({ refresh: () => apiResponse(503, null) });
    const state = renderAuth();
    await waitFor(() => expect(state().viewer).toBe('Composer'));
    tokenStorage.save({ accessToken: 'expired', refreshToken: 'r1' });

    const answer = callLater('/users/v1/request/composer/submissions');
    await waitFor(() => expect(state().isInitialised).toBe(false));
    await server.answerRefresh();
    await expect(answer).rejects.toMatchObject({ message: 'Network Error' });
    await waitFor(() => expect(state()).toMatchObject({ isInitialised: true, viewer: 'Composer' }));
    expect(tokenStorage.getRefreshToken()).toBe('r1');
  });
});

describe('a 401 on an unauthenticated call (spec §4)', () => {
  it('ends the session the browser still holds', async () => {
    tokenStorage.save({ accessToken: 'a', refreshToken: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/profile')
          ? apiResponse(200, profileOf('Client'))
          : apiResponse(401, null, { message: 'Please log in', error: 'UNAUTHENTICATED' }),
      ),
    );
    const state = renderAuth();
    await waitFor(() => expect(state().viewer).toBe('Client'));
    await act(() =>
      expect(
        api.request('/users/v1/request/vocabularies', { isAuthenticated: false }),
      ).rejects.toMatchObject({ status: 401 }),
    );
    await waitFor(() => expect(state()).toMatchObject({ isAuthenticated: false, viewer: 'Guest' }));
    expect(tokenStorage.getAccessToken()).toBeNull();
    await waitFor(() => expect(pathShown()).toBe('/login'));
  });

  it('leaves a guest where they are', async () => {
    const fetchMock = vi.fn(async () =>
      apiResponse(401, null, { message: 'wrong', error: 'INVALID_CREDENTIALS' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const state = renderAuth();
    await act(() =>
      expect(
        api.request('/users/v1/auth/login', { method: 'POST', body: {}, isAuthenticated: false }),
      ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' }),
    );
    expect(state()).toMatchObject({ isInitialised: true, viewer: 'Guest' });
    expect(pathShown()).toBe('/my-submissions');
  });
});

describe('the profile flags (spec §3)', () => {
  it('reads isSubscriptionEnabled as true while unset: a guest, and while the profile loads', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAuth();
    expect(flagsShown()).toEqual({ isSubscriptionEnabled: true, hasWritingAccess: false });
  });

  const withoutFlag: Partial<Profile> = profileOf('Client');
  delete withoutFlag.isSubscriptionEnabled;
  it.each([
    [
      "takes the server's flags once the profile is in",
      { ...profileOf('Client'), isSubscriptionEnabled: false, writingAccess: false },
      { isSubscriptionEnabled: false, hasWritingAccess: false },
    ],
    [
      'reads a profile that leaves the flag out as unset: true',
      withoutFlag,
      { isSubscriptionEnabled: true, hasWritingAccess: true },
    ],
  ])('%s', async (_, profile, flags) => {
    tokenStorage.save({ accessToken: 'a', refreshToken: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiResponse(200, profile)),
    );
    const state = renderAuth();
    await waitFor(() => expect(state().viewer).toBe('Client'));
    expect(flagsShown()).toEqual(flags);
  });

  it('reads isSubscriptionEnabled as false when the server gives nothing', async () => {
    tokenStorage.save({ accessToken: 'a', refreshToken: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const state = renderAuth();
    await waitFor(() => expect(state().hasProfileLoadFailed).toBe(true));
    expect(flagsShown()).toEqual({ isSubscriptionEnabled: false, hasWritingAccess: false });
  });
});
