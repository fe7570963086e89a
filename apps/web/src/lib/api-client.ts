import { API_PREFIX, type Envelope, type Tokens } from '@cuebrief/shared';
import type { TokenStorage } from './token-storage';

/** A refused call: `message` is the server's `status.message`, `code` its `status.error`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly fields: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Sends the bearer token and refreshes it on a 401 (default true). */
  isAuthenticated?: boolean;
  signal?: AbortSignal;
};

/** The envelope's data and message, or the refusal as an ApiError. */
export function dataOf<T>(
  status: number,
  envelope: Envelope<T> | null,
): { data: T; message: string } {
  if (status < 200 || status >= 300 || !envelope) {
    throw new ApiError(
      envelope?.status.message ?? `Request failed with status code ${status}`,
      status,
      envelope?.status.error,
      envelope?.status.fields,
    );
  }
  return { data: envelope.data, message: envelope.status.message };
}

/**
 * The one way the app talks to the API. Authenticated calls carry the bearer token; a 401
 * refreshes it once — concurrent 401s share that one refresh — and retries. If the refresh
 * fails, or there is nothing to refresh with, the person is logged out.
 */
export function createApiClient(deps: {
  baseUrl: string;
  tokens: TokenStorage;
  onSessionEnded: () => void;
}) {
  const { baseUrl, tokens, onSessionEnded } = deps;
  let refreshing: Promise<boolean> | null = null;

  function urlOf(path: string, query?: RequestOptions['query']): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    return `${baseUrl}${path}${text ? `?${text}` : ''}`;
  }

  async function send<T>(path: string, options: RequestOptions, accessToken: string | null) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    let response: Response;
    try {
      response = await fetch(urlOf(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError('Network Error', 0, 'NETWORK_ERROR');
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    return { response, envelope };
  }

  /** One refresh at a time; everyone who got a 401 meanwhile waits for the same answer. */
  function refreshTokens(): Promise<boolean> {
    refreshing ??= (async () => {
      const refreshToken = tokens.getRefreshToken();
      if (!refreshToken) return false;
      const { response, envelope } = await send<Tokens>(
        `${API_PREFIX.auth}/refresh-token`,
        { method: 'POST', body: { refreshToken } },
        null,
      ).catch(() => ({ response: null, envelope: null }));
      if (!response?.ok || !envelope?.data) return false;
      tokens.save(envelope.data);
      return true;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * Runs one call with the stored access token and, on a 401, once more with refreshed tokens;
   * a 401 after that ends the session. Any transport goes through here (fetch for JSON,
   * XMLHttpRequest for uploads with progress), so every call renews a token the same way.
   */
  async function withAccessToken<R extends { status: number }>(
    attempt: (accessToken: string | null) => Promise<R>,
  ): Promise<R> {
    const used = tokens.getAccessToken();
    let result = await attempt(used);
    if (result.status !== 401) return result;
    // A refresh may have finished while this call was out (its shared promise is gone by now):
    // the token it stored is tried first, so a late 401 does not rotate the tokens again.
    const stored = tokens.getAccessToken();
    if (stored && stored !== used) result = await attempt(stored);
    if (result.status === 401 && (await refreshTokens())) {
      result = await attempt(tokens.getAccessToken());
    }
    if (result.status === 401) onSessionEnded();
    return result;
  }

  /**
   * The envelope's data and message, and the answer's headers for the few calls that say more
   * there (a list window's `X-Total-Count`).
   */
  async function request<T>(
    path: string,
    options: RequestOptions = {},
  ): Promise<{ data: T; message: string; headers: Headers }> {
    const isAuthenticated = options.isAuthenticated ?? true;
    const sent = async (accessToken: string | null) => {
      const { response, envelope } = await send<T>(path, options, accessToken);
      return { status: response.status, envelope, headers: response.headers };
    };
    const { status, envelope, headers } = isAuthenticated
      ? await withAccessToken(sent)
      : await sent(null);
    return { ...dataOf(status, envelope), headers };
  }

  return { request, withAccessToken, urlOf };
}
export type ApiClient = ReturnType<typeof createApiClient>;
