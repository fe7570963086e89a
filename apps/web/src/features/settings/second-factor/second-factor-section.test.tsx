import type { Profile } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/auth/auth-context';
import { fileSaver } from '../../../lib/save-api-file';
import { apiResponse, fakeApi, profileOf, type FakeRequest } from '../../../test/fake-api';
import { fill } from '../../../test/fill';
import { renderApp } from '../../../test/render';
import { SettingsPage } from '../settings-page';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecondFactorSection } from './second-factor-section';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
// A server's SVG with markup that must never reach the page as markup.
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" data-testid="server-svg"><script>window.hacked=1</script><rect width="10" height="10"/></svg>';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);
const NEW_CODES = Array.from({ length: 10 }, (_, i) => `mnpq${i + 2}-rstu${i + 2}`);

type Factor = NonNullable<Profile['secondFactor']>;
const OFF: Factor = { enabled: false, required: false, enrolmentRequired: false };
const ON: Factor = { enabled: true, required: false, enrolmentRequired: false };

/**
 * A tiny account server for an admin's second factor: setup, confirm (the code 123456 is
 * right), new codes and turning off (password "right password"), and the profile that follows.
 */
function secondFactorApi(factor: Factor) {
  let current = factor;
  const wrong = (field: string) =>
    field === 'password'
      ? apiResponse(400, null, {
          error: 'WRONG_PASSWORD',
          message: 'The password is not correct.',
          fields: [{ field: 'password', message: 'The password is not correct' }],
        })
      : apiResponse(400, null, {
          error: 'VALIDATION_FAILED',
          message: 'Please check these fields: code.',
          fields: [{ field: 'code', message: 'server words' }],
        });
  const change = (body: { password: string; code: string }) =>
    body.password !== 'right password'
      ? wrong('password')
      : body.code !== '123456'
        ? wrong('code')
        : undefined;
  return fakeApi('Admin', ({ method, path, body }) => {
    if (path.endsWith('/profile')) {
      return apiResponse(200, { ...profileOf('Admin'), secondFactor: current });
    }
    if (path.endsWith('/second-factor/setup')) {
      return apiResponse(200, { secret: SECRET, otpauthUri: 'otpauth://totp/x', qrSvg: QR_SVG });
    }
    if (path.endsWith('/second-factor/confirm')) {
      if ((body as { code: string }).code !== '123456') return wrong('code');
      current = { ...current, enabled: true, enrolmentRequired: false };
      return apiResponse(200, { recoveryCodes: CODES });
    }
    if (path.endsWith('/second-factor/recovery-codes')) {
      return change(body as never) ?? apiResponse(200, { recoveryCodes: NEW_CODES });
    }
    if (method === 'DELETE' && path.endsWith('/second-factor')) {
      const refused = change(body as never);
      if (refused) return refused;
      current = { ...current, enabled: false };
      return apiResponse(200, null);
    }
    return undefined;
  });
}

/** The section as Settings shows it, with the signed-in profile (the rest of the page aside). */
function SectionOfProfile() {
  const { profile } = useAuth();
  return profile ? <SecondFactorSection profile={profile} /> : null;
}

async function renderSettingsOf(factor: Factor) {
  const api = secondFactorApi(factor);
  renderApp(<SectionOfProfile />, { api, path: '/settings' });
  const section = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
  return { api, section };
}

const sentTo = (requests: FakeRequest[], end: string) =>
  requests
    .filter((call) => call.method !== 'GET' && call.path.endsWith(end))
    .map(({ method, body }) => ({ method, body }));

describe('two-factor sign-in in Settings', () => {
  it('sets up with the QR code as an image and the key to copy', async () => {
    const user = userEvent.setup();
    const { api, section } = await renderSettingsOf(OFF);
    expect(section.getByText('Off')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Set up' }));

    // The server's SVG is an image: its markup, script and all, is not in the page.
    const qr = await section.findByRole('img', { name: 'QR code for two-factor sign-in' });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(src.split(',')[1] ?? '')).toBe(QR_SVG);
    expect(document.querySelector('[data-testid="server-svg"], script')).toBeNull();

    expect(section.getByLabelText('Key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.click(section.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(section.getByText('It is on your clipboard.')).toBeVisible();

    const code = section.getByLabelText(/Code from your app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(sentTo(api.requests, '/confirm')).toEqual([]);
  });

  it('turns on with a code; the codes stay until saved, then the profile is read again', async () => {
    const user = userEvent.setup();
    const { api, section } = await renderSettingsOf(OFF);
    await user.click(section.getByRole('button', { name: 'Set up' }));
    await fill(user, await section.findByLabelText(/Code from your app/), '123456');
    await user.click(section.getByRole('button', { name: 'Turn on' }));

    const codes = within(await section.findByRole('region', { name: 'Your recovery codes' }));
    expect(codes.getByText(/shown only this once/)).toBeVisible();
    expect(codes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    // On from now, while the codes wait to be saved.
    expect(section.getByText('On')).toBeVisible();
    expect(sentTo(api.requests, '/confirm')).toEqual([
      { method: 'POST', body: { code: '123456' } },
    ]);

    // Until they say they saved them, the codes stay; then the profile is read again.
    const profileReads = () => api.calls().filter((call) => call.endsWith('/profile')).length;
    const readsBefore = profileReads();
    await user.click(codes.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(profileReads()).toBe(readsBefore + 1));
    expect(await section.findByText('On')).toBeVisible();
    expect(section.queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Make new recovery codes' })).toBeVisible();
  });

  it('shows the recovery codes once, to copy or download, until they are saved', async () => {
    const user = userEvent.setup();
    const saved = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const done = vi.fn();
    renderApp(<RecoveryCodesPanel codes={CODES} email="admin@test.example" onDone={done} />);
    const codes = within(screen.getByRole('region', { name: 'Your recovery codes' }));
    expect(codes.getByRole('alert')).toHaveTextContent(/shown only this once/);
    expect(codes.getByRole('list', { name: 'Recovery codes' })).toBeVisible();

    await user.click(codes.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    await user.click(codes.getByRole('button', { name: 'Download' }));
    const [blob, name] = saved.mock.calls[0]!;
    expect(name).toBe('cuebrief-recovery-codes.txt');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toContain('admin@test.example');
    for (const recovery of CODES) expect(text).toContain(recovery);
    expect(done).not.toHaveBeenCalled();
    await user.click(codes.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(done).toHaveBeenCalledOnce();
    saved.mockRestore();
  });

  it('says a wrong code on its field, in words, and lets the admin try again', async () => {
    const user = userEvent.setup();
    const { section } = await renderSettingsOf(OFF);
    await user.click(section.getByRole('button', { name: 'Set up' }));
    const code = await section.findByLabelText(/Code from your app/);
    await fill(user, code, '12345');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    expect(await section.findByText('Enter the 6 digits from your app')).toBeVisible();
    await fill(user, code, '123459');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    expect(
      await section.findByText(
        'That code is not right. Check the time on your phone and try again.',
      ),
    ).toBeVisible();
    expect(section.queryByText('server words')).not.toBeInTheDocument();
    await fill(user, code, '123456');
    await user.click(section.getByRole('button', { name: 'Turn on' }));
    expect(await section.findByRole('region', { name: 'Your recovery codes' })).toBeVisible();
  });

  it('makes new recovery codes with the password and a code, showing them once', async () => {
    const user = userEvent.setup();
    const { api, section } = await renderSettingsOf(ON);
    await user.click(section.getByRole('button', { name: 'Make new recovery codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make new recovery codes?' }));
    expect(dialog.getByText(/stop working/)).toBeVisible();
    await fill(user, dialog.getByLabelText(/^Password/), 'wrong password');
    await fill(user, dialog.getByLabelText(/Code from your app, or a recovery code/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Make new codes' }));
    expect(await dialog.findByText('The password is not correct')).toBeVisible();

    await fill(user, dialog.getByLabelText(/^Password/), 'right password');
    await user.click(dialog.getByRole('button', { name: 'Make new codes' }));
    const codes = within(await section.findByRole('region', { name: 'Your recovery codes' }));
    expect(codes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(NEW_CODES);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(api.requests, '/recovery-codes').at(-1)).toEqual({
      method: 'POST',
      body: { password: 'right password', code: '123456' },
    });
  });

  it('turns off after asking, with the password and a code; a wrong code is said', async () => {
    const user = userEvent.setup();
    const { api, section } = await renderSettingsOf(ON);
    await user.click(section.getByRole('button', { name: 'Turn off' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' }),
    );
    // Nothing is sent until the dialog is confirmed.
    expect(sentTo(api.requests, '/second-factor')).toEqual([]);
    await fill(user, dialog.getByLabelText(/^Password/), 'right password');
    await fill(user, dialog.getByLabelText(/Code from your app, or a recovery code/), '654321');
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(
      await dialog.findByText(
        'That code is not right. Check the time on your phone and try again.',
      ),
    ).toBeVisible();

    await fill(user, dialog.getByLabelText(/Code from your app, or a recovery code/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await section.findByText('Off')).toBeVisible();
    expect(sentTo(api.requests, '/second-factor').at(-1)).toEqual({
      method: 'DELETE',
      body: { password: 'right password', code: '123456' },
    });
    expect(await section.findByRole('button', { name: 'Set up' })).toBeVisible();
  });

  it('cannot be turned off while admins must use it', async () => {
    const { section } = await renderSettingsOf({ ...ON, required: true });
    const turnOff = section.getByRole('button', { name: 'Turn off' });
    expect(turnOff).toBeDisabled();
    expect(turnOff).toHaveAccessibleDescription(
      'It cannot be turned off while admins must use it.',
    );
    expect(section.getByText('Admins must use two-factor sign-in here.')).toBeVisible();
    expect(section.getByRole('button', { name: 'Make new recovery codes' })).toBeEnabled();
  });

  it.each(['Client', 'Composer'] as const)('is not offered to a %s', async (role) => {
    renderApp(<SettingsPage />, { role, path: '/settings' });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('region', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
  });
});
