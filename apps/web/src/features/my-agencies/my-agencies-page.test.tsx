import type { Agency, Profile } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeListApi, profileOf, uuidOf } from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { MyAgenciesPage } from './my-agencies-page';

const ava: Profile = {
  ...profileOf('Client'),
  uuid: uuidOf(10),
  firstName: 'Ava',
  lastName: 'Morgan',
  email: 'ava@northlight.example',
  duty: 'Music Supervisor',
  phone: '+44 20 7946 0000',
};
const sam: Profile = {
  ...ava,
  uuid: uuidOf(11),
  firstName: 'Sam',
  lastName: 'Reed',
  email: 'sam@northlight.example',
  duty: null,
  phone: null,
  status: 'pending',
};

const northlight: Agency = {
  name: 'Northlight Agency',
  website: 'https://northlight.example',
  agencyLocationCity: 'London',
  agencyLocationCountry: 'United Kingdom',
  clients: [ava, sam],
};

const agencyNo = (n: number): Agency => ({
  name: `Agency ${n}`,
  website: null,
  agencyLocationCity: null,
  agencyLocationCountry: null,
  clients: [{ ...ava, uuid: uuidOf(n) }],
});

/** A tiny server for GET /agencies: searches agency and client names, pages like the API. */
const agenciesApi = (agencies: Agency[], failures = 0) =>
  fakeListApi(
    '/agencies',
    agencies,
    (agency, query) =>
      [agency.name, ...agency.clients.map((c) => `${c.firstName} ${c.lastName} ${c.email}`)]
        .join(' ')
        .toLowerCase()
        .includes(query.get('search')?.toLowerCase() ?? ''),
    failures,
  );

function renderPage(api: ReturnType<typeof agenciesApi>, path = '/my-agencies') {
  renderApp(<MyAgenciesPage />, { api, path });
  return api.lists;
}

const lastList = (lists: URLSearchParams[]) => Object.fromEntries(lists.at(-1) ?? []);

describe('Agencies (admin)', () => {
  it('shows each agency with its website, location and clients', async () => {
    const lists = renderPage(agenciesApi([northlight]));
    const card = within(await screen.findByRole('region', { name: 'Northlight Agency' }));
    const website = card.getByRole('link', { name: 'northlight.example (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://northlight.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(card.getByText('London, United Kingdom')).toBeVisible();
    expect(card.getByRole('heading', { name: '2 clients' })).toBeVisible();

    const clients = within(card.getByRole('table', { name: 'Clients of Northlight Agency' }));
    const avaRow = within(clients.getByRole('row', { name: /Ava Morgan/ }));
    for (const text of [
      'ava@northlight.example',
      'Music Supervisor',
      '+44 20 7946 0000',
      'Approved',
    ]) {
      expect(avaRow.getByText(text)).toBeVisible();
    }
    expect(
      within(clients.getByRole('row', { name: /Sam Reed/ })).getByText('Pending'),
    ).toBeVisible();
    expect(lastList(lists)).toEqual({ page: '1', pageSize: '20' });
  });

  it('searches once typing pauses and keeps the search in the address', async () => {
    const lists = renderPage(agenciesApi([northlight, agencyNo(1)]));
    expect(await screen.findByRole('region', { name: 'Agency 1' })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search agencies' }), 'sam');
    await waitFor(() => expect(lastList(lists)).toMatchObject({ search: 'sam', page: '1' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Agency 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Northlight Agency' })).toBeVisible();
    expect(shownLocation()).toBe('/my-agencies?q=sam');
  });

  it('pages by agency', async () => {
    const lists = renderPage(agenciesApi(Array.from({ length: 21 }, (_, i) => agencyNo(i + 1))));
    expect(await screen.findByText('Showing 1–20 of 21')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(await screen.findByRole('region', { name: 'Agency 21' })).toBeVisible();
    expect(lastList(lists)).toMatchObject({ page: '2' });
    expect(shownLocation()).toBe('/my-agencies?page=2');
  });

  it('says when there are no agencies yet', async () => {
    renderPage(agenciesApi([]));
    expect(await screen.findByText('No agencies yet.')).toBeVisible();
  });

  it('says when a search matches no agency', async () => {
    renderPage(agenciesApi([northlight]), '/my-agencies?q=zed');
    expect(await screen.findByText('No agencies match “zed”.')).toBeVisible();
  });

  it('offers the first page when the address points past the last', async () => {
    const lists = renderPage(agenciesApi([northlight]), '/my-agencies?page=4');
    expect(await screen.findByText('There is nothing on page 4.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(await screen.findByRole('region', { name: 'Northlight Agency' })).toBeVisible();
    expect(lastList(lists)).toMatchObject({ page: '1' });
  });

  it('keeps a failure on the page with a retry, without a toast', async () => {
    renderPage(agenciesApi([northlight], 1));
    expect(await screen.findByText('The list could not be loaded.')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Northlight Agency' })).toBeVisible();
  });
});
