import { API_PREFIX } from '@cuebrief/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, requestSubmissionsPath } from '../config/paths';
import { tokenStorage } from '../lib/token-storage';
import { SCREEN_WINDOWS } from '../lib/window-query';
import { fakeApi, uuidOf, type FakeRequest } from '../test/fake-api';
import { renderApp } from '../test/render';
import { RouteGuard } from './route-guard';
import { routeAt, startRouteAt } from './route-start';
import { APP_ROUTES, type AppRoute } from './routes';

const REQUEST_ID = uuidOf(7);
const CARDS = requestSubmissionsPath(REQUEST_ID);
const LIST_CALL = `GET ${API_PREFIX.request}/client/submissions?requestId=${REQUEST_ID}&limit=${SCREEN_WINDOWS.submissions}&offset=0`;
const cardsRoute = APP_ROUTES.find((route) => route.path === paths.requestSubmissions)!;

/** An answer that never comes: what is asked while it is out was asked without waiting for it. */
const never = () => new Promise<never>(() => {});

/** A server that holds the profile (or everything) and records what the app asks. */
const heldApi = (held: (request: FakeRequest) => boolean) =>
  fakeApi('Client', (request) => (held(request) ? never() : undefined));

/** The cards' route with a chunk that never arrives. */
const cardsWithoutChunk: AppRoute = {
  ...cardsRoute,
  page: Object.assign(lazy(never), { preload: never }),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a route’s chunk and first call, started together', () => {
  it('finds the route an address opens, as the app’s routes pick it', () => {
    expect(routeAt(CARDS)).toEqual({ route: cardsRoute, params: { id: REQUEST_ID } });
    expect(routeAt('/')?.route.path).toBe(paths.home);
    expect(routeAt('/no/such/page')).toBeUndefined();
  });

  it('at the start, a signed-in person’s list call leaves while the chunk and profile are out', async () => {
    tokenStorage.save({ accessToken: 'token', refreshToken: 'refresh' });
    const api = heldApi(() => true);
    vi.stubGlobal('fetch', api.fetch);
    const preload = vi.spyOn(cardsRoute.page, 'preload').mockImplementation(never);
    startRouteAt({ pathname: CARDS, search: '' }, new QueryClient());
    expect(preload).toHaveBeenCalledOnce();
    await waitFor(() => expect(api.calls()).toEqual([LIST_CALL]));
  });

  it('loads only the chunk for a guest, and no list for the table of takes', async () => {
    const api = heldApi(() => true);
    vi.stubGlobal('fetch', api.fetch);
    const preload = vi.spyOn(cardsRoute.page, 'preload').mockImplementation(never);
    startRouteAt({ pathname: CARDS, search: '' }, new QueryClient());
    tokenStorage.save({ accessToken: 'token', refreshToken: 'refresh' });
    startRouteAt({ pathname: CARDS, search: '?view=table' }, new QueryClient());
    expect(preload).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls()).toEqual([]);
  });

  it('a link to the page asks for its list before its chunk has come', async () => {
    const api = heldApi(() => false);
    renderApp(
      <Routes>
        <Route path="/" element={<Link to={CARDS}>The takes</Link>} />
        <Route path={paths.requestSubmissions} element={<RouteGuard route={cardsWithoutChunk} />} />
      </Routes>,
      { api },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'The takes' }));
    await waitFor(() => expect(api.calls()).toContain(LIST_CALL));
    expect(screen.getByRole('status')).toContainElement(screen.getByLabelText('Loading…'));
  });

  it('a page opened signed in asks for its list before the profile has come', async () => {
    const api = heldApi(({ path }) => path.endsWith('/profile'));
    renderApp(
      <Routes>
        <Route path={paths.requestSubmissions} element={<RouteGuard route={cardsWithoutChunk} />} />
      </Routes>,
      { api, path: CARDS },
    );
    await waitFor(() => expect(api.calls()).toContain(LIST_CALL));
    expect(api.calls()).toContain(`GET ${API_PREFIX.auth}/profile`);
  });
});
