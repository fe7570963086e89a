import type { SharePage } from '@cuebrief/shared';
import { useCallback, useEffect, useState } from 'react';
import { passStore } from './pass-store';
import { openSharePage, ShareCallError } from './share-api';

/** What the recipient's page shows: each state of a link is a page of its own. */
export type PageView =
  | { kind: 'loading' }
  | { kind: 'password'; problem: PasswordProblem; isSending: boolean }
  | { kind: 'not-found' | 'expired' | 'revoked' | 'failed' }
  | { kind: 'open'; page: SharePage };

export type PasswordProblem = null | 'missing' | 'wrong' | { retryMinutes: number };

/**
 * The page a refused call leads to, or null for a refusal the caller shows itself (a download
 * the link may not give, a comment too long). Codes, never messages, decide.
 */
export function viewOfRefusal(error: unknown, sentPassword = false): PageView | null {
  if (!(error instanceof ShareCallError)) return { kind: 'failed' };
  switch (error.status) {
    case 0:
      return { kind: 'failed' };
    case 401:
      return {
        kind: 'password',
        problem: sentPassword && error.code === 'LINK_PASSWORD_WRONG' ? 'wrong' : null,
        isSending: false,
      };
    case 429:
      return {
        kind: 'password',
        problem: { retryMinutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) },
        isSending: false,
      };
    // A token of the wrong shape is refused as a bad parameter: to its reader, it does not exist.
    case 400:
    case 404:
      return { kind: 'not-found' };
    case 410:
      return { kind: error.code === 'LINK_REVOKED' ? 'revoked' : 'expired' };
    default:
      return error.status >= 500 ? { kind: 'failed' } : null;
  }
}

/**
 * Opens the link with the password the recipient typed, else with the pass this tab kept: the
 * page to show. A pass is kept on success and forgotten when the server no longer takes it.
 */
async function attemptOpen(token: string, password?: string): Promise<PageView> {
  try {
    const body = password === undefined ? { pass: passStore.read(token) } : { password };
    const page = await openSharePage(token, body);
    passStore.save(token, page.pass);
    return { kind: 'open', page };
  } catch (error) {
    if (error instanceof ShareCallError && error.status === 401) passStore.forget(token);
    return viewOfRefusal(error, password !== undefined) ?? { kind: 'failed' };
  }
}

/**
 * The recipient's page of `token` (null: the address holds none): opened at once, then with the
 * password the recipient types. `refused` takes any later call's refusal and answers whether it
 * changed the page: a link that ended shows why, a pass gone stale opens the link again.
 */
export function useSharePage(token: string | null) {
  const [view, setView] = useState<PageView>(token ? { kind: 'loading' } : { kind: 'not-found' });
  // Bumped by "Try again": opens the link once more.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    void attemptOpen(token).then((next) => {
      if (isCurrent) setView(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [token, attempt]);

  const submitPassword = useCallback(
    (password: string) => {
      if (!token) return;
      if (!password) {
        setView({ kind: 'password', problem: 'missing', isSending: false });
        return;
      }
      setView((current) =>
        current.kind === 'password' ? { ...current, isSending: true } : current,
      );
      void attemptOpen(token, password).then(setView);
    },
    [token],
  );

  const retry = useCallback(() => {
    setView({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const refused = useCallback(
    (error: unknown): boolean => {
      const next = viewOfRefusal(error);
      if (!next || next.kind === 'failed') return false;
      if (next.kind === 'password') {
        // The pass went stale (it lasts 12 hours at most): open again, which asks for the
        // password only if the link has one.
        if (token) passStore.forget(token);
        retry();
        return true;
      }
      setView(next);
      return true;
    },
    [token, retry],
  );

  return { view, submitPassword, retry, refused };
}
