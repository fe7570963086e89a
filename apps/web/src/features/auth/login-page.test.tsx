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
  it('tells a pending account why it cannot log in yet', async () => {
    const reason =
      'Your account is waiting for approval. You will get an email once it is reviewed.';
    renderRefusingLogin(403, reason, 'ACCOUNT_PENDING');
    await logIn('nina@composers.example', 'cuebrief-demo');
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Login is failed');
  });

  it('says "Login is failed" for wrong credentials without explaining more', async () => {
    renderRefusingLogin(401, 'The email or password is not correct.', 'INVALID_CREDENTIALS');
    await logIn('ava@northlight.example', 'wrong password');
    expect(await screen.findByText('Login is failed')).toBeVisible();
    expect(screen.queryByText('The email or password is not correct.')).not.toBeInTheDocument();
  });

  it('checks the email before calling the server', async () => {
    renderRefusingLogin(500, 'should not be called', 'INTERNAL_ERROR');
    await logIn('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
