import type { ClientOffer, ClientPayment } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionDialogProvider } from '../../domain/payments/subscription-dialog';
import { fileSaver } from '../../lib/save-api-file';
import { apiResponse, fakeApi, uuidOf } from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { OffersPage } from './offers-page';

const PAYMENT = '/users/v1/payment';
const CHECKOUT = 'https://checkout.test/pay/cs_1';

const invoices: ClientPayment[] = [
  {
    id: uuidOf(1),
    purpose: 'licence',
    plan: null,
    audioTitle: 'Night Drive',
    amountCents: 150_000,
    currency: 'usd',
    state: 'pending',
    createdAt: '2026-11-22T09:00:00.000Z',
    paidAt: null,
    checkoutUrl: CHECKOUT,
  },
  {
    id: uuidOf(2),
    purpose: 'subscription',
    plan: 'year',
    audioTitle: null,
    amountCents: 100_000,
    currency: 'usd',
    state: 'paid',
    createdAt: '2026-11-21T09:00:00.000Z',
    paidAt: '2026-11-21T09:05:00.000Z',
    checkoutUrl: null,
  },
];

const offerOf = (n: number, title: string, patch: Partial<ClientOffer>): ClientOffer => ({
  id: uuidOf(100 + n),
  audio: { id: uuidOf(200 + n), title, audioType: 'submission', durationSeconds: 95 },
  request: { id: uuidOf(300), title: 'Summer campaign' },
  priceCents: 150_000,
  state: 'offered',
  createdAt: '2026-11-20T09:00:00.000Z',
  checkoutUrl: null,
  licence: null,
  ...patch,
});

const offers: ClientOffer[] = [
  offerOf(1, 'Night Drive', { state: 'accepted', checkoutUrl: CHECKOUT }),
  offerOf(2, 'Blue Hour', {
    state: 'paid',
    request: null,
    priceCents: 80_000,
    licence: {
      id: uuidOf(400),
      number: 'CB-2026-000042',
      issuedAt: '2026-11-21T12:00:00.000Z',
      downloads: {
        mp3Url: 'https://files.test/blue.mp3',
        wavUrl: 'https://files.test/blue.wav',
        stemsUrl: null,
      },
    },
  }),
  offerOf(3, 'Low Tide', {
    state: 'paid',
    licence: {
      id: uuidOf(401),
      number: 'CB-2026-000043',
      issuedAt: '2026-11-22T12:00:00.000Z',
      downloads: null,
    },
  }),
  offerOf(4, 'Morning Run', {}),
  offerOf(5, 'Late Train', { state: 'accepted' }),
];

type Answers = {
  payments?: () => Response;
  offers?: () => Response;
};

/** A client's offers and invoices, answered as decision 013 says unless `answers` says otherwise. */
function moneyApi(answers: Answers = {}) {
  return fakeApi('Client', ({ path }) => {
    if (path === `${PAYMENT}/client/payments`) {
      return (answers.payments ?? (() => apiResponse(200, invoices)))();
    }
    if (path === '/users/v1/request/client/offers') {
      return (answers.offers ?? (() => apiResponse(200, offers)))();
    }
    return undefined;
  });
}

async function renderMoney(api = moneyApi(), path = '/offers') {
  renderApp(
    <SubscriptionDialogProvider>
      <OffersPage />
    </SubscriptionDialogProvider>,
    { api, path },
  );
  await screen.findByRole('heading', { level: 1, name: 'Offers & Licences' });
  return api;
}

const region = (name: string) => within(screen.getByRole('region', { name }));

afterEach(() => vi.restoreAllMocks());

describe("a client's invoices", () => {
  it('lists date, what, amount and state, with Pay for a pending checkout', async () => {
    await renderMoney();
    const section = region('Invoices');
    const rows = await section.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Licence of “Night Drive”');
    expect(rows[1]).toHaveTextContent('22 Nov 2026');
    expect(rows[1]).toHaveTextContent('$1,500');
    expect(rows[1]).toHaveTextContent('Awaiting payment');
    expect(
      within(rows[1]!).getByRole('link', { name: 'Pay for Licence of “Night Drive”' }),
    ).toHaveAttribute('href', CHECKOUT);
    expect(rows[2]).toHaveTextContent('Yearly subscription');
    expect(rows[2]).toHaveTextContent('$1,000');
    expect(rows[2]).toHaveTextContent('Paid 21 Nov 2026');
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    await renderMoney(moneyApi({ payments: () => apiResponse(200, []) }));
    expect(
      await region('Invoices').findByText(
        'No payments yet. Subscriptions and licences you pay for are listed here.',
      ),
    ).toBeVisible();
  });

  it('says when they cannot be loaded, with a retry that works', async () => {
    let fails = true;
    await renderMoney(
      moneyApi({
        payments: () => (fails ? apiResponse(500, null) : apiResponse(200, invoices)),
      }),
    );
    const section = region('Invoices');
    expect(await section.findByText('Your invoices could not be loaded.')).toBeVisible();
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
    fails = false;
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('Licence of “Night Drive”')).toBeVisible();
  });
});

describe("a client's licences", () => {
  it('shows each offer: pay an accepted one, licence number, PDF and files of a licensed one', async () => {
    await renderMoney();
    const section = region('Licences');
    const rows = await section.findAllByRole('row');
    expect(rows).toHaveLength(6);

    const [, accepted, licensed, awaitingFiles, offered, closed] = rows;
    expect(accepted).toHaveTextContent('Summer campaign');
    expect(accepted).toHaveTextContent('Accepted: to pay');
    expect(
      within(accepted!).getByRole('link', { name: 'Pay for the licence of Night Drive' }),
    ).toHaveAttribute('href', CHECKOUT);

    expect(licensed).toHaveTextContent('Cuebrief Music');
    expect(licensed).toHaveTextContent('$800');
    expect(licensed).toHaveTextContent('Licensed');
    expect(licensed).toHaveTextContent('No. CB-2026-000042 · Issued 21 Nov 2026');
    expect(
      within(licensed!).getByRole('link', { name: 'Download the WAV of Blue Hour' }),
    ).toHaveAttribute('href', 'https://files.test/blue.wav');
    expect(
      within(licensed!).getByRole('link', { name: 'Download the MP3 of Blue Hour' }),
    ).toHaveAttribute('href', 'https://files.test/blue.mp3');
    expect(within(licensed!).queryByRole('link', { name: /Stems/ })).not.toBeInTheDocument();

    expect(awaitingFiles).toHaveTextContent(
      'The files are on their way: we email you the download links.',
    );
    expect(within(awaitingFiles!).queryByRole('link')).not.toBeInTheDocument();

    expect(offered).toHaveTextContent('Awaiting our reply');
    expect(within(offered!).queryByRole('button')).not.toBeInTheDocument();

    expect(closed).toHaveTextContent(
      'The checkout has closed without a payment. We will send your agency a new checkout link by email.',
    );
    expect(within(closed!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('downloads the licence PDF with the token', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const pdfPath = `/users/v1/request/pdf/${uuidOf(202)}`;
    const base = moneyApi();
    const api = fakeApi('Client', async (request) =>
      request.path === pdfPath
        ? new Response('%PDF-1.7', {
            headers: { 'content-disposition': 'attachment; filename="licence-CB-2026-000042.pdf"' },
          })
        : base.fetch(`http://app.test${request.path}`, { method: request.method }),
    );
    await renderMoney(api);
    await userEvent.click(
      await region('Licences').findByRole('button', {
        name: 'Download the licence PDF of Blue Hour',
      }),
    );
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![1]).toBe('licence-CB-2026-000042.pdf');
    expect(api.calls()).toContain(`GET ${pdfPath}`);
  });

  it('says when there are no offers', async () => {
    await renderMoney(moneyApi({ offers: () => apiResponse(200, []) }));
    expect(await region('Licences').findByText(/No offers yet/)).toBeVisible();
  });

  it('says when the offers cannot be loaded', async () => {
    await renderMoney(moneyApi({ offers: () => apiResponse(500, null) }));
    expect(
      await region('Licences').findByText('Your offers and licences could not be loaded.'),
    ).toBeVisible();
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
  });
});

describe('coming back from the card checkout', () => {
  it('thanks the client, reloads the profile and drops the parameter', async () => {
    const api = await renderMoney(moneyApi(), '/offers?checkout=success');
    expect(
      await screen.findByText(
        'Thank you for contacting us, we will get back to you as soon as possible.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(shownLocation()).toBe('/offers'));
    // The profile again, for the premium flags the payment changed.
    await waitFor(() =>
      expect(api.calls().filter((call) => call === 'GET /users/v1/auth/profile')).toHaveLength(2),
    );
    expect(
      await region('Licences').findByRole('link', { name: 'Pay for the licence of Night Drive' }),
    ).toBeVisible();
  });

  it('says nothing was charged after a cancelled checkout', async () => {
    await renderMoney(moneyApi(), '/offers?checkout=cancelled');
    expect(
      await screen.findByText('The checkout was cancelled. Nothing was charged.'),
    ).toBeVisible();
    await waitFor(() => expect(shownLocation()).toBe('/offers'));
  });
});
