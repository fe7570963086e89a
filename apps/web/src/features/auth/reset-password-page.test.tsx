import type { Role } from '@cuebrief/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '../../lib/token-storage';
import { apiResponse, fakeApi, type FakeHandler } from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const RESET = '/users/v1/auth/reset-password';
const TOKEN = 'Zq3x-Ab_9'.padEnd(43, 'k');
const NEW_PASSWORD = 'a fresh start for Ava';
const DEAD_LINK = 'This link no longer works';

const reset = () => apiResponse(200, null, { message: 'Your password is reset.' });

/** The page at `address`, for `role` (a guest when null), with a server answering resets so. */
function renderPage(options: { address?: string; role?: Role | null; answer?: FakeHandler } = {}) {
  const answer = options.answer ?? reset;
  const api = fakeApi(options.role ?? null, (request) =>
    request.method === 'POST' && request.path === RESET ? answer(request) : undefined,
  );
  renderApp(<ResetPasswordPage />, {
    path: options.address ?? `/reset-password?token=${TOKEN}`,
    api,
  });
  return {
    resets: () => api.requests.filter((request) => request.path === RESET),
    calls: api.calls,
  };
}

async function choose(password: string, repeat = password) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Repeat the new password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('Reset password', () => {
  it('sends the token and the new password, says so, and goes to log in', async () => {
    const { resets } = renderPage();
    await choose(NEW_PASSWORD);
    expect(await screen.findByText('Your password is set. Log in with the new one.')).toBeVisible();
    expect(resets().map((request) => request.body)).toEqual([
      { token: TOKEN, newPassword: NEW_PASSWORD },
    ]);
    await waitFor(() => expect(shownLocation()).toBe('/login'));
  });

  it('signs a signed-in person out here too, since the reset ended their sessions', async () => {
    const { calls } = renderPage({ role: 'Client' });
    await choose(NEW_PASSWORD);
    expect(await screen.findByText('Your password is set. Log in with the new one.')).toBeVisible();
    await waitFor(() => expect(shownLocation()).toBe('/login'));
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(calls()).toContain('POST /users/v1/auth/logout');
  });

  it('applies the rules of every password, and the repeat must match, before sending', async () => {
    const { resets } = renderPage();
    await choose('short');
    expect(await screen.findByText('Use at least 8 characters')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Repeat the new password/));
    await choose(NEW_PASSWORD, 'a different password');
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    expect(resets()).toHaveLength(0);
  });

  it('shows and hides each password on request', async () => {
    renderPage();
    const box = screen.getByLabelText(/^New password/);
    expect(box).toHaveAttribute('type', 'password');
    const [show] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(show!);
    expect(box).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(box).toHaveAttribute('type', 'password');
  });

  it("puts the server's word on the password, such as a common one", async () => {
    const common = 'This password is one of the most common ones. Choose one harder to guess.';
    renderPage({
      answer: () =>
        apiResponse(400, null, {
          message: 'Please check these fields: newPassword.',
          error: 'VALIDATION_FAILED',
          fields: [{ field: 'newPassword', message: common }],
        }),
    });
    await choose('iloveyou1');
    expect(await screen.findByText(common)).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(shownLocation()).toBe(`/reset-password?token=${TOKEN}`);
  });

  it('says when the link has expired or was used, and offers to ask again', async () => {
    renderPage({
      answer: () =>
        apiResponse(400, null, {
          message: 'This password reset link has expired or was already used.',
          error: 'RESET_LINK_INVALID',
        }),
    });
    await choose(NEW_PASSWORD);
    expect(await screen.findByText(DEAD_LINK)).toBeVisible();
    expect(screen.getByText(/A reset link works once, for 30 minutes/)).toBeVisible();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(shownLocation()).toBe('/forgot-password');
  });

  it('says so at once when the address has no token', async () => {
    const { resets } = renderPage({ address: '/reset-password' });
    expect(screen.getByText(DEAD_LINK)).toBeVisible();
    expect(screen.getByText(/This address has no reset link in it/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    expect(resets()).toHaveLength(0);
  });

  it('keeps what was typed when the server cannot be reached', async () => {
    renderPage({ answer: () => Promise.reject(new TypeError('Failed to fetch')) });
    await choose(NEW_PASSWORD);
    expect(
      await screen.findByText(
        'Cuebrief could not be reached. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
  });
});
