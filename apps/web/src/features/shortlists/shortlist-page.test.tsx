import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shortlist } from '@cuebrief/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiResponse, type FakeRequest } from '../../test/fake-api';
import { fakeMediaPlayback } from '../../test/fake-media';
import { renderApp } from '../../test/render';
import {
  refusal,
  shareLinkOf,
  shortlistApi,
  shortlistItemOf,
  shortlistOf,
} from '../../test/shortlists';
import { inOrder } from './items/item-order';
import { ShortlistPage } from './shortlist-page';

/**
 * jsdom lays nothing out: each item of the list gets a box of its own, one under the other in
 * the order they stand in the page, so dnd-kit's keyboard moves find the item above or below.
 */
function layOutItems() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const items = [...document.querySelectorAll('[data-testid="shortlist-item"]')];
    const index = Math.max(0, items.indexOf(this.closest('[data-testid="shortlist-item"]')!));
    const top = index * 200;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: 180,
      right: 600,
      bottom: top + 180,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

const threeItems = () =>
  shortlistOf(
    1,
    [1, 2, 3].map((n) => shortlistItemOf(n)),
  );

/**
 * A server of one shortlist: PUT order keeps the order sent (or is refused with `orderAnswer`),
 * PATCH saves a note, DELETE takes an item off.
 */
function serverOf(
  start: Shortlist,
  role: 'Client' | 'Admin' = 'Client',
  { orderAnswer, noteAnswer }: { orderAnswer?: Response; noteAnswer?: Response } = {},
) {
  let shortlist = start;
  const changes: FakeRequest[] = [];
  const api = shortlistApi(
    role,
    () => shortlist,
    (request) => {
      const { method, path, body } = request;
      if (!path.includes('/shortlists/')) return undefined;
      changes.push(request);
      if (method === 'PUT' && path.endsWith('/order')) {
        if (orderAnswer) return orderAnswer;
        shortlist = inOrder(shortlist, (body as { itemIds: string[] }).itemIds);
        return apiResponse(200, shortlist, { message: 'Order saved' });
      }
      const itemId = path.match(/\/items\/([^/]+)$/)?.[1];
      if (method === 'PATCH' && itemId) {
        if (noteAnswer) return noteAnswer;
        const { note } = body as { note: string };
        shortlist = {
          ...shortlist,
          items: shortlist.items.map((item) =>
            item.id === itemId ? { ...item, note: note || null } : item,
          ),
        };
        return apiResponse(200, shortlist, { message: 'Note saved' });
      }
      if (method === 'DELETE' && itemId) {
        shortlist = { ...shortlist, items: shortlist.items.filter((item) => item.id !== itemId) };
        return apiResponse(200, shortlist, { message: 'Removed from the shortlist' });
      }
      return undefined;
    },
  );
  return { ...api, changes };
}

function renderPage(api: ReturnType<typeof serverOf>) {
  renderApp(
    <Routes>
      <Route path="/shortlists/:id" element={<ShortlistPage />} />
    </Routes>,
    { api, path: `/shortlists/${threeItems().id}` },
  );
  return api;
}

const shownTitles = () =>
  screen.getAllByTestId('shortlist-item').map((item) => item.getAttribute('aria-label'));

/** Picks the item up by its grip, moves it `steps` down (up when negative) and drops it. */
async function moveByKeyboard(title: string, steps: number) {
  screen.getByRole('button', { name: `Move ${title}` }).focus();
  await userEvent.keyboard('[Space]');
  for (let step = 0; step < Math.abs(steps); step += 1) {
    await userEvent.keyboard(steps > 0 ? '[ArrowDown]' : '[ArrowUp]');
  }
  await userEvent.keyboard('[Space]');
}

beforeEach(() => {
  fakeMediaPlayback();
  layOutItems();
});
afterEach(() => vi.restoreAllMocks());

describe('a shortlist’s page, as its client sees it', () => {
  it('shows each item with its version, composer, source, length and note field', async () => {
    const start = threeItems();
    start.items[0] = { ...start.items[0]!, note: 'For the 15 s cut-down', licensed: true };
    renderPage(serverOf(start));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shortlist 1' })).toBeVisible();
    expect(shownTitles()).toEqual(['Item 1', 'Item 2', 'Item 3']);
    const take = screen.getByRole('listitem', { name: 'Item 1' });
    expect(within(take).getByText('v2')).toBeVisible();
    expect(take).toHaveTextContent('Composer 1 · 1:35 · Licensed');
    expect(within(take).getByRole('link', { name: 'Brief 1' })).toHaveAttribute(
      'href',
      `/requests/${start.items[0]!.sourceId}/submissions`,
    );
    expect(within(take).getByRole('textbox', { name: 'Note on Item 1' })).toHaveValue(
      'For the 15 s cut-down',
    );
    const track = screen.getByRole('listitem', { name: 'Item 2' });
    expect(within(track).queryByText(/^v\d/)).not.toBeInTheDocument();
    expect(within(track).getByTestId('audio-source')).toHaveTextContent('From the album Album 2');
  });

  it('plays through the app’s player with the shortlist as the queue', async () => {
    const api = renderPage(serverOf(threeItems()));
    await userEvent.click(await screen.findByRole('button', { name: 'Play Item 2' }));
    await waitFor(() =>
      expect(api.calls()).toContain(
        `POST /users/v1/request/audio/${threeItems().items[1]!.audioId}/play`,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Pause Item 2' })).toBeVisible();
  });

  it('moves an item down by the keyboard and saves the new order with PUT order', async () => {
    const start = threeItems();
    const api = renderPage(serverOf(start));
    await screen.findAllByTestId('shortlist-item');
    await moveByKeyboard('Item 1', 1);
    await waitFor(() => expect(shownTitles()).toEqual(['Item 2', 'Item 1', 'Item 3']));
    const [first, second, third] = start.items.map((item) => item.id);
    expect(api.changes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: `/users/v1/request/shortlists/${start.id}/order`,
        body: { itemIds: [second, first, third] },
      },
    ]);
    // Every step was said to screen readers by the item's title and place.
    expect(await screen.findByText('Item 1 dropped at place 2 of 3.')).toBeInTheDocument();
  });

  it('puts the items back and says why when the new order is refused', async () => {
    let refuse: (answer: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (refuse = resolve));
    const api = serverOf(threeItems());
    const slowOrder = vi.fn(api.fetch);
    renderPage({
      ...api,
      fetch: (async (url: string, init?: RequestInit) =>
        init?.method === 'PUT' ? pending : slowOrder(url, init)) as typeof fetch,
    });
    await screen.findAllByTestId('shortlist-item');
    await moveByKeyboard('Item 3', -2);
    // Moved at once, before the server has answered.
    await waitFor(() => expect(shownTitles()).toEqual(['Item 3', 'Item 1', 'Item 2']));
    await act(async () =>
      refuse(refusal(400, 'List every item of the shortlist once', 'VALIDATION_ERROR')),
    );
    await waitFor(() => expect(shownTitles()).toEqual(['Item 1', 'Item 2', 'Item 3']));
    expect(
      await screen.findByText(
        'The order could not be saved, so it is back as it was: List every item of the shortlist once',
      ),
    ).toBeVisible();
  });

  it('saves a note on Enter and on leaving the field, and says clearly when it cannot', async () => {
    const start = threeItems();
    const api = renderPage(serverOf(start));
    const note = await screen.findByRole('textbox', { name: 'Note on Item 1' });
    await userEvent.type(note, 'Opening shot{Enter}');
    expect(await screen.findByText('Note saved')).toBeVisible();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Note on Item 2' }),
      'For the cut-down',
    );
    await userEvent.tab();
    await waitFor(() => expect(api.changes).toHaveLength(2));
    expect(api.changes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PATCH',
        path: `/users/v1/request/shortlists/${start.id}/items/${start.items[0]!.id}`,
        body: { note: 'Opening shot' },
      },
      {
        method: 'PATCH',
        path: `/users/v1/request/shortlists/${start.id}/items/${start.items[1]!.id}`,
        body: { note: 'For the cut-down' },
      },
    ]);
    // Leaving a field unchanged sends nothing.
    await userEvent.click(screen.getByRole('textbox', { name: 'Note on Item 1' }));
    await userEvent.tab();
    expect(api.changes).toHaveLength(2);
  });

  it('keeps a refused note as typed, with the reason under the field', async () => {
    renderPage(
      serverOf(threeItems(), 'Client', {
        noteAnswer: refusal(503, 'The server is busy.', 'SERVICE_UNAVAILABLE'),
      }),
    );
    const note = await screen.findByRole('textbox', { name: 'Note on Item 3' });
    await userEvent.type(note, 'Maybe{Enter}');
    expect(
      await screen.findByText('The note could not be saved: The server is busy.'),
    ).toBeVisible();
    expect(note).toHaveValue('Maybe');
    expect(note).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a note’s length before sending it', async () => {
    const api = renderPage(serverOf(threeItems()));
    const note = await screen.findByRole('textbox', { name: 'Note on Item 1' });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(501));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Use at most 500 characters')).toBeVisible();
    expect(api.changes).toHaveLength(0);
  });

  it('removes an item only once confirmed', async () => {
    const api = renderPage(serverOf(threeItems()));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Item 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove “Item 2” from the shortlist?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Removed from the shortlist')).toBeVisible();
    expect(api.changes.map((call) => call.method)).toEqual(['DELETE']);
    await waitFor(() => expect(shownTitles()).toEqual(['Item 1', 'Item 3']));
  });

  it('shows what each recipient said of an item at a glance', async () => {
    const start = threeItems();
    const liked = shareLinkOf(1, start.items, { label: 'Nike brand team' });
    liked.items[0]!.reaction = {
      reaction: 'like',
      comment: 'Love the build',
      at: '2026-11-23T10:00:00Z',
    };
    const passed = shareLinkOf(2, start.items, { label: 'Director' });
    passed.items[0]!.reaction = {
      reaction: 'not_for_us',
      comment: null,
      at: '2026-11-23T11:00:00Z',
    };
    renderPage(serverOf({ ...start, links: [liked, passed] }));
    const reactions = within(await screen.findByRole('listitem', { name: 'Item 1' })).getByTestId(
      'item-reactions',
    );
    expect(within(reactions).getByText('Liked by Nike brand team')).toBeVisible();
    expect(within(reactions).getByText('“Love the build”')).toBeVisible();
    expect(within(reactions).getByText('Not for Director')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Item 2' })).queryByTestId('item-reactions'),
    ).not.toBeInTheDocument();
  });

  it('offers on an item from its take’s asking price, a track’s from nothing', async () => {
    const start = shortlistOf(1, [shortlistItemOf(1, { askingPrice: 1800 }), shortlistItemOf(2)]);
    const offers: unknown[] = [];
    const api = shortlistApi(
      'Client',
      () => start,
      ({ path, body }) => {
        if (!path.endsWith('/client/audio-review')) return undefined;
        offers.push(body);
        return apiResponse(200, { ...(body as object), id: start.id, state: 'offered' });
      },
    );
    renderApp(
      <Routes>
        <Route path="/shortlists/:id" element={<ShortlistPage />} />
      </Routes>,
      { api, path: `/shortlists/${start.id}` },
    );
    const take = await screen.findByRole('listitem', { name: 'Item 1' });
    expect(within(take).getByText(/Asking price \$1,800 a take/)).toBeVisible();
    await userEvent.click(within(take).getByRole('button', { name: 'Offer to license Item 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Offer to license “Item 1”' });
    expect(within(dialog).getByRole('textbox', { name: /Your offer/ })).toHaveValue('1800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(offers).toEqual([
      { price: 1800, audioId: start.items[0]!.audioId, audioType: 'submission' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Offer to license Item 2' }));
    const track = screen.getByRole('dialog', { name: 'Offer to license “Item 2”' });
    expect(within(track).getByRole('textbox', { name: /Your offer/ })).toHaveValue('');
  });

  it('points to the requests and the catalogue when nothing is on it yet', async () => {
    renderPage(serverOf(shortlistOf(1, [])));
    expect(await screen.findByText(/Nothing on this shortlist yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your requests' })).toHaveAttribute(
      'href',
      '/requests-history',
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('says why when the shortlist cannot be loaded', async () => {
    renderApp(
      <Routes>
        <Route path="/shortlists/:id" element={<ShortlistPage />} />
      </Routes>,
      { role: 'Client', path: `/shortlists/${threeItems().id}` },
    );
    expect(await screen.findByText('The shortlist could not be loaded: Not found.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('a shortlist’s page, as an admin sees it', () => {
  it('reads it only: no grip, note field, removal, sharing or revoking', async () => {
    const start = threeItems();
    start.items[1] = { ...start.items[1]!, note: 'For the trailer' };
    renderPage(
      serverOf({ ...start, editable: false, links: [shareLinkOf(1, start.items)] }, 'Admin'),
    );
    expect(await screen.findByText(/You are reading this client’s shortlist/)).toBeVisible();
    expect(screen.getByText(/By Northlight Agency/)).toBeVisible();
    expect(shownTitles()).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(screen.getByText('Note: For the trailer')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Remove|Revoke|Share|Rename|Delete|Offer)/ }),
    ).not.toBeInTheDocument();
    // The request's submissions page is its client's: named, not linked.
    expect(
      within(screen.getByRole('listitem', { name: 'Item 1' })).getByTestId('audio-source'),
    ).toHaveTextContent('From the request Brief 1');
    expect(
      within(screen.getByRole('listitem', { name: 'Item 1' })).queryByRole('link', {
        name: 'Brief 1',
      }),
    ).not.toBeInTheDocument();
  });
});
