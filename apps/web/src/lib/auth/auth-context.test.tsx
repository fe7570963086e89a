import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiResponse, profileOf } from '../../test/fake-api';
import { RedirectProvider } from '../redirect';
import { tokenStorage } from '../token-storage';
import { AuthProvider, useAuth } from './auth-context';
import { startProfile } from './profile-start';

function Probe() {
  const { isInitialised, isAuthenticated, hasProfileLoadFailed, viewer, login } = useAuth();
  return (
    <>
      <p data-testid="auth">
        {JSON.stringify({ isInitialised, isAuthenticated, hasProfileLoadFailed, viewer })}
      </p>
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
  render(
    <MemoryRouter>
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
