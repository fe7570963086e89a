import type { Profile } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, profileOf, uuidOf } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { NewUsersPage } from './new-users-page';

const nina: Profile = {
  ...profileOf('Composer'),
  uuid: uuidOf(10),
  status: 'pending',
  firstName: 'Nina',
  lastName: 'Berg',
  email: 'nina@composers.example',
  pro: 'GEMA',
};

/** A tiny server: pending lists by role, and decisions that take a person off their list. */
function adminApi(options: { composers: Profile[]; clients: Profile[]; failClients?: boolean }) {
  const state = { composers: [...options.composers], clients: [...options.clients] };
  return fakeApi('Admin', ({ path }) => {
    if (path.endsWith('/composers-access')) return apiResponse(200, state.composers);
    if (path.endsWith('/clients-access')) {
      return options.failClients ? apiResponse(500, null) : apiResponse(200, state.clients);
    }
    const decided = path.match(/\/users-access\/(?:reject\/)?([0-9a-f-]+)$/)?.[1];
    if (decided) {
      const user = state.composers.find((u) => u.uuid === decided);
      state.composers = state.composers.filter((u) => u.uuid !== decided);
      return apiResponse(200, {
        ...user,
        status: path.includes('/reject/') ? 'rejected' : 'approved',
      });
    }
    return undefined;
  });
}

function renderPage(api: ReturnType<typeof adminApi>) {
  renderApp(<NewUsersPage />, { api });
  return api.calls;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('New Users', () => {
  it('lists pending composers and agencies apart, with an empty state', async () => {
    renderPage(adminApi({ composers: [nina], clients: [] }));
    expect(await within(section('Composers')).findByText('Nina Berg')).toBeVisible();
    expect(
      await within(section('Agencies')).findByText('No agencies are waiting for approval.'),
    ).toBeVisible();
  });

  it('keeps a failed list on the page with a retry, without a toast', async () => {
    renderPage(adminApi({ composers: [nina], clients: [], failClients: true }));
    expect(
      await within(section('Agencies')).findByText('The list could not be loaded.'),
    ).toBeVisible();
    expect(within(section('Agencies')).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('alert', { name: /failed/i })).not.toBeInTheDocument();
  });

  it('accepts through the confirmation dialog, then reloads the composers list', async () => {
    const calls = renderPage(adminApi({ composers: [nina], clients: [] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Review Nina Berg' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Nina Berg?' });
    expect(within(dialog).getByText('GEMA')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Nina Berg was accepted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(section('Composers')).findByText('No composers are waiting for approval.'),
    ).toBeVisible();
    expect(calls()).toContain(`POST /users/v1/auth/users-access/${nina.uuid}`);
    await waitFor(() =>
      expect(calls().filter((c) => c === 'GET /users/v1/auth/composers-access')).toHaveLength(2),
    );
    expect(calls().filter((c) => c === 'GET /users/v1/auth/clients-access')).toHaveLength(1);
  });

  it('rejects with the Reject button of the same dialog', async () => {
    const calls = renderPage(adminApi({ composers: [nina], clients: [] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Review Nina Berg' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }),
    );
    expect(await screen.findByText('Nina Berg was rejected.')).toBeVisible();
    expect(calls()).toContain(`POST /users/v1/auth/users-access/reject/${nina.uuid}`);
  });
});
