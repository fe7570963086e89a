import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, type FakeHandler } from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const ASK = '/users/v1/auth/forgot-password';
const LINK_ASKED = 'If an account uses this email, a link to reset its password is on its way.';

/** The page, with a server that answers the ask with `answer` (by default the neutral 200). */
function renderPage(answer: FakeHandler = () => apiResponse(200, null, { message: LINK_ASKED })) {
  const api = fakeApi(null, (request) =>
    request.method === 'POST' && request.path === ASK ? answer(request) : undefined,
  );
  renderApp(<ForgotPasswordPage />, { path: '/forgot-password', api });
  return { asked: () => api.requests.filter((request) => request.path === ASK) };
}

async function askFor(email: string) {
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('Forgot password', () => {
  it('checks the email with the shared schema before sending anything', async () => {
    const { asked } = renderPage();
    await askFor('not an email');
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(asked()).toHaveLength(0);
  });

  it('sends the email and says the same neutral thing whatever the answer means', async () => {
    const { asked } = renderPage();
    await askFor('ava@northlight.example');

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(
      screen.getByText(
        /If an account uses ava@northlight\.example, a link to choose a new password/,
      ),
    ).toBeVisible();
    expect(asked().map((request) => request.body)).toEqual([{ email: 'ava@northlight.example' }]);

    // Another link goes to the same address without typing it again.
    await userEvent.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ava@northlight.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(asked()).toHaveLength(2);

    await userEvent.click(screen.getByRole('link', { name: 'Back to log in' }));
    expect(shownLocation()).toBe('/login');
  });

  it('shows that it is sending, and sends once', async () => {
    let answer: (response: Response) => void = () => {};
    const { asked } = renderPage(() => new Promise<Response>((resolve) => (answer = resolve)));
    await askFor('theo@composers.example');
    const button = screen.getByRole('button', { name: /Send reset link/ });
    expect(await screen.findByRole('progressbar')).toBeVisible();
    expect(button).toBeDisabled();
    // Enter in the box while it sends does not send again.
    await userEvent.type(screen.getByLabelText(/^Email/), '{Enter}');
    answer(apiResponse(200, null, { message: LINK_ASKED }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(asked()).toHaveLength(1);
  });

  it('says how long to wait when too many links were asked for', async () => {
    const wait = 'Too many attempts. Please try again in 42 minutes.';
    renderPage(() => apiResponse(429, null, { message: wait, error: 'TOO_MANY_REQUESTS' }));
    await askFor('ava@northlight.example');
    expect(await screen.findByText(wait)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('keeps the form when the server cannot be reached, and says so', async () => {
    renderPage(() => Promise.reject(new TypeError('Failed to fetch')));
    await askFor('ava@northlight.example');
    expect(
      await screen.findByText(
        'Cuebrief could not be reached. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ava@northlight.example');
  });
});
