import type { Profile, Role } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../../lib/auth/auth-context';
import { tokenStorage } from '../../lib/token-storage';
import { apiResponse, fakeApi, profileOf, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { SettingsPage } from './settings-page';

const PROFILES: Record<Role, Profile> = {
  Composer: { ...profileOf('Composer'), firstName: 'Lena', lastName: 'Hart', pro: 'GEMA' },
  Client: {
    ...profileOf('Client'),
    firstName: 'Ava',
    lastName: 'Morgan',
    clientAgencyName: 'Northlight Agency',
    website: 'https://northlight.example',
    agencyLocationCity: 'London',
    trialEndsAt: '2999-12-05T10:00:00.000Z',
  },
  Admin: profileOf('Admin'),
};

/**
 * A tiny account server: the profile (changed by update-profile), change-password that answers
 * new tokens, and remove-account. `answers` overrides a call's answer by "METHOD path-end".
 */
function accountApi(role: Role, answers: Record<string, () => Response | Promise<Response>> = {}) {
  let profile = PROFILES[role];
  return fakeApi(role, ({ method, path, body }) => {
    const override = Object.entries(answers).find(([key]) => {
      const [m, end] = key.split(' ');
      return m === method && path.endsWith(end ?? '');
    });
    if (override) return override[1]();
    if (path.endsWith('/profile')) return apiResponse(200, profile);
    if (path.endsWith('/update-profile')) {
      profile = { ...profile, ...(body as Partial<Profile>) };
      return apiResponse(200, profile);
    }
    if (path.endsWith('/change-password')) {
      return apiResponse(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });
    }
    if (path.endsWith('/remove-account')) return apiResponse(200, null);
    if (path.endsWith('/logout')) return apiResponse(401, null);
    return undefined;
  });
}

/** What the rest of the app sees: the auth state's profile and the current address. */
function Probe() {
  const { profile } = useAuth();
  const { pathname } = useLocation();
  return (
    <p data-testid="probe">
      {profile ? `${profile.firstName} ${profile.lastName}` : 'signed out'} at {pathname}
    </p>
  );
}

async function renderSettings(role: Role, api = accountApi(role)) {
  renderApp(
    <>
      <SettingsPage />
      <Probe />
    </>,
    { api, path: '/settings' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { sent: api.requests };
}

/** The writes to a path ending in `end`, as they were sent. */
const writes = (sent: FakeRequest[], end: string) =>
  sent
    .filter((call) => call.method !== 'GET' && call.path.endsWith(end))
    .map(({ method, path, body }) => ({ method, path, body }));

const profileForm = () => within(screen.getByRole('region', { name: 'Profile' }));
const passwordForm = () => within(screen.getByRole('region', { name: 'Password' }));

async function retype(scope: ReturnType<typeof within>, label: string | RegExp, value: string) {
  const field = scope.getByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

describe('settings: profile', () => {
  it('shows a composer their own fields, prefilled, with the email read-only', async () => {
    await renderSettings('Composer');
    const form = profileForm();
    expect(form.getByLabelText(/First name/)).toHaveValue('Lena');
    expect(form.getByLabelText(/Last name/)).toHaveValue('Hart');
    expect(form.getByLabelText('Phone')).toHaveValue('');
    expect(form.getByLabelText('PRO')).toHaveValue('GEMA');
    expect(form.getByLabelText('IPI number')).toHaveValue('');
    expect(form.queryByLabelText(/Agency name/)).not.toBeInTheDocument();
    const email = form.getByLabelText('Email');
    expect(email).toHaveValue('composer@test.example');
    expect(email).toHaveAttribute('readonly');
    expect(form.getByText('Email changes are not offered.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Plan' })).not.toBeInTheDocument();
  });

  it('sends only the changed fields, toasts, and the whole app sees the new profile', async () => {
    const { sent } = await renderSettings('Composer');
    await retype(profileForm(), /First name/, 'Lene');
    await retype(profileForm(), 'IPI number', '00456789123');
    await userEvent.click(profileForm().getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('UPDATE PROFILE SUCCESS')).toBeVisible();
    expect(writes(sent, '/update-profile')).toEqual([
      {
        method: 'PUT',
        path: '/users/v1/auth/update-profile',
        body: { firstName: 'Lene', ipiNumber: '00456789123' },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Lene Hart'));
    expect(profileForm().getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('lets a composer ask for a digest of new requests, saved with the profile', async () => {
    const { sent } = await renderSettings('Composer');
    const digest = profileForm().getByRole('switch', {
      name: 'Email me a digest of new requests',
    });
    expect(digest).not.toBeChecked();
    await userEvent.click(digest);
    await userEvent.click(profileForm().getByRole('button', { name: 'Save changes' }));
    await screen.findByText('UPDATE PROFILE SUCCESS');
    expect(writes(sent, '/update-profile')[0]?.body).toEqual({ notifyNewRequests: true });
    expect(
      profileForm().getByRole('switch', { name: 'Email me a digest of new requests' }),
    ).toBeChecked();
  });

  it.each([
    [
      'Composer',
      'Email me a digest of comments, decisions and offers',
      /what happened to your takes/,
    ],
    [
      'Client',
      'Email me when composers send new versions',
      /new versions of takes sent to your requests/,
    ],
  ] as const)(
    'lets a %s turn off the review digest, saying what it holds for them',
    async (role, label, help) => {
      const { sent } = await renderSettings(role);
      const digest = profileForm().getByRole('switch', { name: label });
      expect(digest).toBeChecked();
      expect(digest).toHaveAccessibleDescription(help);
      await userEvent.click(digest);
      await userEvent.click(profileForm().getByRole('button', { name: 'Save changes' }));
      await screen.findByText('UPDATE PROFILE SUCCESS');
      expect(writes(sent, '/update-profile')[0]?.body).toEqual({ notifyReviewActivity: false });
      expect(profileForm().getByRole('switch', { name: label })).not.toBeChecked();
    },
  );

  it('shows a client the agency fields and their plan', async () => {
    const { sent } = await renderSettings('Client');
    const form = profileForm();
    expect(form.getByLabelText(/Agency name/)).toHaveValue('Northlight Agency');
    expect(form.getByLabelText('Website')).toHaveValue('https://northlight.example');
    expect(form.getByLabelText('City')).toHaveValue('London');
    expect(form.getByLabelText('Country')).toHaveValue('');
    expect(form.getByLabelText('Your role')).toHaveValue('');
    expect(form.queryByLabelText('PRO')).not.toBeInTheDocument();
    // Of the mails, only the review digest is a client's (new requests are for composers).
    expect(form.getAllByRole('switch')).toEqual([
      form.getByRole('switch', { name: 'Email me when composers send new versions' }),
    ]);
    const plan = within(screen.getByRole('region', { name: 'Plan' }));
    expect(plan.getByText('Free trial')).toBeVisible();
    expect(plan.getByText('Your free trial runs until 5 Dec 2999.')).toBeVisible();

    await retype(form, 'Country', 'United Kingdom');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('UPDATE PROFILE SUCCESS');
    expect(writes(sent, '/update-profile')[0]?.body).toEqual({
      agencyLocationCountry: 'United Kingdom',
    });
  });

  it('checks the fields with the shared schema and refuses to empty them', async () => {
    const { sent } = await renderSettings('Client');
    await retype(profileForm(), 'Website', 'northlight');
    await retype(profileForm(), /Last name/, '');
    await retype(profileForm(), 'City', '');
    await userEvent.click(profileForm().getByRole('button', { name: 'Save changes' }));
    expect(
      await profileForm().findByText('Enter a full web address, such as https://agency.com'),
    ).toBeVisible();

    await retype(profileForm(), 'Website', 'https://northlight.example');
    await userEvent.click(profileForm().getByRole('button', { name: 'Save changes' }));
    expect(await profileForm().findByText('Required')).toBeVisible();
    expect(
      profileForm().getByText('Once given, this can be changed but not left empty.'),
    ).toBeVisible();
    expect(writes(sent, '/update-profile')).toHaveLength(0);
  });

  it('says when the server refuses, on the field and in a toast', async () => {
    await renderSettings(
      'Composer',
      accountApi('Composer', {
        'PUT /update-profile': () =>
          apiResponse(400, null, {
            error: 'VALIDATION_FAILED',
            fields: [{ field: 'pro', message: 'Too long for a PRO' }],
          }),
      }),
    );
    await retype(profileForm(), 'PRO', 'BMI');
    await userEvent.click(profileForm().getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('UPDATE PROFILE FAILED')).toBeVisible();
    expect(profileForm().getByText('Too long for a PRO')).toBeVisible();
    expect(screen.getByTestId('probe')).toHaveTextContent('Lena Hart');
  });

  it('gives an admin only the name and phone, and no account removal', async () => {
    await renderSettings('Admin');
    const fields = profileForm()
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('name') ?? 'email');
    expect(fields).toEqual(['email', 'firstName', 'lastName', 'phone']);
    expect(profileForm().queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Password' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Remove account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove my account' })).not.toBeInTheDocument();
  });
});

describe('settings: password', () => {
  it('blocks a repeat that does not match, without calling the server', async () => {
    const { sent } = await renderSettings('Admin');
    await retype(passwordForm(), /Current password/, 'cuebrief-demo');
    await retype(passwordForm(), /^New password/, 'a longer password');
    await retype(passwordForm(), /Repeat the new password/, 'a longer pasword');
    await userEvent.click(passwordForm().getByRole('button', { name: 'Change password' }));
    expect(await passwordForm().findByText('The passwords do not match')).toBeVisible();
    expect(writes(sent, '/change-password')).toHaveLength(0);
  });

  it('changes it, keeps this session with the new tokens and clears the form', async () => {
    const { sent } = await renderSettings('Composer');
    await retype(passwordForm(), /Current password/, 'cuebrief-demo');
    await retype(passwordForm(), /^New password/, 'a longer password');
    await retype(passwordForm(), /Repeat the new password/, 'a longer password');
    await userEvent.click(passwordForm().getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('UPDATE PASSWORD SUCCESS')).toBeVisible();
    expect(writes(sent, '/change-password')).toEqual([
      {
        method: 'PUT',
        path: '/users/v1/auth/change-password',
        body: {
          currentPassword: 'cuebrief-demo',
          newPassword: 'a longer password',
          endOtherSessions: true,
        },
      },
    ]);
    expect(tokenStorage.getAccessToken()).toBe('new-access');
    expect(tokenStorage.getRefreshToken()).toBe('new-refresh');
    await waitFor(() => expect(passwordForm().getByLabelText(/Current password/)).toHaveValue(''));
    expect(passwordForm().getByLabelText(/^New password/)).toHaveValue('');
    expect(passwordForm().getByLabelText(/Repeat the new password/)).toHaveValue('');
  });

  it('keeps the other devices signed in when “Sign out of other devices” is unticked', async () => {
    const { sent } = await renderSettings('Admin');
    const endOthers = passwordForm().getByRole('checkbox', { name: 'Sign out of other devices' });
    expect(endOthers).toBeChecked();
    expect(endOthers).toHaveAccessibleDescription(/keep your other devices signed in/);
    await userEvent.click(endOthers);
    await retype(passwordForm(), /Current password/, 'cuebrief-demo');
    await retype(passwordForm(), /^New password/, 'a longer password');
    await retype(passwordForm(), /Repeat the new password/, 'a longer password');
    await userEvent.click(passwordForm().getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('UPDATE PASSWORD SUCCESS')).toBeVisible();
    expect(writes(sent, '/change-password')[0]?.body).toEqual({
      currentPassword: 'cuebrief-demo',
      newPassword: 'a longer password',
      endOtherSessions: false,
    });
  });

  it('marks a wrong current password and toasts the failure', async () => {
    await renderSettings(
      'Client',
      accountApi('Client', {
        'PUT /change-password': () =>
          apiResponse(400, null, {
            error: 'WRONG_PASSWORD',
            fields: [{ field: 'currentPassword', message: 'The current password is not correct' }],
          }),
      }),
    );
    await retype(passwordForm(), /Current password/, 'not it');
    await retype(passwordForm(), /^New password/, 'a longer password');
    await retype(passwordForm(), /Repeat the new password/, 'a longer password');
    await userEvent.click(passwordForm().getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('UPDATE PASSWORD FAILED')).toBeVisible();
    expect(passwordForm().getByText('The current password is not correct')).toBeVisible();
    expect(tokenStorage.getAccessToken()).toBe('token');
  });
});

describe('settings: remove account', () => {
  it('asks first, shows a spinner while removing, then logs out to /login', async () => {
    let finish = () => {};
    const removed = new Promise<void>((resolve) => (finish = resolve));
    const { sent } = await renderSettings(
      'Composer',
      accountApi('Composer', {
        'DELETE /remove-account': async () => {
          await removed;
          return apiResponse(200, null);
        },
      }),
    );
    const danger = within(screen.getByRole('region', { name: 'Remove account' }));
    await userEvent.click(danger.getByRole('button', { name: 'Remove my account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove your account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await dialog.findByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    finish();

    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent('signed out at /login'),
    );
    expect(writes(sent, '/remove-account')).toEqual([
      { method: 'DELETE', path: '/users/v1/auth/composer/remove-account', body: undefined },
    ]);
    expect(writes(sent, '/logout')).toHaveLength(1);
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(screen.getByText('Your account has been removed.')).toBeVisible();
  });

  it('removes a client through the client call, and keeps them signed in when it fails', async () => {
    const { sent } = await renderSettings(
      'Client',
      accountApi('Client', { 'DELETE /remove-account': () => apiResponse(500, null) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove my account' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Request failed, please try again later.')).toBeVisible();
    expect(writes(sent, '/remove-account')[0]?.path).toBe('/users/v1/auth/client/remove-account');
    expect(writes(sent, '/logout')).toHaveLength(0);
    expect(screen.getByTestId('probe')).toHaveTextContent('Ava Morgan at /settings');
    expect(tokenStorage.getAccessToken()).toBe('token');
  });
});
