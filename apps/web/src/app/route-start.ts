import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params } from 'react-router';
import { tokenStorage } from '../lib/token-storage';
import { APP_ROUTES, type AppRoute } from './routes';

/**
 * Starts what a route's page needs at once, side by side: its chunk, and for a signed-in person
 * its first call (the route's `prefetch`). Otherwise they would run one after another — the
 * profile, then the chunk once the guard knows the role, then the call once the page renders.
 * The call needs the session's token, not the profile: a role that may not open the page gets a
 * refusal nobody reads, and the guard sends it elsewhere. Failures are left to the page, which
 * loads its chunk or asks its query again and says so.
 */
export function startRoute(
  route: AppRoute,
  at: { params: Params; search: URLSearchParams },
  queryClient: QueryClient,
  isSignedIn: boolean,
): void {
  // The call first: it then takes a connection before the chunk's many files queue for them.
  if (isSignedIn) route.prefetch?.(queryClient, at.params, at.search)?.catch(() => {});
  route.page.preload().catch(() => {});
}

/** The route an address opens, as the app's routes pick it, with its params. */
export function routeAt(pathname: string): { route: AppRoute; params: Params } | undefined {
  const match = matchRoutes([...APP_ROUTES], pathname)?.at(-1);
  return match && { route: match.route, params: match.params };
}

/** At the app's start: the route of the address the browser opened, before anything renders. */
export function startRouteAt(
  location: { pathname: string; search: string },
  queryClient: QueryClient,
): void {
  const opened = routeAt(location.pathname);
  if (!opened) return;
  startRoute(
    opened.route,
    { params: opened.params, search: new URLSearchParams(location.search) },
    queryClient,
    tokenStorage.getAccessToken() !== null,
  );
}
