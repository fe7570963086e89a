import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { ActiveRequestsPage } from './active-requests-page';
import { clientRequestOf, requestsApi } from './test-fixtures';

function renderPage(api: ReturnType<typeof requestsApi>) {
  renderApp(<ActiveRequestsPage />, { api, path: '/active-requests' });
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Active Requests (client)', () => {
  it('asks for the open requests only and shows each as a card', async () => {
    const api = renderPage(
      requestsApi('Client', {
        own: [
          clientRequestOf(1, { deadline: '2026-11-24', submissionsCount: 3, budget: 2500 }),
          clientRequestOf(2, { deadline: '2026-11-21', budget: 999.5 }),
          clientRequestOf(3, { deadline: '2026-11-22' }),
          clientRequestOf(4, { state: 'closed' }),
        ],
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Active Requests' })).toBeVisible();
    const first = within(await screen.findByRole('article', { name: /Cinematic 1$/ }));
    expect(first.getByRole('link', { name: /Cinematic 1$/ })).toHaveAttribute(
      'href',
      `/requests/${clientRequestOf(1).id}`,
    );
    expect(first.getByText('Closes in 3 days')).toBeVisible();
    expect(first.getByText('$2,500')).toBeVisible();
    expect(first.getByText('3 submissions')).toBeVisible();
    expect(first.getByRole('link', { name: 'Listen to 3 submissions' })).toHaveAttribute(
      'href',
      `/requests/${clientRequestOf(1).id}/submissions`,
    );

    const second = within(screen.getByRole('article', { name: /Cinematic 2$/ }));
    expect(second.getByText('Closes today')).toBeVisible();
    expect(second.getByText('$999.50')).toBeVisible();
    expect(second.getByText('No submissions yet')).toBeVisible();
    expect(second.queryByRole('link', { name: /Listen to/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: /Cinematic 3$/ })).getByText('Closes tomorrow'),
    ).toBeVisible();
    expect(screen.queryByRole('article', { name: /Cinematic 4$/ })).not.toBeInTheDocument();
    expect(screen.getByText('3 requests')).toBeVisible();
    expect(api.calls()).toContain('GET /users/v1/request/client/requests?state=open');
  });

  it('shows a placeholder while loading', () => {
    renderPage(requestsApi('Client', { own: [clientRequestOf(1)] }));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeVisible();
  });

  it('leads to the wizard when nothing is open', async () => {
    renderPage(requestsApi('Client', { own: [clientRequestOf(1, { state: 'fulfilled' })] }));
    expect(await screen.findByText('No open requests')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request custom music' })).toHaveAttribute(
      'href',
      '/request-custom-music',
    );
  });

  it('says "REQUESTS NOT FOUND" when the list fails, and loads it again on retry', async () => {
    const api = renderPage(requestsApi('Client', { own: [clientRequestOf(1)], failures: 1 }));
    expect(await screen.findByText('REQUESTS NOT FOUND')).toBeVisible();
    expect(screen.getByText('The requests could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /Cinematic 1$/ })).toBeVisible();
    expect(api.lists).toHaveLength(2);
  });
});
