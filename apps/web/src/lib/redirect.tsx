import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';

type RedirectState = { path: string; params?: Record<string, string>; apply: boolean };
type Redirect = (path: string, params?: Record<string, string>) => void;

const RedirectContext = createContext<Redirect>(() => {});

/**
 * docs/contracts.md#shell: a redirect is a path, optional query parameters and an `apply` flag;
 * when the flag is set the app navigates (no full reload) and clears it.
 */
export function RedirectProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<RedirectState | null>(null);
  // The redirect already navigated to: the effect runs again whenever `navigate` changes (it
  // does as the location moves), and must not send a person back to a redirect's page after
  // they have gone on to another one before its flag was cleared.
  const navigated = useRef<RedirectState | null>(null);

  useEffect(() => {
    if (!state?.apply || navigated.current === state) return;
    navigated.current = state;
    const search = new URLSearchParams(state.params).toString();
    // The flag clears once the navigation is made (a data router's navigate is a promise), and
    // only on the redirect that made it, so a newer one still goes.
    void Promise.resolve(navigate(search ? `${state.path}?${search}` : state.path)).then(() =>
      setState((current) => (current === state ? { ...current, apply: false } : current)),
    );
  }, [state, navigate]);

  const redirect = useCallback<Redirect>(
    (path, params) => setState({ path, params, apply: true }),
    [],
  );
  return <RedirectContext.Provider value={redirect}>{children}</RedirectContext.Provider>;
}

export function useRedirect(): Redirect {
  return useContext(RedirectContext);
}
