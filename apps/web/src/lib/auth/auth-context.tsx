import {
  API_PREFIX,
  GUEST,
  type LoginBody,
  type Profile,
  type Tokens,
  type Viewer,
} from '@cuebrief/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { paths } from '../../config/paths';
import { api, onRenewing, onSessionEnded } from '../api';
import { useRedirect } from '../redirect';
import { tokenStorage } from '../token-storage';
import { fetchProfile, firstProfile } from './profile-start';
import { hasWritingAccessOf, isSubscriptionEnabledOf } from './profile-flags';

type AuthState = {
  profile: Profile | null;
  /** The role that decides what a person sees; Guest when signed out. */
  viewer: Viewer;
  isAuthenticated: boolean;
  /**
   * True once the profile fetch finished, or at once when there is no token; false again while
   * an access token is being renewed (docs/contracts.md#session-in-the-browser).
   */
  isInitialised: boolean;
  /** Spec §3's reading of the profile's flag (profile-flags.ts). */
  isSubscriptionEnabled: boolean;
  /** May this person take the premium actions (send a brief, offer on audio)? */
  hasWritingAccess: boolean;
  /** Signed in, but the profile could not be loaded (server unreachable): the session is kept. */
  hasProfileLoadFailed: boolean;
  login: (credentials: LoginBody) => Promise<void>;
  logout: () => Promise<void>;
  reloadProfile: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const redirect = useRedirect();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [isAuthenticated, setIsAuthenticated] = useState(
    () => tokenStorage.getAccessToken() !== null,
  );
  // Initialised is both: the profile's load has settled, and no token is being renewed.
  const [isProfileSettled, setIsProfileSettled] = useState(
    () => tokenStorage.getAccessToken() === null,
  );
  const [isRenewing, setIsRenewing] = useState(false);
  const [hasProfileLoadFailed, setHasProfileLoadFailed] = useState(false);

  const endSession = useCallback(() => {
    tokenStorage.clear();
    setProfile(null);
    setIsAuthenticated(false);
    setIsProfileSettled(true);
    setIsRenewing(false);
  }, []);

  // Only the server can end a session (a 401 the refresh could not cure: the API client reports
  // it through onSessionEnded). A network failure or an aborted request keeps the tokens.
  const loadProfile = useCallback(
    (loading: Promise<Profile>) =>
      loading
        .then(
          (loaded) => {
            setProfile(loaded);
            setHasProfileLoadFailed(false);
          },
          () => setHasProfileLoadFailed(true),
        )
        .finally(() => setIsProfileSettled(true)),
    [],
  );
  const reloadProfile = useCallback(() => loadProfile(fetchProfile()), [loadProfile]);

  // A token found at start: load its profile (the one asked for at the start, if it was).
  // Login loads the profile itself.
  useEffect(() => {
    if (tokenStorage.getAccessToken()) void loadProfile(firstProfile());
  }, [loadProfile]);

  useEffect(
    () =>
      onSessionEnded(() => {
        endSession();
        redirect(paths.login);
      }),
    [endSession, redirect],
  );

  // Spec §4: a 401 being cured by a refresh marks the app not initialised until it is renewed.
  useEffect(() => onRenewing(setIsRenewing), []);

  const login = useCallback(
    async (credentials: LoginBody) => {
      const { data } = await api.request<Tokens>(`${API_PREFIX.auth}/login`, {
        method: 'POST',
        body: credentials,
        isAuthenticated: false,
      });
      tokenStorage.save(data);
      setProfile(await fetchProfile());
      setIsAuthenticated(true);
      setIsProfileSettled(true);
      redirect(paths.home);
    },
    [redirect],
  );

  const logout = useCallback(async () => {
    const refreshToken = tokenStorage.getRefreshToken();
    endSession();
    redirect(paths.login);
    if (refreshToken) {
      // Ends the login on the server too; the person is logged out here whatever it answers.
      await api
        .request(`${API_PREFIX.auth}/logout`, {
          method: 'POST',
          body: { refreshToken },
          isAuthenticated: false,
        })
        .catch(() => {});
    }
  }, [endSession, redirect]);

  const isInitialised = isProfileSettled && !isRenewing;
  const value = useMemo<AuthState>(() => {
    const answer = { profile, hasProfileLoadFailed };
    return {
      profile,
      viewer: isAuthenticated && profile ? profile.role : GUEST,
      isAuthenticated,
      isInitialised,
      isSubscriptionEnabled: isSubscriptionEnabledOf(answer),
      hasWritingAccess: hasWritingAccessOf(answer),
      hasProfileLoadFailed,
      login,
      logout,
      reloadProfile,
    };
  }, [profile, isAuthenticated, isInitialised, hasProfileLoadFailed, login, logout, reloadProfile]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth is used outside AuthProvider');
  return state;
}
