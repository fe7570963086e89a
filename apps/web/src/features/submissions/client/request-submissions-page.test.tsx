import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AudioReviewBody, ClientRequestSubmissions } from '@cuebrief/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiResponse, fakeApi, profileOf, uuidOf, windowQuery } from '../../../test/fake-api';
import { offerMadeAnswer } from '../../../test/offers';
import { SCREEN_WINDOWS } from '../../../lib/window-query';
import { fakeMediaPlayback } from '../../../test/fake-media';
import { clientTakeOf, clientGroupOf, clientSubmissionOf, playLinkOf } from '../test-fixtures';
import { renderSubmissionsPage } from './render-submissions-page';

const fresh = clientTakeOf(1, { title: 'Night Drive' });
const heard = clientTakeOf(2, {
  title: 'Dawn Patrol',
  isListened: true,
  isFavorite: true,
  offer: {
    id: uuidOf(801),
    audioId: uuidOf(702),
    price: 1500,
    state: 'offered',
    createdAt: '2026-11-21T09:00:00.000Z',
  },
});
const group = clientGroupOf(1, [clientSubmissionOf(1, [fresh, heard])]);

type Answer = { status: number; message?: string; error?: string };

/** The client's submissions server: the grouped list, plays, favourites and offers. */
function clientApi(
  groups: ClientRequestSubmissions[],
  answers: {
    favourite?: Answer;
    /** The favourite is answered only once this settles. */
    favouriteHeld?: Promise<void>;
    review?: Answer;
    listFails?: boolean;
    /** The profile says the plan has run out (writingAccess false). */
    isPlanOver?: boolean;
  } = {},
) {
  const offers: AudioReviewBody[] = [];
  const api = fakeApi('Client', async ({ method, path, body }) => {
    if (answers.isPlanOver && path.endsWith('/auth/profile')) {
      return apiResponse(200, {
        ...profileOf('Client'),
        isSubscriptionEnabled: false,
        writingAccess: false,
      });
    }
    if (path.endsWith('/client/submissions')) {
      return answers.listFails
        ? apiResponse(500, null, { message: 'Something went wrong.' })
        : apiResponse(200, groups);
    }
    const played = path.match(/\/audio\/([^/]+)\/play$/);
    if (played && method === 'POST') return apiResponse(200, playLinkOf(played[1]!));
    if (path.endsWith('/client/audio-favorite')) {
      await answers.favouriteHeld;
      const { status, ...meta } = answers.favourite ?? { status: 200 };
      return apiResponse(status, status === 200 ? body : null, meta);
    }
    if (path.endsWith('/client/audio-review')) {
      offers.push(body as AudioReviewBody);
      const { status, ...meta } = answers.review ?? { status: 200 };
      if (status !== 200) return apiResponse(status, null, meta);
      return offerMadeAnswer(body as AudioReviewBody);
    }
    return undefined;
  });
  return { ...api, offers };
}

const renderPage = (api: ReturnType<typeof clientApi>, requestId = group.request.id) =>
  renderSubmissionsPage(api, requestId);

const item = (title: string) => screen.getByRole('listitem', { name: title });

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('a request’s submissions, as its client sees them', () => {
  it('lists each composer’s audios, new ones marked, with the last offer', async () => {
    renderPage(clientApi([group]));
    expect(await screen.findByRole('heading', { level: 2, name: 'By Lena Fischer' })).toBeVisible();
    expect(screen.getByText(group.request.title)).toBeVisible();
    expect(within(item('Night Drive')).getByText('New')).toBeVisible();
    expect(within(item('Dawn Patrol')).queryByText('New')).toBeNull();
    expect(within(item('Dawn Patrol')).getByTestId('last-offer')).toHaveTextContent(
      'You offered $1,500 on 21 Nov 2026 · Awaiting our reply',
    );
    expect(
      within(item('Dawn Patrol')).getByRole('button', { name: 'Favourite Dawn Patrol' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Back to the request' })).toHaveAttribute(
      'href',
      `/requests/${group.request.id}`,
    );
  });

  it('drops the "New" mark once the audio is played', async () => {
    const api = renderPage(clientApi([group]));
    await userEvent.click(await screen.findByRole('button', { name: 'Play Night Drive' }));
    await waitFor(() => expect(within(item('Night Drive')).queryByText('New')).toBeNull());
    expect(api.calls()).toContain(`POST /users/v1/request/audio/${fresh.id}/play`);
  });

  it('marks a favourite at once, and takes it back when the server refuses', async () => {
    let answer = () => {};
    renderPage(
      clientApi([group], {
        favourite: { status: 500, message: 'Something went wrong on our side.' },
        favouriteHeld: new Promise<void>((resolve) => (answer = resolve)),
      }),
    );
    const heart = await screen.findByRole('button', { name: 'Favourite Night Drive' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Favourite Night Drive' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    answer();
    expect(
      await screen.findByText(
        'The favourite could not be saved: Something went wrong on our side.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Night Drive' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('keeps a favourite the server accepted', async () => {
    const api = renderPage(clientApi([group]));
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite Night Drive' }));
    expect(screen.getByRole('button', { name: 'Favourite Night Drive' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(api.requests.find((call) => call.path.endsWith('/audio-favorite'))?.body).toEqual({
        audioId: fresh.id,
        isFavorite: true,
        audioType: 'submission',
      }),
    );
  });

  it('checks the offered price with the shared rule, then sends it and thanks', async () => {
    const api = renderPage(clientApi([group]));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Offer to license Night Drive' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Offer to license “Night Drive”' });
    const price = within(dialog).getByRole('textbox', { name: /Your offer/ });
    const send = within(dialog).getByRole('button', { name: 'Send offer' });

    await userEvent.click(send);
    expect(await within(dialog).findByText('Required')).toBeVisible();
    await userEvent.type(price, '12.345');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Use at most two decimals')).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Enter more than 0')).toBeVisible();
    expect(api.offers).toHaveLength(0);

    await userEvent.clear(price);
    await userEvent.type(price, '$2,000');
    await userEvent.click(send);
    expect(await screen.findByText('Thanks, we will contact you shortly.')).toBeVisible();
    expect(api.offers).toEqual([{ price: 2000, audioId: fresh.id, audioType: 'submission' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(item('Night Drive')).getByTestId('last-offer')).toHaveTextContent(
      'You offered $2,000 on 21 Nov 2026',
    );
  });

  it('opens "Upgrade Your Plan" when the plan has run out', async () => {
    renderPage(
      clientApi([group], {
        review: {
          status: 402,
          message: 'Your subscription has expired.',
          error: 'SUBSCRIPTION_REQUIRED',
        },
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Offer to license Night Drive' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Your offer/ }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: /Offer to license/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Thanks, we will contact you shortly.')).not.toBeInTheDocument();
  });

  it('locks the offer up front when the plan has run out: it opens "Upgrade Your Plan"', async () => {
    const api = clientApi([group], { isPlanOver: true });
    renderPage(api);
    const offer = await screen.findByRole('button', { name: 'Offer to license Night Drive' });
    expect(offer).toHaveAccessibleDescription(
      'An offer to license needs an active plan: upgrade to send one.',
    );
    await userEvent.click(offer);
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Your offer/ })).not.toBeInTheDocument();
    expect(api.offers).toHaveLength(0);
  });

  it('says when no music has arrived yet', async () => {
    renderPage(clientApi([]), uuidOf(599));
    expect(
      await screen.findByText(
        'No music has arrived for this request yet. We email you as submissions arrive.',
      ),
    ).toBeVisible();
  });

  it("says when the submissions cannot be loaded, with the spec's toast", async () => {
    renderPage(clientApi([group], { listFails: true }));
    expect(await screen.findByText('The submissions could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
  });

  it('paints the first screen’s takes, then the rest of the window', async () => {
    const submissions = Array.from({ length: 4 }, (_, i) =>
      clientSubmissionOf(i + 1, [
        clientTakeOf(10 + 2 * i, { title: `Take ${i + 1}a` }),
        clientTakeOf(11 + 2 * i, { title: `Take ${i + 1}b` }),
      ]),
    );
    renderPage(clientApi([clientGroupOf(1, submissions)]));
    expect(await screen.findByRole('listitem', { name: 'Take 1a' })).toBeVisible();
    // Two takes fill a screen: the card that holds them comes first, the others a frame later.
    expect(screen.getAllByTestId('audio-item')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId('audio-item')).toHaveLength(8));
    expect(item('Take 4b')).toBeVisible();
  });

  it('asks for its request’s submissions a few at a time, the next on “Show more”', async () => {
    const window = SCREEN_WINDOWS.submissions;
    const all = Array.from({ length: window + 5 }, (_, i) => clientSubmissionOf(i + 1, []));
    const windows: Record<string, string>[] = [];
    const api = fakeApi('Client', ({ path, query }) => {
      if (!path.endsWith('/client/submissions')) return undefined;
      windows.push(Object.fromEntries(query));
      const offset = Number(query.get('offset'));
      // The window counts submissions; their request is named in every window that has some.
      const response = apiResponse(200, [
        clientGroupOf(1, all.slice(offset, offset + Number(query.get('limit')))),
      ]);
      response.headers.set('x-total-count', String(all.length));
      return response;
    });
    renderPage({ ...api, offers: [] });
    expect(await screen.findByText(`${all.length} submissions`)).toBeVisible();
    const cards = () => screen.getAllByRole('heading', { level: 2, name: 'By Lena Fischer' });
    expect(cards()).toHaveLength(window);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(all.length));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const requestId = group.request.id;
    expect(windows).toEqual([
      { requestId, ...windowQuery(window) },
      { requestId, ...windowQuery(window, window) },
    ]);
  });
});
