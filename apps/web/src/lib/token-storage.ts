import type { Tokens } from '@cuebrief/shared';

/**
 * docs/contracts.md#session-in-the-browser: both tokens live in local storage under these names.
 */
const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';
/** The attribute SESSION_MARK_SCRIPT (packages/shared) sets on <html>. */
const SESSION_MARK_ATTRIBUTE = 'data-session';

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
    // A pre-rendered guest page marked its document as a session's when it loaded (decision
    // 034), to keep its guest content and menu out of a signed-in person's sight; without the
    // session the mark would keep hiding them (the menu rail, after logging out).
    document.documentElement.removeAttribute(SESSION_MARK_ATTRIBUTE);
  },
};
export type TokenStorage = typeof tokenStorage;
