import { API_PREFIX, COLOR_SCHEME_STORAGE_KEY, type ColorSchemeChoice } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccountColorScheme } from '../../lib/color-mode/account-color-scheme';
import { apiResponse, fakeApi, profileOf } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { stubMediaQueries } from '../../test/screen-width';
import { ColorModeChoice } from './color-mode-choice';
import { ColorModeMenu } from './color-mode-menu';

const COLOR_SCHEME_PATH = `${API_PREFIX.auth}/color-scheme`;

/** The device's own setting, as prefers-color-scheme answers it. */
const stubDeviceScheme = (scheme: 'light' | 'dark') =>
  stubMediaQueries((query) => query.includes('prefers-color-scheme: dark') && scheme === 'dark');

const shownScheme = () => document.documentElement.getAttribute('data-color-scheme');

/** A signed-in person whose account holds `choice`; PUT /color-scheme answers `saveStatus`. */
function accountWith(choice: ColorSchemeChoice | null, saveStatus = 200) {
  return fakeApi('Client', ({ method, path, body }) => {
    if (path === `${API_PREFIX.auth}/profile`) {
      return apiResponse(200, { ...profileOf('Client'), colorScheme: choice });
    }
    if (method === 'PUT' && path === COLOR_SCHEME_PATH) {
      return saveStatus === 200
        ? apiResponse(200, { ...profileOf('Client'), ...(body as object) })
        : apiResponse(saveStatus, null, { message: 'Down', error: 'INTERNAL' });
    }
    return undefined;
  });
}

const schemeWrites = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.path === COLOR_SCHEME_PATH).map(({ body }) => body);

beforeEach(() => {
  document.documentElement.removeAttribute('data-color-scheme');
});

describe('the colour scheme menu in the app bar', () => {
  it('follows the device until someone chooses: dark on a dark device, light on a light one', async () => {
    stubDeviceScheme('dark');
    const { unmount } = renderApp(<ColorModeMenu />);
    expect(
      await screen.findByRole('button', { name: 'Colour scheme: Match the device' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(shownScheme()).toBe('dark'));
    unmount();
    stubDeviceScheme('light');
    renderApp(<ColorModeMenu />);
    await waitFor(() => expect(shownScheme()).toBe('light'));
  });

  it('switches by keyboard, keeps the choice in this browser, and tells no server for a guest', async () => {
    stubDeviceScheme('light');
    const api = fakeApi(null);
    renderApp(<ColorModeMenu />, { api });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Colour scheme/ });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Colour scheme' });
    expect(within(menu).getByRole('menuitemradio', { name: 'Match the device' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(shownScheme()).toBe('dark'));
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Colour scheme: Dark' })).toHaveFocus();
    expect(schemeWrites(api)).toEqual([]);
  });

  it("keeps a signed-in person's choice on their account too", async () => {
    stubDeviceScheme('dark');
    const api = accountWith(null);
    renderApp(<ColorModeMenu />, { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Colour scheme/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Light' }));
    await waitFor(() => expect(shownScheme()).toBe('light'));
    await waitFor(() => expect(schemeWrites(api)).toEqual([{ colorScheme: 'light' }]));
  });

  it('says when the account could not keep it, and keeps it in this browser all the same', async () => {
    stubDeviceScheme('light');
    renderApp(<ColorModeMenu />, { api: accountWith(null, 500) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Colour scheme/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your colour scheme is kept on this device, but could not be saved to your account.',
    );
    expect(shownScheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });
});

describe("the account's colour scheme", () => {
  it('is applied when the profile arrives, over what this browser had', async () => {
    stubDeviceScheme('light');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    renderApp(
      <>
        <AccountColorScheme />
        <ColorModeMenu />
      </>,
      { api: accountWith('dark') },
    );
    await waitFor(() => expect(shownScheme()).toBe('dark'));
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Colour scheme: Dark' })).toBeInTheDocument();
  });

  it("leaves this browser's choice when the account never chose", async () => {
    stubDeviceScheme('light');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    const api = accountWith(null);
    renderApp(<AccountColorScheme />, { api });
    await waitFor(() => expect(api.calls()).toContain('GET /users/v1/auth/profile'));
    await waitFor(() => expect(shownScheme()).toBe('dark'));
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });
});

describe("Settings' colour scheme section", () => {
  it('shows the choice pressed and changes it', async () => {
    stubDeviceScheme('light');
    const api = accountWith('dark');
    renderApp(
      <>
        <AccountColorScheme />
        <ColorModeChoice />
      </>,
      { api },
    );
    const section = await screen.findByRole('region', { name: 'Colour scheme' });
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Dark' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Match the device' }));
    await waitFor(() => expect(shownScheme()).toBe('light'));
    expect(within(section).getByRole('button', { name: 'Match the device' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(schemeWrites(api)).toEqual([{ colorScheme: 'system' }]));
  });
});
