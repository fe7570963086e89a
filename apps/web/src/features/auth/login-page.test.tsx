import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

function answerLogin(status: number, message: string, error: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: { code: status, message, error }, data: null }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page', () => {
  it('tells a pending account why it cannot log in yet', async () => {
    renderApp(<LoginPage />, { path: '/login' });
    const reason =
      'Your account is waiting for approval. You will get an email once it is reviewed.';
    answerLogin(403, reason, 'ACCOUNT_PENDING');
    await logIn('nina@composers.example', 'cuebrief-demo');
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Login is failed');
  });

  it('says "Login is failed" for wrong credentials without explaining more', async () => {
    renderApp(<LoginPage />, { path: '/login' });
    answerLogin(401, 'The email or password is not correct.', 'INVALID_CREDENTIALS');
    await logIn('ava@northlight.example', 'wrong password');
    expect(await screen.findByText('Login is failed')).toBeVisible();
    expect(screen.queryByText('The email or password is not correct.')).not.toBeInTheDocument();
  });

  it('checks the email before calling the server', async () => {
    renderApp(<LoginPage />, { path: '/login' });
    answerLogin(500, 'should not be called', 'INTERNAL_ERROR');
    await logIn('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
