import type { Profile } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeListApi, profileOf, uuidOf } from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { MyComposersPage } from './my-composers-page';

const composerNo = (n: number): Profile => ({
  ...profileOf('Composer'),
  uuid: uuidOf(n),
  firstName: `Composer${n}`,
  lastName: 'Smith',
  email: `c${n}@composers.example`,
});

const nina: Profile = {
  ...composerNo(100),
  firstName: 'Nina',
  lastName: 'Berg',
  email: 'nina@composers.example',
  status: 'pending',
  pro: 'GEMA',
  ipiNumber: '00456789123',
  createdAt: '2026-11-20T09:00:00.000Z',
};

/**
 * A tiny server for GET /all-composers: filters by search and status and pages like the API.
 * It fails the first `failures` list calls; every list call is recorded as its query.
 */
const composersApi = (composers: Profile[], failures = 0) =>
  fakeListApi(
    '/all-composers',
    composers,
    (c, query) =>
      (!query.get('status') || c.status === query.get('status')) &&
      `${c.firstName} ${c.lastName} ${c.email}`
        .toLowerCase()
        .includes(query.get('search')?.toLowerCase() ?? ''),
    failures,
  );

function renderPage(api: ReturnType<typeof composersApi>, path = '/my-composers') {
  renderApp(<MyComposersPage />, { api, path });
  return api.lists;
}

const lastList = (lists: URLSearchParams[]) => Object.fromEntries(lists.at(-1) ?? []);

describe('Composers (admin)', () => {
  it('lists every composer with contact, rights society, state and sign-up date', async () => {
    const lists = renderPage(composersApi([nina]));
    const table = await screen.findByRole('table', { name: 'Composers' });
    const row = within(table).getByRole('row', { name: /Nina Berg/ });
    for (const text of [
      'nina@composers.example',
      'GEMA',
      '00456789123',
      'Pending',
      '20 Nov 2026',
    ]) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    expect(within(row).getByRole('link', { name: 'nina@composers.example' })).toHaveAttribute(
      'href',
      'mailto:nina@composers.example',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Composers' })).toBeVisible();
    expect(lastList(lists)).toEqual({ page: '1', pageSize: '20' });
  });

  it('searches once typing pauses, from page 1, and keeps the search in the address', async () => {
    const api = composersApi([nina, composerNo(1), composerNo(2)]);
    const lists = renderPage(api, '/my-composers?page=2');
    await waitFor(() => expect(lists).toHaveLength(1));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search composers' }), 'nina');

    await waitFor(() => expect(lastList(lists)).toMatchObject({ search: 'nina', page: '1' }));
    // One request for the word, not one per key.
    expect(lists.filter((query) => query.has('search'))).toHaveLength(1);
    expect(shownLocation()).toBe('/my-composers?q=nina');
    expect(await screen.findByRole('row', { name: /Nina Berg/ })).toBeVisible();
  });

  it('starts from the search and page in the address', async () => {
    const composers = Array.from({ length: 25 }, (_, i) => composerNo(i + 1));
    const lists = renderPage(composersApi(composers), '/my-composers?q=smith&page=2');
    expect(await screen.findByText('Showing 21–25 of 25')).toBeVisible();
    expect(lastList(lists)).toMatchObject({ search: 'smith', page: '2' });
    expect(screen.getByRole('searchbox', { name: 'Search composers' })).toHaveValue('smith');
  });

  it('pages through the list', async () => {
    const composers = Array.from({ length: 45 }, (_, i) => composerNo(i + 1));
    const lists = renderPage(composersApi(composers));
    expect(await screen.findByText('Showing 1–20 of 45')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeVisible();
    expect(lastList(lists)).toMatchObject({ page: '3' });
    expect(shownLocation()).toBe('/my-composers?page=3');
    expect(screen.getByRole('row', { name: /Composer41 Smith/ })).toBeVisible();
  });

  it('filters by account state, from page 1', async () => {
    const lists = renderPage(composersApi([nina, composerNo(1)]), '/my-composers?page=2');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Pending' }));
    await waitFor(() =>
      expect(lastList(lists)).toEqual({ page: '1', pageSize: '20', status: 'pending' }),
    );
    expect(shownLocation()).toBe('/my-composers?status=pending');
    expect(await screen.findByRole('row', { name: /Nina Berg/ })).toBeVisible();
    expect(screen.queryByRole('row', { name: /Composer1 Smith/ })).not.toBeInTheDocument();
  });

  it('tells "none yet" from "none match"', async () => {
    renderPage(composersApi([]));
    expect(await screen.findByText('No composers yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when a search matches nobody', async () => {
    renderPage(composersApi([nina]), '/my-composers?q=zed');
    expect(await screen.findByText('No composers match “zed”.')).toBeVisible();
  });

  it('keeps a failure on the page with a retry, without a toast', async () => {
    const lists = renderPage(composersApi([nina], 1));
    expect(await screen.findByText('The list could not be loaded.')).toBeVisible();
    // The one alert is the message on the page; no toast opened.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Nina Berg/ })).toBeVisible();
    expect(lists).toHaveLength(2);
    expect(screen.queryByText('The list could not be loaded.')).not.toBeInTheDocument();
  });
});
