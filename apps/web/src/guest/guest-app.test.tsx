import { API_PREFIX } from '@cuebrief/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../app/query-client';
import { apiResponse, fakeApi } from '../test/fake-api';
import { loadFromServer } from './full-load';
import { GuestApp } from './guest-app';
import { GUEST_PAGES, guestPageAt } from './guest-pages';

vi.mock('./full-load', () => ({ loadFromServer: vi.fn() }));

/** The guest entry at `path`, its page loaded first as the entry does; a guest's server. */
async function openGuestPage(path: string, api = fakeApi(null), isHydrating = false) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal('fetch', api.fetch);
  const opened = guestPageAt(path);
  if (!opened) throw new Error(`${path} is not a guest page`);
  const onHydrated = vi.fn();
  render(
    <GuestApp
      opened={{ path: opened.path, Page: await opened.load() }}
      isHydrating={isHydrating}
      onHydrated={onHydrated}
    />,
  );
  return { api, onHydrated };
}

/** The style elements that define the palettes' variables (both schemes are in one sheet). */
const schemeSheets = () =>
  [...document.querySelectorAll('style')].filter((style) =>
    /--mui-palette-primary-main:\s*#/.test(style.textContent ?? ''),
  );

afterEach(() => {
  queryClient.clear();
  vi.mocked(loadFromServer).mockClear();
});

describe('the guest entry', () => {
  it.each([
    ['/', 'Cuebrief'],
    ['/info', 'How Cuebrief works'],
    ['/login', 'Log in'],
    ['/choose-user-type', 'Join Cuebrief'],
    ['/sign-up/composer', 'Sign up as a composer'],
    ['/sign-up/client', 'Sign up as an agency'],
    ['/question-answer/agency', 'Q&A for agencies'],
    ['/question-answer/composer', 'Q&A for composers'],
  ])('shows %s in the app shell, and says once it is the app’s', async (path, heading) => {
    const { onHydrated } = await openGuestPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await waitFor(() => expect(onHydrated).toHaveBeenCalledOnce());
  });

  it('leaves the colour schemes’ variable sheets to the pre-rendered head when it takes a page over, and the menu rail to a later task', async () => {
    const { onHydrated } = await openGuestPage('/login', fakeApi(null), true);
    expect(screen.queryByTestId('menu-rail')).not.toBeInTheDocument();
    await waitFor(() => expect(onHydrated).toHaveBeenCalledOnce());
    expect(await screen.findByTestId('menu-rail')).toBeInTheDocument();
    expect(schemeSheets()).toEqual([]);
  });

  it('writes the colour schemes’ variable sheets itself when it renders a page anew', async () => {
    await openGuestPage('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(screen.getByTestId('menu-rail')).toBeInTheDocument();
    expect(schemeSheets()).not.toEqual([]);
  });

  it('holds every guest page the build pre-renders, and only those', () => {
    expect(GUEST_PAGES.map((page) => [page.path, page.file])).toEqual([
      ['/', 'index.html'],
      ['/info', 'info.html'],
      ['/login', 'login.html'],
      ['/choose-user-type', 'choose-user-type.html'],
      ['/sign-up/composer', 'sign-up/composer.html'],
      ['/sign-up/client', 'sign-up/client.html'],
      ['/question-answer/agency', 'question-answer/agency.html'],
      ['/question-answer/composer', 'question-answer/composer.html'],
    ]);
    expect(guestPageAt('/login/')?.path).toBe('/login');
    expect(guestPageAt('/contact-us')).toBeUndefined();
  });

  it('opens another guest page in place, from a link', async () => {
    await openGuestPage('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(loadFromServer).not.toHaveBeenCalled();
  });

  it('sends a page it does not hold to the server, which answers with the app', async () => {
    await openGuestPage('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Contact Us' }));
    await waitFor(() => expect(loadFromServer).toHaveBeenCalledWith('/contact-us'));
  });

  it('goes on in the signed-in app once someone logs in here', async () => {
    const api = fakeApi('Composer', (request) =>
      request.path === `${API_PREFIX.auth}/login`
        ? apiResponse(200, { accessToken: 'access', refreshToken: 'refresh' })
        : undefined,
    );
    await openGuestPage('/login', api);
    await userEvent.type(await screen.findByLabelText(/^Email/), 'lena@composers.example');
    await userEvent.type(screen.getByLabelText(/^Password/), 'cuebrief-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loadFromServer).toHaveBeenCalledWith('/'));
  });
});
