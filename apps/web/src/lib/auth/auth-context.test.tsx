import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedirectProvider } from '../redirect';
import { tokenStorage } from '../token-storage';
import { AuthProvider, useAuth } from './auth-context';

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const { isInitialised, isAuthenticated, hasProfileLoadFailed, viewer } = useAuth();
  return (
    <p data-testid="auth">
      {JSON.stringify({ isInitialised, isAuthenticated, hasProfileLoadFailed, viewer })}
    </p>
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
        json(401, {
          status: { code: 401, message: 'INVALID_REFRESH_TOKEN', error: 'INVALID_REFRESH_TOKEN' },
          data: null,
        }),
      ),
    );
    const state = renderAuth();
    await waitFor(() => expect(state().isAuthenticated).toBe(false));
    expect(state()).toMatchObject({ isInitialised: true, viewer: 'Guest' });
    expect(tokenStorage.getAccessToken()).toBeNull();
  });
});
