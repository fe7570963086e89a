import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, shownLocation } from '../../test/render';
import { RequestsHistoryPage } from './requests-history-page';
import { clientRequestOf, composerRequestOf, requestsApi } from './test-fixtures';

function renderPage(api: ReturnType<typeof requestsApi>, path = '/requests-history') {
  renderApp(<RequestsHistoryPage />, { api, path });
  return api;
}

const lastList = (api: ReturnType<typeof requestsApi>) =>
  Object.fromEntries(api.lists.at(-1) ?? []);

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Requests History (client)', () => {
  const requests = [
    clientRequestOf(1),
    clientRequestOf(2, {
      state: 'closed',
      closedAt: '2026-11-10T09:00:00.000Z',
      closesAt: '2026-11-10T09:00:00.000Z',
    }),
    clientRequestOf(3, { state: 'fulfilled', submissionsCount: 1 }),
  ];

  it('lists every request of the client with its state', async () => {
    const api = renderPage(requestsApi('Client', { own: requests }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Requests History' }),
    ).toBeVisible();
    const closed = within(await screen.findByRole('article', { name: /Cinematic 2$/ }));
    expect(closed.getByText('Closed')).toBeVisible();
    expect(closed.getByText('Closed 10 Nov 2026')).toBeVisible();
    const fulfilled = within(screen.getByRole('article', { name: /Cinematic 3$/ }));
    expect(fulfilled.getByText('Fulfilled')).toBeVisible();
    expect(fulfilled.getByText('1 submission')).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: /Cinematic 1$/ })).getByText('Open'),
    ).toBeVisible();
    expect(lastList(api)).toEqual({});
  });

  it('filters by state, kept in the address', async () => {
    const api = renderPage(requestsApi('Client', { own: requests }));
    await screen.findByRole('article', { name: /Cinematic 1$/ });
    await chooseOption('State', 'Closed');
    expect(await screen.findByText('1 request')).toBeVisible();
    expect(screen.getByRole('article', { name: /Cinematic 2$/ })).toBeVisible();
    expect(screen.queryByRole('article', { name: /Cinematic 1$/ })).not.toBeInTheDocument();
    expect(shownLocation()).toBe('/requests-history?state=closed');
    expect(lastList(api)).toEqual({ state: 'closed' });
  });

  it('says when no request is in the state chosen, and when there are none', async () => {
    renderPage(
      requestsApi('Client', { own: [clientRequestOf(1)] }),
      '/requests-history?state=fulfilled',
    );
    expect(await screen.findByText('No requests are fulfilled.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Fulfilled');
  });

  it('says "REQUESTS NOT FOUND" when the list fails', async () => {
    renderPage(requestsApi('Client', { own: [], failures: 1 }));
    expect(await screen.findByText('REQUESTS NOT FOUND')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not requested music yet.')).toBeVisible();
  });
});

describe('New Requests (composer)', () => {
  const briefs = [
    composerRequestOf(1),
    composerRequestOf(2, {
      genre: ['Jazz'],
      mood: ['Calm'],
      category: ['Podcast'],
      tempo: [60, 80],
      deadline: '2026-11-23',
      agencyName: 'Bluefern',
    }),
  ];

  it('shows each open brief at a glance: agency, genres, moods, tempo, countdown and budget', async () => {
    const api = renderPage(requestsApi('Composer', { open: briefs }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Requests' })).toBeVisible();
    const card = within(await screen.findByRole('article', { name: /Cinematic 2$/ }));
    expect(card.getByRole('link', { name: /Cinematic 2$/ })).toHaveAttribute(
      'href',
      `/requests/${briefs[1]?.id}`,
    );
    expect(card.getByText('Bluefern')).toBeVisible();
    expect(within(card.getByRole('list', { name: 'Genres' })).getByText('Jazz')).toBeVisible();
    expect(within(card.getByRole('list', { name: 'Moods' })).getByText('Calm')).toBeVisible();
    expect(card.getByText('60–80 BPM')).toBeVisible();
    expect(card.getByText('Closes in 2 days')).toBeVisible();
    expect(card.getByText('$2,500')).toBeVisible();
    expect(screen.getByText('2 open requests')).toBeVisible();
    expect(lastList(api)).toEqual({ page: '1', pageSize: '20' });
  });

  it('filters by genre, mood and category, kept in the address', async () => {
    const api = renderPage(requestsApi('Composer', { open: briefs }));
    await screen.findByRole('article', { name: /Cinematic 1$/ });
    await chooseOption('Genre', 'Jazz');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /Cinematic 1$/ })).not.toBeInTheDocument(),
    );
    expect(shownLocation()).toBe('/requests-history?genre=Jazz');
    await chooseOption('Mood', 'Calm');
    await chooseOption('Category', 'Podcast');
    await waitFor(() =>
      expect(lastList(api)).toMatchObject({ genre: 'Jazz', mood: 'Calm', category: 'Podcast' }),
    );
    expect(screen.getByRole('article', { name: /Cinematic 2$/ })).toBeVisible();
    expect(shownLocation()).toBe('/requests-history?genre=Jazz&mood=Calm&category=Podcast');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: /Cinematic 1$/ })).toBeVisible();
    expect(shownLocation()).toBe('/requests-history');
  });

  it('reads the tempo range and deadline from the address, ignoring what the API would refuse', async () => {
    const api = renderPage(
      requestsApi('Composer', { open: briefs }),
      '/requests-history?tempoMin=100&tempoMax=140&deadlineBefore=2026-12-31&genre=Polka',
    );
    expect(await screen.findByRole('article', { name: /Cinematic 1$/ })).toBeVisible();
    expect(screen.queryByRole('article', { name: /Cinematic 2$/ })).not.toBeInTheDocument();
    expect(lastList(api)).toEqual({
      page: '1',
      pageSize: '20',
      tempoMin: '100',
      tempoMax: '140',
      deadlineBefore: '2026-12-31',
    });
    expect(screen.getByText('100–140 BPM')).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Slowest tempo' })).toHaveValue('100');
    expect(screen.getByLabelText('Due by')).toHaveValue('2026-12-31');
  });

  it('moves the tempo filter from the keyboard', async () => {
    const api = renderPage(requestsApi('Composer', { open: briefs }));
    await screen.findByRole('article', { name: /Cinematic 1$/ });
    screen.getByRole('slider', { name: 'Fastest tempo' }).focus();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(lastList(api)).toMatchObject({ tempoMax: '290' }));
    expect(shownLocation()).toBe('/requests-history?tempoMax=290');
  });

  it('says when nothing matches', async () => {
    renderPage(requestsApi('Composer', { open: briefs }), '/requests-history?q=zither');
    expect(await screen.findByText('No open requests match these filters.')).toBeVisible();
  });

  it('says "REQUESTS NOT FOUND" when the list fails', async () => {
    renderPage(requestsApi('Composer', { open: briefs, failures: 1 }));
    expect(await screen.findByText('REQUESTS NOT FOUND')).toBeVisible();
    expect(screen.getByText('The requests could not be loaded.')).toBeVisible();
  });
});
