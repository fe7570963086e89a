import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uuidOf } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { RequestDetailPage } from './request-detail-page';
import { clientRequestOf, composerRequestOf, requestsApi } from './test-fixtures';

function renderDetail(api: ReturnType<typeof requestsApi>, id: string) {
  renderApp(
    <Routes>
      <Route path="/requests/:id" element={<RequestDetailPage />} />
    </Routes>,
    { api, path: `/requests/${id}` },
  );
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a request, as its client sees it', () => {
  const own = clientRequestOf(1, { submissionsCount: 2 });

  it('shows the whole brief with the contact and the submissions', async () => {
    const api = renderDetail(requestsApi('Client', { own: [own] }), own.id);
    expect(await screen.findByRole('heading', { level: 1, name: own.title })).toBeVisible();
    expect(screen.getByText('Open')).toBeVisible();
    expect(screen.getByText('2 submissions')).toBeVisible();
    expect(screen.getByText('Closes in 10 days')).toBeVisible();
    const contact = within(screen.getByRole('region', { name: 'Contact, budget and deadline' }));
    for (const text of [
      'Ava Morgan',
      'Music supervisor',
      'ava@northlight.example',
      '+44 20 7946 0000',
      '$2,500',
      '1 Dec 2026',
    ]) {
      expect(contact.getByText(text)).toBeVisible();
    }
    expect(
      within(screen.getByRole('region', { name: 'Brief' })).getByText(/A rising trailer cue/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(api.calls()).toContain(`GET /users/v1/request/client/request/${own.id}`);
  });

  it('leads to the music sent, once there is some', async () => {
    renderDetail(requestsApi('Client', { own: [own] }), own.id);
    expect(await screen.findByRole('link', { name: 'Listen to 2 submissions' })).toHaveAttribute(
      'href',
      `/requests/${own.id}/submissions`,
    );
  });

  it('offers no listening before any music has arrived', async () => {
    const quiet = clientRequestOf(3);
    renderDetail(requestsApi('Client', { own: [quiet] }), quiet.id);
    expect(await screen.findByText('No submissions yet')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Listen to/ })).not.toBeInTheDocument();
  });

  it('closes the request once confirmed', async () => {
    const api = renderDetail(requestsApi('Client', { own: [own] }), own.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Close request' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls().some((call) => call.startsWith('POST'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Close request' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Close this request?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('The request was closed.')).toBeVisible();
    expect(api.calls()).toContain(`POST /users/v1/request/client/request/${own.id}/close`);
    expect(await screen.findByText('Closed')).toBeVisible();
    expect(screen.getByText('Closed 21 Nov 2026')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close request' })).not.toBeInTheDocument();
  });

  it('says a licensed brief stays open for alternates, and closes it once confirmed', async () => {
    const licensed = clientRequestOf(4, { licensedAt: '2026-11-20T15:00:00.000Z' });
    const api = renderDetail(requestsApi('Client', { own: [licensed] }), licensed.id);
    expect(
      await screen.findByText('You licensed music for this brief on 20 Nov 2026'),
    ).toBeVisible();
    expect(screen.getByText(/stays open until its deadline \(1 Dec 2026\)/)).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Close request' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close request' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Close this request?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(api.calls()).toContain(`POST /users/v1/request/client/request/${licensed.id}/close`);
    expect(await screen.findByText('Fulfilled')).toBeVisible();
    expect(screen.queryByText(/You licensed music/)).not.toBeInTheDocument();
  });

  it('offers no closing of a request that is no longer open', async () => {
    const closed = clientRequestOf(2, { state: 'fulfilled' });
    renderDetail(requestsApi('Client', { own: [closed] }), closed.id);
    expect(await screen.findByText('Fulfilled')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close request' })).not.toBeInTheDocument();
  });

  it('says "REQUEST NOT FOUND" of a request that is not theirs', async () => {
    renderDetail(requestsApi('Client', { own: [own] }), uuidOf(999));
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Request not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to requests' })).toHaveAttribute(
      'href',
      '/requests-history',
    );
  });
});

describe('a request, as a composer sees it', () => {
  const brief = composerRequestOf(1);

  it('shows the brief and the agency, without the contact or closing', async () => {
    const api = renderDetail(requestsApi('Composer', { open: [brief] }), brief.id);
    expect(await screen.findByRole('heading', { level: 1, name: brief.title })).toBeVisible();
    expect(screen.getByText('From Northlight Agency')).toBeVisible();
    expect(screen.getByText('90–120 BPM', { selector: 'span' })).toBeVisible();
    const terms = within(screen.getByRole('region', { name: 'Budget and deadline' }));
    expect(terms.getByText('$2,500')).toBeVisible();
    expect(screen.queryByText('ava@northlight.example')).not.toBeInTheDocument();
    expect(screen.queryByText('Ava Morgan')).not.toBeInTheDocument();
    expect(screen.queryByText('Your name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to New Requests' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Submit music' })).toHaveAttribute(
      'href',
      `/requests/${brief.id}/submit`,
    );
    expect(api.calls()).toContain(`GET /users/v1/request/composer/request/${brief.id}`);
  });

  it('says "REQUEST NOT FOUND" once a request is closed', async () => {
    renderDetail(requestsApi('Composer', { open: [] }), brief.id);
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Request not found' })).toBeVisible();
  });
});
