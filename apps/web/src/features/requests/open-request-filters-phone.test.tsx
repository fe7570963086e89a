import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, shownLocation } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { RequestsHistoryPage } from './requests-history-page';
import { composerRequestOf, requestsApi } from './test-fixtures';

const briefs = [
  composerRequestOf(1),
  composerRequestOf(2, { genre: ['Jazz'], mood: ['Calm'], category: ['Podcast'] }),
];

function renderNewRequests(path = '/requests-history') {
  const api = requestsApi('Composer', { open: briefs });
  renderApp(<RequestsHistoryPage />, { api, path });
  return api;
}

const lastList = (api: ReturnType<typeof requestsApi>) =>
  Object.fromEntries(api.lists.at(-1) ?? []);
const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });
/** The button while the dialog is open, which hides the rest of the page from assistive tech. */
const filtersButtonBehindDialog = () =>
  screen.getByRole('button', { name: /^Filters/, hidden: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("New Requests' filters on a phone", () => {
  beforeEach(() => stubScreenWidth(390));

  it('fold into one Filters button, the list first', async () => {
    renderNewRequests();
    expect(await screen.findByRole('article', { name: /Cinematic 1$/ })).toBeVisible();
    expect(filtersButton()).toHaveAccessibleName('Filters');
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Genre' })).not.toBeInTheDocument();
    // The search stays beside the list: it is not a filter.
    expect(screen.getByRole('searchbox', { name: /Search/ })).toBeVisible();
  });

  it('open the same filters in a dialog, applied as they change, and say how many are on', async () => {
    const api = renderNewRequests();
    await screen.findByRole('article', { name: /Cinematic 1$/ });
    await userEvent.click(filtersButton());
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(filtersButtonBehindDialog()).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Genre', 'Mood', 'Category']) {
      expect(within(sheet).getByRole('combobox', { name })).toBeVisible();
    }
    expect(within(sheet).getByRole('slider', { name: 'Slowest tempo' })).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Due by')).toBeVisible();

    await userEvent.click(within(sheet).getByRole('combobox', { name: 'Genre' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jazz' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ genre: 'Jazz' }));
    expect(shownLocation()).toBe('/requests-history?genre=Jazz');

    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(filtersButton()).toHaveAccessibleName('Filters, 1 active');
    expect(filtersButton()).toHaveFocus();
    expect(screen.queryByRole('article', { name: /Cinematic 1$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Cinematic 2$/ })).toBeVisible();
  });

  it('count a tempo range as one filter, and clear them all from the dialog', async () => {
    renderNewRequests('/requests-history?tempoMin=100&tempoMax=140&genre=Jazz&mood=Calm');
    await screen.findByText(/open request/);
    expect(filtersButton()).toHaveAccessibleName('Filters, 3 active');
    await userEvent.click(filtersButton());
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownLocation()).toBe('/requests-history'));
    expect(filtersButtonBehindDialog()).toHaveAccessibleName('Filters');
  });

  it('are used by keyboard: Enter opens, focus stays inside, Escape closes back on the button', async () => {
    renderNewRequests();
    await screen.findByRole('article', { name: /Cinematic 1$/ });
    filtersButton().focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(filtersButton()).toHaveFocus();
  });
});

describe("New Requests' filters on a wide screen", () => {
  it('stay beside the search, with no Filters button', async () => {
    stubScreenWidth(1280);
    renderNewRequests();
    await screen.findByRole('article', { name: /Cinematic 1$/ });
    expect(screen.getByRole('combobox', { name: 'Genre' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});
