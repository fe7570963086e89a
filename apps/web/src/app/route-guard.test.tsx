import type { Profile } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { api } from '../lib/api';
import { tokenStorage } from '../lib/token-storage';
import { apiResponse, fakeApi, profileOf } from '../test/fake-api';
import { fill } from '../test/fill';
import { renderApp, shownLocation } from '../test/render';
import { RouteGuard } from './route-guard';
import { APP_ROUTES } from './routes';

type Factor = NonNullable<Profile['secondFactor']>;
const MUST_ENROL: Factor = { enabled: false, required: true, enrolmentRequired: true };

/** Every screen behind its guard, as the app routes them. */
const AppRoutes = () => (
  <Routes>
    {APP_ROUTES.map((route) => (
      <Route key={route.path} path={route.path} element={<RouteGuard route={route} />} />
    ))}
  </Routes>
);

/** An admin's server: setup and confirm (any six digits) turn the factor on. */
function adminApi(factor: Factor) {
  let current = factor;
  return fakeApi('Admin', ({ path }) => {
    if (path.endsWith('/profile')) {
      return apiResponse(200, { ...profileOf('Admin'), secondFactor: current });
    }
    if (path.endsWith('/second-factor/setup')) {
      return apiResponse(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      });
    }
    if (path.endsWith('/second-factor/confirm')) {
      current = { ...current, enabled: true, enrolmentRequired: false };
      return apiResponse(200, { recoveryCodes: ['abcde-fghjk'] });
    }
    return undefined;
  });
}

describe('the route guard, while an admin must set up two-factor sign-in', () => {
  it.each(['/', '/all-submissions', '/users', '/payments'])(
    'sends %s to Settings, which shows only the setup',
    async (path) => {
      renderApp(<AppRoutes />, { api: adminApi(MUST_ENROL), path });
      const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
      expect(shownLocation()).toBe('/settings');
      expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      expect(
        within(section).getByText(/Set up two-factor sign-in before you continue/),
      ).toBeVisible();
      for (const other of ['Profile', 'Password']) {
        expect(screen.queryByRole('region', { name: other })).not.toBeInTheDocument();
      }
    },
  );

  it('opens the whole app once the factor is on and the codes are saved', async () => {
    const user = userEvent.setup();
    renderApp(<AppRoutes />, { api: adminApi(MUST_ENROL), path: '/settings' });
    const section = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
    await user.click(section.getByRole('button', { name: 'Set up' }));
    await fill(user, await section.findByLabelText(/Code from your app/), '123456');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    // The codes stay on screen, on the enrolment page, until they are saved.
    await user.click(
      await section.findByRole('button', { name: 'I have saved my recovery codes' }),
    );
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Two-factor sign-in' })).toBeVisible();
  });

  it('leaves an admin with the factor on where they went', async () => {
    renderApp(<AppRoutes />, {
      api: adminApi({ enabled: true, required: true, enrolmentRequired: false }),
      path: '/payments',
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(shownLocation()).toBe('/payments');
    expect(screen.queryByRole('region', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
  });
});

describe('the route guard while a session is renewed (spec §4)', () => {
  it('keeps the page as it is under a thin busy bar, then lets it be', async () => {
    const user = userEvent.setup();
    let answerRefresh: () => void = () => {};
    let isRenewed = false;
    const server = fakeApi('Composer', async ({ path }) => {
      if (path.endsWith('/refresh-token')) {
        await new Promise<void>((resolve) => (answerRefresh = resolve));
        isRenewed = true;
        return apiResponse(200, { accessToken: 'fresh', refreshToken: 'refresh-2' });
      }
      if (path === '/users/v1/ping') {
        return isRenewed ? apiResponse(200, 'pong') : apiResponse(401, null);
      }
      return undefined;
    });
    renderApp(<AppRoutes />, { api: server, path: '/contact-us' });
    const subject = await screen.findByLabelText(/Subject/);
    await user.type(subject, 'A cue for a trailer');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    tokenStorage.save({ accessToken: 'expired', refreshToken: 'refresh-1' });
    const ping = api.request('/users/v1/ping');
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    // The same page, with what was typed, at the same address: no loader, no signed-out page.
    expect(screen.getByLabelText(/Subject/)).toBe(subject);
    expect(subject).toHaveValue('A cue for a trailer');
    expect(shownLocation()).toBe('/contact-us');

    answerRefresh();
    await expect(ping).resolves.toMatchObject({ data: 'pong' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Subject/)).toHaveValue('A cue for a trailer');
  });
});
