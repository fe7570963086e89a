import type { AdminOfferWithLicence, AudioOffersWithLicences } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileSaver } from '../../lib/save-api-file';
import { apiResponse, fakeApi, uuidOf } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { OffersDialog } from './offers-dialog';

const AUDIO = { id: uuidOf(500), title: 'Night Drive' };
const CHECKOUT = 'https://checkout.test/pay/cs_9';
const LICENCE_ID = uuidOf(700);

const offerOf = (
  n: number,
  name: string,
  patch: Partial<AdminOfferWithLicence> = {},
): AdminOfferWithLicence => ({
  id: uuidOf(800 + n),
  audioId: AUDIO.id,
  price: 1500,
  state: 'offered',
  createdAt: '2026-11-21T09:00:00.000Z',
  client: { id: uuidOf(900 + n), name, email: `${name}@agency.example`, agencyName: null },
  checkoutUrl: null,
  licence: null,
  ...patch,
});

const licence = {
  id: LICENCE_ID,
  number: 'CB-2026-000042',
  issuedAt: '2026-11-22T10:00:00.000Z',
  downloadInfoSentAt: null,
};

/**
 * The admin's offers server for one audio: answering an open offer makes it accepted with a
 * checkout (or declined); sending the download info records its time. `refuse` fails a write.
 */
function offersApi(offers: AdminOfferWithLicence[], refuse: { answer?: boolean } = {}) {
  let current = offers;
  const api = fakeApi('Admin', ({ method, path, body }) => {
    if (path === `/users/v1/request/admin/audio-review/${AUDIO.id}`) {
      const answer: AudioOffersWithLicences = {
        audio: { ...AUDIO, audioType: 'submission' },
        offers: current,
      };
      return apiResponse(200, answer);
    }
    if (method === 'POST' && path === '/users/v1/payment/admin/send-client-checkout') {
      if (refuse.answer) {
        return apiResponse(409, null, {
          message: 'This offer was already answered.',
          error: 'INVALID_STATE',
        });
      }
      const { status, audioReviewId } = body as {
        status: 'accepted' | 'declined';
        audioReviewId: string;
      };
      current = current.map((offer) =>
        offer.id === audioReviewId
          ? { ...offer, state: status, checkoutUrl: status === 'accepted' ? CHECKOUT : null }
          : offer,
      );
      return apiResponse(200, { url: status === 'accepted' ? CHECKOUT : null });
    }
    if (
      method === 'POST' &&
      path === `/users/v1/request/admin/send-download-audio-info/${LICENCE_ID}`
    ) {
      current = current.map((offer) =>
        offer.licence
          ? {
              ...offer,
              licence: { ...offer.licence, downloadInfoSentAt: '2026-11-23T08:00:00.000Z' },
            }
          : offer,
      );
      return apiResponse(200, {
        ...licence,
        audioId: AUDIO.id,
        audioTitle: AUDIO.title,
        clientId: uuidOf(901),
        priceCents: 150_000,
      });
    }
    return undefined;
  });
  return api;
}

const posts = (api: ReturnType<typeof offersApi>) =>
  api.requests.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }));

async function openDialog(api: ReturnType<typeof offersApi>) {
  renderApp(<OffersDialog audio={AUDIO} isOpen onClose={() => {}} />, { api });
  const dialog = await screen.findByRole('dialog', { name: 'Offers on “Night Drive”' });
  await within(dialog).findByRole('table');
  return dialog;
}

const rowOf = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('row', { name: new RegExp(name) });

afterEach(() => vi.restoreAllMocks());

describe('answering offers', () => {
  it('accepts an open offer after a confirmation showing the price, and shows its checkout', async () => {
    const api = offersApi([offerOf(1, 'Ava')]);
    const dialog = await openDialog(api);
    await userEvent.click(
      within(rowOf(dialog, 'Ava')).getByRole('button', { name: 'Accept the offer of Ava' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    expect(confirm).toHaveTextContent(
      'A checkout of $1,500 for “Night Drive” is created and mailed to Ava.',
    );
    expect(posts(api)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('The offer is accepted. The checkout was mailed to the client.'),
    ).toBeVisible();
    expect(posts(api)).toEqual([
      {
        path: '/users/v1/payment/admin/send-client-checkout',
        body: { status: 'accepted', patientAudioId: AUDIO.id, audioReviewId: uuidOf(801) },
      },
    ]);
    const row = rowOf(dialog, 'Ava');
    expect(await within(row).findByText('Awaiting payment')).toBeVisible();
    expect(within(row).getByRole('link', { name: /Checkout/ })).toHaveAttribute('href', CHECKOUT);
    expect(within(row).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('declines an open offer after a confirmation, and cancelling sends nothing', async () => {
    const api = offersApi([offerOf(1, 'Ava'), offerOf(2, 'Ben', { price: 800 })]);
    const dialog = await openDialog(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline the offer of Ben' }));
    let confirm = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    expect(confirm).toHaveTextContent('The offer of $800 by Ben for “Night Drive” is declined');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Decline this offer?' })).not.toBeInTheDocument(),
    );
    expect(posts(api)).toEqual([]);

    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Decline the offer of Ben' }),
    );
    confirm = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The offer is declined. The client was told.')).toBeVisible();
    expect(posts(api)[0]?.body).toEqual({
      status: 'declined',
      patientAudioId: AUDIO.id,
      audioReviewId: uuidOf(802),
    });
    await waitFor(() => expect(rowOf(dialog, 'Ben')).toHaveTextContent('Declined'));
    expect(within(rowOf(dialog, 'Ben')).queryByRole('button')).not.toBeInTheDocument();
    expect(
      await within(rowOf(dialog, 'Ava')).findByRole('button', { name: /Accept/ }),
    ).toBeVisible();
  });

  it('says why an answer was refused and keeps the confirmation', async () => {
    const dialog = await openDialog(offersApi([offerOf(1, 'Ava')], { answer: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept the offer of Ava' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The answer could not be sent: This offer was already answered.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Accept this offer?' })).toBeVisible();
  });
});

describe('an accepted offer', () => {
  it('while its checkout is open shows only the link: the server refuses to answer it again', async () => {
    const dialog = await openDialog(
      offersApi([offerOf(1, 'Ava', { state: 'accepted', checkoutUrl: CHECKOUT })]),
    );
    const row = rowOf(dialog, 'Ava');
    expect(within(row).getByText('Awaiting payment')).toBeVisible();
    expect(within(row).getByRole('link', { name: /Checkout/ })).toHaveAttribute('href', CHECKOUT);
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('whose checkout closed unpaid gets a new checkout after a confirmation with the price', async () => {
    const api = offersApi([offerOf(1, 'Ava', { state: 'accepted', price: 650 })]);
    const dialog = await openDialog(api);
    const row = rowOf(dialog, 'Ava');
    expect(within(row).getByText('The checkout closed without a payment.')).toBeVisible();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Send a new checkout to Ava' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send a new checkout?' });
    expect(confirm).toHaveTextContent(
      'A new checkout of $650 for “Night Drive” is created and mailed to Ava.',
    );
    expect(posts(api)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('A new checkout was mailed to the client.')).toBeVisible();
    expect(posts(api)).toEqual([
      {
        path: '/users/v1/payment/admin/send-client-checkout',
        body: { status: 'accepted', patientAudioId: AUDIO.id, audioReviewId: uuidOf(801) },
      },
    ]);
    expect(await within(row).findByText('Awaiting payment')).toBeVisible();
    expect(within(row).getByRole('link', { name: /Checkout/ })).toHaveAttribute('href', CHECKOUT);
    expect(within(row).queryByText('The checkout closed without a payment.')).toBeNull();
  });

  it('whose checkout closed unpaid can be declined after a confirmation', async () => {
    const api = offersApi([offerOf(1, 'Ava', { state: 'accepted' })]);
    const dialog = await openDialog(api);
    await userEvent.click(
      within(rowOf(dialog, 'Ava')).getByRole('button', { name: 'Decline the offer of Ava' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    expect(confirm).toHaveTextContent('The offer of $1,500 by Ava for “Night Drive” is declined');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The offer is declined. The client was told.')).toBeVisible();
    expect(posts(api)[0]?.body).toEqual({
      status: 'declined',
      patientAudioId: AUDIO.id,
      audioReviewId: uuidOf(801),
    });
    await waitFor(() => expect(rowOf(dialog, 'Ava')).toHaveTextContent('Declined'));
    expect(within(rowOf(dialog, 'Ava')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why a new checkout was refused and keeps the confirmation', async () => {
    const dialog = await openDialog(
      offersApi([offerOf(1, 'Ava', { state: 'accepted' })], { answer: true }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Send a new checkout to Ava' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The answer could not be sent: This offer was already answered.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Send a new checkout?' })).toBeVisible();
  });
});

describe('delivering a licence', () => {
  it('shows the licence number, sends the download info after a confirmation and says when', async () => {
    const api = offersApi([offerOf(1, 'Ava', { state: 'paid', licence })]);
    const dialog = await openDialog(api);
    const row = rowOf(dialog, 'Ava');
    expect(within(row).getByText('Licence CB-2026-000042')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Send download info to Ava' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the download links?' });
    expect(confirm).toHaveTextContent(
      'Ava is emailed links to the WAV, MP3 and stems of “Night Drive”',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The download links were sent to the client.')).toBeVisible();
    expect(posts(api).map((call) => call.path)).toEqual([
      `/users/v1/request/admin/send-download-audio-info/${LICENCE_ID}`,
    ]);
    expect(await within(row).findByText('Links sent 23 Nov 2026')).toBeVisible();
    expect(await within(row).findByRole('button', { name: 'Send again to Ava' })).toBeVisible();
  });

  it("downloads the client's licence PDF", async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const base = offersApi([offerOf(1, 'Ava', { state: 'paid', licence })]);
    const pdfPath = `/users/v1/request/pdf/${AUDIO.id}`;
    const api = fakeApi('Admin', async (request) =>
      request.path === pdfPath
        ? new Response('%PDF-1.7', {
            headers: { 'content-disposition': 'attachment; filename="licence-CB-2026-000042.pdf"' },
          })
        : base.fetch(`http://app.test${request.path}`, { method: request.method }),
    );
    renderApp(<OffersDialog audio={AUDIO} isOpen onClose={() => {}} />, { api });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download the licence PDF of Night Drive' }),
    );
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(api.calls()).toContain(`GET ${pdfPath}?patientUuid=${uuidOf(901)}`);
  });
});
