import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { ActiveRequestsPage } from './active-requests-page';
import { RequestDetailPage } from './request-detail-page';
import { RequestsHistoryPage } from './requests-history-page';
import { clientRequestOf, requestsApi } from './test-fixtures';

const own = clientRequestOf(1, { submissionsCount: 1 });

function renderFrom(path: string) {
  renderApp(
    <Routes>
      <Route path="/active-requests" element={<ActiveRequestsPage />} />
      <Route path="/requests-history" element={<RequestsHistoryPage />} />
      <Route path="/requests/:id" element={<RequestDetailPage />} />
    </Routes>,
    { api: requestsApi('Client', { own: [own] }), path },
  );
}

async function openTheRequest() {
  await userEvent.click(await screen.findByRole('link', { name: own.title }));
  return screen.findByRole('heading', { level: 1, name: own.title });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a request page's back link", () => {
  it('leads back to Active Requests when the client came from there', async () => {
    renderFrom('/active-requests');
    await openTheRequest();
    const back = screen.getByRole('link', { name: 'Back to Active Requests' });
    expect(back).toHaveAttribute('href', '/active-requests');
    await userEvent.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Active Requests' })).toBeVisible();
  });

  it('leads back to Requests History with its filter, when the client came from there', async () => {
    renderFrom('/requests-history?state=open');
    await openTheRequest();
    expect(screen.getByRole('link', { name: 'Back to Requests History' })).toHaveAttribute(
      'href',
      '/requests-history?state=open',
    );
  });

  it('leads to Requests History when the page was opened by its address', async () => {
    renderFrom(`/requests/${own.id}`);
    await screen.findByRole('heading', { level: 1, name: own.title });
    expect(screen.getByRole('link', { name: 'Back to Requests History' })).toHaveAttribute(
      'href',
      '/requests-history',
    );
  });
});

describe("a request page's order", () => {
  it('leads with the creative brief, then the facts in the wizard’s order', async () => {
    renderFrom(`/requests/${own.id}`);
    await screen.findByRole('heading', { level: 1, name: own.title });
    const brief = screen.getByRole('region', { name: 'Brief' });
    const contact = screen.getByRole('region', { name: 'Contact, budget and deadline' });
    expect(screen.getAllByRole('region')[0]).toBe(brief);
    expect(brief.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
