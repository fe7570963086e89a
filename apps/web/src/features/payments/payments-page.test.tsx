import type { AdminPayment } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeListApi, uuidOf } from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { PaymentsPage } from './payments-page';

const paymentOf = (n: number, patch: Partial<AdminPayment> = {}): AdminPayment => ({
  id: uuidOf(n),
  client: {
    id: uuidOf(1000 + n),
    name: `Client ${n}`,
    email: `client${n}@agency.example`,
    agency: null,
  },
  purpose: 'subscription',
  plan: 'month',
  audioTitle: null,
  amountCents: 10_000,
  currency: 'usd',
  state: 'pending',
  provider: 'sandbox',
  providerSessionId: `cs_sandbox_${n}`,
  createdAt: '2026-11-20T09:00:00.000Z',
  paidAt: null,
  ...patch,
});

const licence = paymentOf(1, {
  client: {
    id: uuidOf(7),
    name: 'Ava Morgan',
    email: 'ava@northlight.example',
    agency: 'Northlight',
  },
  purpose: 'licence',
  plan: null,
  audioTitle: 'Night Drive',
  amountCents: 150_050,
  state: 'paid',
  provider: 'stripe',
  providerSessionId: 'cs_test_a1B2',
  createdAt: '2026-11-21T10:00:00.000Z',
  paidAt: '2026-11-21T10:05:00.000Z',
});

/** GET /admin/payments, filtered by state and purpose and paged like the API. */
const paymentsApi = (payments: AdminPayment[], failures = 0) =>
  fakeListApi(
    '/admin/payments',
    payments,
    (payment, query) =>
      (!query.get('state') || payment.state === query.get('state')) &&
      (!query.get('purpose') || payment.purpose === query.get('purpose')),
    failures,
  );

function renderPage(api: ReturnType<typeof paymentsApi>, path = '/payments') {
  renderApp(<PaymentsPage />, { api, path });
  return api.lists;
}

const lastList = (lists: URLSearchParams[]) => Object.fromEntries(lists.at(-1) ?? []);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Payments (admin)', () => {
  it('lists what, client, amount in USD, state, dates and the provider session', async () => {
    renderPage(paymentsApi([licence, paymentOf(2, { state: 'expired' })]));
    const table = await screen.findByRole('table', { name: 'Payments, newest first' });
    const row = within(table).getByRole('row', { name: /Night Drive/ });
    for (const text of [
      'Licence of “Night Drive”',
      'Ava Morgan',
      'ava@northlight.example · Northlight',
      '$1,500.50',
      'Paid',
      '21 Nov 2026, ',
      'stripe · cs_test_a1B2',
    ]) {
      expect(row).toHaveTextContent(text);
    }
    const other = within(table).getByRole('row', { name: /Client 2/ });
    expect(other).toHaveTextContent('Monthly subscription');
    expect(other).toHaveTextContent('$100');
    expect(other).toHaveTextContent('Expired');
    expect(other).toHaveTextContent('Not paid');
    expect(screen.queryByRole('textbox', { name: /Search/ })).not.toBeInTheDocument();
  });

  it('filters by state and purpose in the address and in the call, from page 1', async () => {
    const payments = Array.from({ length: 25 }, (_, i) =>
      paymentOf(i + 10, i % 2 ? { state: 'paid', paidAt: '2026-11-21T10:05:00.000Z' } : {}),
    );
    const lists = renderPage(paymentsApi([...payments, licence]), '/payments?page=2');
    await screen.findByRole('table');
    expect(lastList(lists)).toMatchObject({ page: '2' });

    await choose('State', 'Paid');
    await waitFor(() => expect(lastList(lists)).toMatchObject({ state: 'paid', page: '1' }));
    await choose('For', 'Licence');
    await waitFor(() =>
      expect(lastList(lists)).toMatchObject({ state: 'paid', purpose: 'licence', page: '1' }),
    );
    expect(shownLocation()).toBe('/payments?state=paid&purpose=licence');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('row', { name: /Night Drive/ })).toBeVisible();
  });

  it('says when nothing matches the filters', async () => {
    renderPage(paymentsApi([licence]), '/payments?state=failed');
    expect(await screen.findByText('No payments match these filters.')).toBeVisible();
  });

  it('says when there are no payments yet', async () => {
    renderPage(paymentsApi([]));
    expect(await screen.findByText('No payments yet.')).toBeVisible();
  });

  it('keeps a failed load on the page without a toast, and tries again', async () => {
    renderPage(paymentsApi([licence], 1));
    expect(await screen.findByText('The payments could not be loaded.')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Night Drive/ })).toBeVisible();
  });
});
