import type { Tokens } from '@cuebrief/shared';

/**
 * docs/contracts.md#session-in-the-browser: both tokens live in local storage under these names.
 */
const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';

export const tokenStorage = {
  // No storage, no session: the build's pre-render of the guest pages runs without a browser.
  getAccessToken: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(ACCESS)),
  getRefreshToken: () => localStorage.getItem(REFRESH),
  save(tokens: Tokens): void {
    localStorage.setItem(ACCESS, tokens.accessToken);
    localStorage.setItem(REFRESH, tokens.refreshToken);
  },
  clear(): void {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
  },
};
export type TokenStorage = typeof tokenStorage;
