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

/** Why a call failed after its refresh did (spec §4: the refresh-failure message). */
export const INVALID_REFRESH_TOKEN = 'INVALID_REFRESH_TOKEN';

/**
 * What a refresh came to: new tokens; refused by the server (or nothing to refresh with), which
 * ends the session; or the server could not be reached, which keeps it for the next call to try.
 */
type Refresh =
  { outcome: 'renewed' } | { outcome: 'refused'; refusal: ApiError } | { outcome: 'unreachable' };

/**
 * The one way the app talks to the API (docs/contracts.md#session-in-the-browser). Authenticated
 * calls carry the bearer token; a 401 refreshes it once — concurrent 401s share that one refresh,
 * which `onRenewing` reports while it runs — and retries. If the server refuses the refresh, or
 * there is nothing to refresh with, the session ends and the call fails as INVALID_REFRESH_TOKEN.
 * A 401 on a call made without a token ends any session the browser still holds.
 */
export function createApiClient(deps: {
  baseUrl: string;
  tokens: TokenStorage;
  onSessionEnded: () => void;
  /** True when a refresh starts, false once it has renewed the tokens or could not be tried. */
  onRenewing?: (isRenewing: boolean) => void;
}) {
  const { baseUrl, tokens, onSessionEnded, onRenewing = () => {} } = deps;
  let refreshing: Promise<Refresh> | null = null;

  function urlOf(path: string, query?: RequestOptions['query']): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    return `${baseUrl}${path}${text ? `?${text}` : ''}`;
  }

  const hasSession = () => tokens.getAccessToken() !== null || tokens.getRefreshToken() !== null;

  /** The refused refresh as the call's failure: the server's refusal, or one made here. */
  const invalidRefreshToken = (envelope?: Envelope<unknown> | null) =>
    new ApiError(
      envelope?.status.message ?? INVALID_REFRESH_TOKEN,
      401,
      envelope?.status.error ?? INVALID_REFRESH_TOKEN,
    );

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
  function refreshTokens(): Promise<Refresh> {
    refreshing ??= (async (): Promise<Refresh> => {
      const refreshToken = tokens.getRefreshToken();
      if (!refreshToken) return { outcome: 'refused', refusal: invalidRefreshToken() };
      onRenewing(true);
      const answer = await send<Tokens>(
        `${API_PREFIX.auth}/refresh-token`,
        { method: 'POST', body: { refreshToken } },
        null,
      ).catch(() => null);
      const { response, envelope } = answer ?? { response: null, envelope: null };
      if (response?.ok && envelope?.data) {
        tokens.save(envelope.data);
        onRenewing(false);
        return { outcome: 'renewed' };
      }
      // Only the server's no ends a session: a refresh that never got an answer, or a server
      // that failed (5xx, a proxy between deploys), leaves the tokens for the next call to try.
      if (!response || response.status >= 500) {
        onRenewing(false);
        return { outcome: 'unreachable' };
      }
      return { outcome: 'refused', refusal: invalidRefreshToken(envelope) };
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * Runs one call with the stored access token and, on a 401, once more with refreshed tokens;
   * a refused refresh, or a 401 after that, ends the session. Any transport goes through here
   * (fetch for JSON, XMLHttpRequest for uploads with progress), so every call renews a token the
   * same way. A refused refresh rejects the call with INVALID_REFRESH_TOKEN (spec §4).
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
    if (result.status !== 401) return result;
    const refresh = await refreshTokens();
    if (refresh.outcome === 'refused') {
      onSessionEnded();
      throw refresh.refusal;
    }
    if (refresh.outcome === 'unreachable') throw new ApiError('Network Error', 0, 'NETWORK_ERROR');
    result = await attempt(tokens.getAccessToken());
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
    // Spec §4: a 401 on an unauthenticated call logs out, whatever session is still kept here.
    if (!isAuthenticated && status === 401 && hasSession()) onSessionEnded();
    return { ...dataOf(status, envelope), headers };
  }

  return { request, withAccessToken, urlOf };
}
export type ApiClient = ReturnType<typeof createApiClient>;
