import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fake-api';
import { ApiError, createApiClient } from './api-client';
import { tokenStorage } from './token-storage';

type Handler = (
  url: string,
  init: RequestInit,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

function stubFetch(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const { status, body } = await handler(url, init);
    return jsonResponse(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const envelope = (code: number, data: unknown, message = 'OK', error?: string) => ({
  status: { code, message, ...(error ? { error } : {}) },
  data,
});

const bearerOf = (init: RequestInit) => (init.headers as Record<string, string>).authorization;

const expired = { status: 401, body: envelope(401, null, 'expired', 'TOKEN_EXPIRED') };
/** A refresh's answer: the new access token `fresh`, and the rotated refresh token. */
const renewed = (refreshToken = 'refresh-2') => ({
  status: 200,
  body: envelope(200, { accessToken: 'fresh', refreshToken }),
});
/** A call answered as the API does: its path with the token `fresh`, a 401 with any other. */
const answerWithFresh = (url: string, init: RequestInit) =>
  bearerOf(init) === 'Bearer fresh' ? { status: 200, body: envelope(200, url) } : expired;

describe('the API client', () => {
  it('sends the bearer token and returns the envelope data', async () => {
    tokenStorage.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetchMock = stubFetch(() => ({ status: 200, body: envelope(200, { uuid: 'u1' }) }));
    const api = createApiClient({ baseUrl: '', tokens: tokenStorage, onSessionEnded: vi.fn() });
    const answer = await api.request('/users/v1/auth/profile');
    expect(answer).toMatchObject({ data: { uuid: 'u1' }, message: 'OK' });
    // The headers come too, for the calls that say more there (a list's X-Total-Count).
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(bearerOf(fetchMock.mock.calls[0]![1])).toBe('Bearer access-1');
  });

  it('refreshes once for concurrent 401s, stores the rotated tokens and retries each call', async () => {
    tokenStorage.save({ accessToken: 'expired', refreshToken: 'refresh-1' });
    let refreshes = 0;
    stubFetch(async (url, init) => {
      if (url.endsWith('/refresh-token')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return renewed();
      }
      return answerWithFresh(url, init);
    });
    const onSessionEnded = vi.fn();
    const api = createApiClient({ baseUrl: '', tokens: tokenStorage, onSessionEnded });
    const results = await Promise.all(['/a', '/b', '/c'].map((path) => api.request<string>(path)));
    expect(results.map((r) => r.data)).toEqual(['/a', '/b', '/c']);
    expect(refreshes).toBe(1);
    expect(tokenStorage.getRefreshToken()).toBe('refresh-2');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('retries a 401 that arrives after a refresh finished with the stored token, not another refresh', async () => {
    tokenStorage.save({ accessToken: 'expired', refreshToken: 'refresh-1' });
    let refreshes = 0;
    let answerLate: () => void = () => {};
    stubFetch((url, init) => {
      if (url.endsWith('/refresh-token')) {
        refreshes += 1;
        return renewed(`refresh-${refreshes + 1}`);
      }
      const answer = answerWithFresh(url, init);
      // The late call's 401 is held back until the other call has refreshed and retried.
      if (url === '/late' && answer.status === 401) {
        return new Promise((resolve) => (answerLate = () => resolve(answer)));
      }
      return answer;
    });
    const onSessionEnded = vi.fn();
    const api = createApiClient({ baseUrl: '', tokens: tokenStorage, onSessionEnded });
    const late = api.request<string>('/late');
    await expect(api.request<string>('/early')).resolves.toMatchObject({ data: '/early' });
    answerLate();
    await expect(late).resolves.toMatchObject({ data: '/late' });
    expect(refreshes).toBe(1);
    expect(tokenStorage.getRefreshToken()).toBe('refresh-2');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('reports the renewal while it runs, and only then', async () => {
    tokenStorage.save({ accessToken: 'expired', refreshToken: 'refresh-1' });
    stubFetch((url, init) =>
      url.endsWith('/refresh-token') ? renewed() : answerWithFresh(url, init),
    );
    const onRenewing = vi.fn();
    const api = createApiClient({
      baseUrl: '',
      tokens: tokenStorage,
      onSessionEnded: vi.fn(),
      onRenewing,
    });
    await Promise.all([api.request('/a'), api.request('/b')]);
    expect(onRenewing.mock.calls).toEqual([[true], [false]]);
    await api.request('/c');
    expect(onRenewing).toHaveBeenCalledTimes(2);
  });

  it('ends the session when the refresh is refused, failing the call as INVALID_REFRESH_TOKEN', async () => {
    tokenStorage.save({ accessToken: 'expired', refreshToken: 'stolen' });
    stubFetch((url) =>
      url.endsWith('/refresh-token')
        ? {
            status: 401,
            body: envelope(401, null, 'INVALID_REFRESH_TOKEN', 'INVALID_REFRESH_TOKEN'),
          }
        : expired,
    );
    const onSessionEnded = vi.fn();
    const onRenewing = vi.fn();
    const api = createApiClient({ baseUrl: '', tokens: tokenStorage, onSessionEnded, onRenewing });
    const failure = api.request('/users/v1/auth/profile');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_REFRESH_TOKEN',
      message: 'INVALID_REFRESH_TOKEN',
    });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    // The session's end marks the state, not the renewal's: no moment of a renewed session.
    expect(onRenewing.mock.calls).toEqual([[true]]);
  });

  it('ends the session at once when there is no refresh token', async () => {
    const fetchMock = stubFetch(() => ({
      status: 401,
      body: envelope(401, null, 'Please log in', 'UNAUTHENTICATED'),
    }));
    const onSessionEnded = vi.fn();
    const api = createApiClient({ baseUrl: '', tokens: tokenStorage, onSessionEnded });
    await expect(api.request('/users/v1/auth/profile')).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_REFRESH_TOKEN',
    });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['cannot reach the server', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['meets a failing server', () => Promise.resolve(jsonResponse(502, null))],
  ])(
    'keeps the session when the refresh %s, failing the call as a network error',
    async (_, answer) => {
      tokenStorage.save({ accessToken: 'expired', refreshToken: 'refresh-1' });
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) =>
          url.endsWith('/refresh-token') ? answer() : jsonResponse(expired.status, expired.body),
        ),
      );
      const onSessionEnded = vi.fn();
      const onRenewing = vi.fn();
      const api = createApiClient({
        baseUrl: '',
        tokens: tokenStorage,
        onSessionEnded,
        onRenewing,
      });
      await expect(api.request('/a')).rejects.toMatchObject({ message: 'Network Error' });
      expect(onSessionEnded).not.toHaveBeenCalled();
      expect(onRenewing.mock.calls).toEqual([[true], [false]]);
      expect(tokenStorage.getRefreshToken()).toBe('refresh-1');
    },
  );

  it('ends a held session on a 401 to an unauthenticated call, and nothing for a guest', async () => {
    const fetchMock = stubFetch(() => ({
      status: 401,
      body: envelope(401, null, 'Please log in', 'UNAUTHENTICATED'),
    }));
    const onSessionEnded = vi.fn();
    const api = createApiClient({ baseUrl: '', tokens: tokenStorage, onSessionEnded });
    const publicCall = () =>
      api.request('/users/v1/request/vocabularies', { isAuthenticated: false });
    await expect(publicCall()).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).not.toHaveBeenCalled();

    tokenStorage.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    await expect(publicCall()).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    // Sent without the token, and never refreshed: the call was not made as anyone.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bearerOf(fetchMock.mock.calls[1]![1])).toBeUndefined();
  });

  it('reads error texts from status.message and keeps the code and fields', async () => {
    stubFetch(() => ({
      status: 409,
      body: {
        status: {
          code: 409,
          message: 'An account with this email already exists.',
          error: 'EMAIL_TAKEN',
        },
        data: null,
      },
    }));
    const api = createApiClient({ baseUrl: '', tokens: tokenStorage, onSessionEnded: vi.fn() });
    await expect(
      api.request('/users/v1/auth/register/client', {
        method: 'POST',
        body: {},
        isAuthenticated: false,
      }),
    ).rejects.toMatchObject({
      message: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
      status: 409,
    });
  });

  it('says "Network Error" when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const api = createApiClient({ baseUrl: '', tokens: tokenStorage, onSessionEnded: vi.fn() });
    await expect(api.request('/health', { isAuthenticated: false })).rejects.toMatchObject({
      message: 'Network Error',
    });
  });
});
