import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, type FakeRequest } from '../../test/fake-api';
import { fill } from '../../test/fill';
import { renderApp, shownLocation } from '../../test/render';
import { LoginPage } from './login-page';

const EMAIL = 'admin@cuebrief.example';
const PASSWORD = 'cuebrief-demo';
const RECOVERY = 'abcde-fghjk';
const LIMITED = 'Too many attempts. Please try again in 15 minutes.';

/**
 * A login server for an admin with two-factor sign-in: the password alone is answered with
 * SECOND_FACTOR_REQUIRED, 123456 and the recovery code sign in, other codes are wrong, and after
 * `wrongBeforeLimit` wrong ones every attempt is limited.
 */
function twoFactorLogin(wrongBeforeLimit = 10) {
  let wrong = 0;
  const api = fakeApi(null, ({ path, body }) => {
    if (path.endsWith('/login')) {
      const { code } = body as { code?: string };
      if (wrong >= wrongBeforeLimit) {
        return apiResponse(429, null, { error: 'TOO_MANY_REQUESTS', message: LIMITED });
      }
      if (code === undefined) {
        return apiResponse(401, null, {
          error: 'SECOND_FACTOR_REQUIRED',
          message: 'Enter the code from your authenticator app, or a recovery code.',
        });
      }
      if (code === '123456' || code === RECOVERY) {
        return apiResponse(200, { accessToken: 'access', refreshToken: 'refresh' });
      }
      wrong += 1;
      return apiResponse(401, null, {
        error: 'SECOND_FACTOR_WRONG',
        message: 'That code is not right. Please try again.',
      });
    }
    if (path.endsWith('/profile')) {
      return apiResponse(200, {
        role: 'Admin',
        secondFactor: { enabled: true, required: false, enrolmentRequired: false },
      });
    }
    return undefined;
  });
  return api;
}

const logins = (requests: FakeRequest[]) =>
  requests.filter((call) => call.path.endsWith('/login')).map((call) => call.body);

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/Email/), EMAIL);
  await fill(user, screen.getByLabelText(/^Password/), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('heading', { name: 'Two-factor sign-in' });
}

describe('the login page with two-factor sign-in', () => {
  it('asks for the code after the right password and signs in with it', async () => {
    const user = userEvent.setup();
    const api = twoFactorLogin();
    renderApp(<LoginPage />, { path: '/login', api });
    await passwordStep(user);
    // Not a failed login: no "Login is failed" for the first step.
    expect(screen.queryByText('Login is failed')).not.toBeInTheDocument();

    const code = screen.getByLabelText(/Code from your app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    await fill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(shownLocation()).toBe('/'));
    expect(logins(api.requests)).toEqual([
      { email: EMAIL, password: PASSWORD },
      { email: EMAIL, password: PASSWORD, code: '123456' },
    ]);
  });

  it('says a wrong code in words, on its field', async () => {
    const user = userEvent.setup();
    const api = twoFactorLogin();
    renderApp(<LoginPage />, { path: '/login', api });
    await passwordStep(user);
    await fill(user, screen.getByLabelText(/Code from your app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(
      await screen.findByText(
        'That code is not right. Check the time on your phone and try again.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText(/Code from your app/)).toHaveAccessibleDescription(
      'That code is not right. Check the time on your phone and try again.',
    );
    expect(shownLocation()).toBe('/login');
  });

  it('checks that an app code has six digits before sending it', async () => {
    const user = userEvent.setup();
    const api = twoFactorLogin();
    renderApp(<LoginPage />, { path: '/login', api });
    await passwordStep(user);
    await fill(user, screen.getByLabelText(/Code from your app/), '12a45');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Enter the 6 digits from your app')).toBeVisible();
    expect(logins(api.requests)).toHaveLength(1);
  });

  it('takes a recovery code instead, and says when one is wrong or used', async () => {
    const user = userEvent.setup();
    const api = twoFactorLogin();
    renderApp(<LoginPage />, { path: '/login', api });
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText(/Recovery code/);
    expect(field).not.toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(/Each one works once/)).toBeVisible();
    await fill(user, field, 'zzzzz-zzzzz');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(
      await screen.findByText('That recovery code is not right, or it was used already.'),
    ).toBeVisible();
    await fill(user, field, RECOVERY);
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(shownLocation()).toBe('/'));
    expect(logins(api.requests).at(-1)).toEqual({
      email: EMAIL,
      password: PASSWORD,
      code: RECOVERY,
    });
  });

  it('switches back to the app code, and Back keeps the email and password', async () => {
    const user = userEvent.setup();
    renderApp(<LoginPage />, { path: '/login', api: twoFactorLogin() });
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.click(screen.getByRole('button', { name: 'Use the code from your app' }));
    expect(screen.getByLabelText(/Code from your app/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue(EMAIL);
    expect(screen.getByLabelText(/^Password/)).toHaveValue(PASSWORD);
  });

  it('says in words when too many wrong codes were tried', async () => {
    const user = userEvent.setup();
    renderApp(<LoginPage />, { path: '/login', api: twoFactorLogin(1) });
    await passwordStep(user);
    const code = screen.getByLabelText(/Code from your app/);
    await fill(user, code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await screen.findByText(/That code is not right/);
    await fill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText(LIMITED)).toBeVisible();
    expect(shownLocation()).toBe('/login');
  });
});
