import { afterEach, describe, expect, it } from 'vitest';
import { tokenStorage } from './token-storage';

describe('the session in the browser', () => {
  afterEach(() => document.documentElement.removeAttribute('data-session'));

  it('keeps both tokens, and clearing them ends the session mark of a pre-rendered page', () => {
    // As SESSION_MARK_SCRIPT leaves a guest page loaded with a session.
    document.documentElement.setAttribute('data-session', '');
    tokenStorage.save({ accessToken: 'access', refreshToken: 'refresh' });
    expect([tokenStorage.getAccessToken(), tokenStorage.getRefreshToken()]).toEqual([
      'access',
      'refresh',
    ]);

    tokenStorage.clear();

    expect([tokenStorage.getAccessToken(), tokenStorage.getRefreshToken()]).toEqual([null, null]);
    // Else a guest's menu rail stays hidden after logging out (the rule is MenuRail's).
    expect(document.documentElement).not.toHaveAttribute('data-session');
  });
});
