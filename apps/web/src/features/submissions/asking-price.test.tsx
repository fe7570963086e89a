import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AudioReviewBody, ClientRequestSubmissions } from '@cuebrief/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiResponse, fakeApi, uuidOf, windowResponse } from '../../test/fake-api';
import { fakeMediaPlayback } from '../../test/fake-media';
import { renderApp } from '../../test/render';
import { renderSubmissionsPage } from './client/render-submissions-page';
import { MySubmissionsPage } from './composer/my-submissions-page';
import {
  clientGroupOf,
  clientSubmissionOf,
  clientTakeOf,
  composerSubmissionOf,
  composerTakeOf,
} from './test-fixtures';

// A submission's asking price (its form's `budget`) is for each of its takes: the client reads
// it beside each take and an offer starts from it (docs/contracts.md#offers-and-licences).
const priced = clientSubmissionOf(1, [clientTakeOf(1, { title: 'Night Drive' })], {
  askingPrice: 1250.5,
});
const unpriced = clientSubmissionOf(2, [clientTakeOf(2, { title: 'Dawn Patrol' })], {
  composerName: 'Theo Marsh',
});
const group: ClientRequestSubmissions = {
  ...clientGroupOf(1, [priced]),
  submissions: [priced, unpriced],
};

/** The client's server: the request's submissions, and offers, each kept. */
function clientApi() {
  const offers: AudioReviewBody[] = [];
  const api = fakeApi('Client', ({ path, body }) => {
    if (path.endsWith('/client/submissions')) return apiResponse(200, [group]);
    if (path.endsWith('/client/audio-review')) {
      offers.push(body as AudioReviewBody);
      const { price, audioId } = body as AudioReviewBody;
      return apiResponse(
        200,
        { id: uuidOf(850), audioId, price, state: 'offered', createdAt: '2026-11-21T10:00:00Z' },
        { message: 'Thanks, we will contact you shortly.' },
      );
    }
    return undefined;
  });
  return { ...api, offers };
}

const renderClientPage = () => renderSubmissionsPage(clientApi(), group.request.id);

const item = (title: string) => screen.getByRole('listitem', { name: title });

async function openOffer(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Offer to license ${title}` }));
  const dialog = screen.getByRole('dialog', { name: `Offer to license “${title}”` });
  return { dialog, price: within(dialog).getByRole('textbox', { name: /Your offer/ }) };
}

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('the asking price, as the client meets it', () => {
  it('is shown beside each take of a priced submission, and nowhere else', async () => {
    renderClientPage();
    await screen.findByRole('heading', { level: 2, name: 'By Lena Fischer' });
    expect(within(item('Night Drive')).getByTestId('asking-price')).toHaveTextContent(
      'Asking price $1,250.50 a take',
    );
    expect(within(item('Dawn Patrol')).queryByTestId('asking-price')).toBeNull();
  });

  it('is where the offer starts: sent unchanged, it is the offer', async () => {
    const api = renderClientPage();
    const { dialog, price } = await openOffer('Night Drive');
    expect(price).toHaveValue('1250.50');
    expect(within(dialog).getByText('In US dollars. The composer asks $1,250.50.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Thanks, we will contact you shortly.')).toBeVisible();
    expect(api.offers).toEqual([
      { price: 1250.5, audioId: priced.audios[0]!.id, audioType: 'submission' },
    ]);
  });

  it('may be changed, and comes back when the dialog is cancelled and opened again', async () => {
    const api = renderClientPage();
    const first = await openOffer('Night Drive');
    await userEvent.clear(first.price);
    await userEvent.type(first.price, '900');
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openOffer('Night Drive');
    expect(again.price).toHaveValue('1250.50');
    expect(api.offers).toEqual([]);
  });

  it('leaves the offer empty when the composer named none', async () => {
    renderClientPage();
    const { dialog, price } = await openOffer('Dawn Patrol');
    expect(price).toHaveValue('');
    expect(within(dialog).getByText('In US dollars.')).toBeVisible();
  });
});

describe('the asking price, as its composer reads it', () => {
  it('is shown on their submission when they named one', async () => {
    const submissions = [
      composerSubmissionOf(1, [composerTakeOf(1, { title: 'Night Drive' })], {
        askingPrice: 900,
      }),
      composerSubmissionOf(2, [composerTakeOf(2, { title: 'Dawn Patrol' })]),
    ];
    const api = fakeApi('Composer', ({ path, query }) =>
      path.endsWith('/composer/submissions') ? windowResponse(submissions, query) : undefined,
    );
    renderApp(<MySubmissionsPage />, { api });
    expect(await screen.findByTestId('asking-price')).toHaveTextContent('Asking price $900 a take');
    expect(screen.getAllByTestId('asking-price')).toHaveLength(1);
  });
});
