import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { LoginPage } from './login-page';

/** The login page, with a server that refuses every call with `status`, `message` and `error`. */
function renderRefusingLogin(status: number, message: string, error: string) {
  renderApp(<LoginPage />, {
    path: '/login',
    api: fakeApi(null, () => apiResponse(status, null, { message, error })),
  });
}

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page', () => {
  it.each([
    [
      403,
      'ACCOUNT_PENDING',
      'Your account is waiting for approval. You will get an email once it is reviewed.',
    ],
    [403, 'ACCOUNT_REJECTED', 'Your account request was not approved.'],
    [429, 'TOO_MANY_REQUESTS', 'Too many attempts. Try again in 15 minutes.'],
  ])(
    'answers a %i %s with its reason alone, not the "Login is failed" toast',
    async (status, code, reason) => {
      renderRefusingLogin(status, reason, code);
      await logIn('nina@composers.example', 'cuebrief-demo');
      expect(await screen.findByText(reason)).toBeVisible();
      // One message for the situation: the reason, and no toast contradicting it.
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([reason]);
      expect(screen.queryByText('Login is failed')).not.toBeInTheDocument();
    },
  );

  it('says "Login is failed" for wrong credentials without explaining more', async () => {
    renderRefusingLogin(401, 'The email or password is not correct.', 'INVALID_CREDENTIALS');
    await logIn('ava@northlight.example', 'wrong password');
    expect(await screen.findByText('Login is failed')).toBeVisible();
    expect(screen.queryByText('The email or password is not correct.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Login is failed',
    ]);
  });

  it('checks the email before calling the server', async () => {
    renderRefusingLogin(500, 'should not be called', 'INTERNAL_ERROR');
    await logIn('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
