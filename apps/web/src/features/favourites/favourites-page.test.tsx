import { decodeWaveform, encodeWaveform } from '@cuebrief/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AudioReviewBody, FavoriteAudio } from '@cuebrief/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionDialogProvider } from '../../domain/payments/subscription-dialog';
import { measuredAnalysis } from '../../test/analysis';
import {
  apiResponse,
  fakeApi,
  uuidOf,
  windowQuery,
  windowResponse,
  type FakeRequest,
} from '../../test/fake-api';
import { fakeMediaPlayback } from '../../test/fake-media';
import { createdWaveSurfers } from '../../test/fake-wavesurfer';
import { renderApp } from '../../test/render';
import { SCREEN_WINDOWS } from '../../lib/window-query';
import { FavouritesPage } from './favourites-page';

/** A favourite take of a request (odd n) or a catalogue track (even n), marked n hours ago. */
const favouriteOf = (n: number, changes: Partial<FavoriteAudio> = {}): FavoriteAudio => ({
  id: uuidOf(500 + n),
  audioType: n % 2 === 1 ? 'submission' : 'catalogue',
  title: `Audio ${n}`,
  description: null,
  bpm: 110,
  key: 'A minor',
  durationSeconds: 95,
  waveform: encodeWaveform([0.1, 0.5, 0.8, n / 100]),
  // The list leaves the peaks out (docs/contracts.md#waveforms): the player draws the waveform.
  peaks: [],
  files: [],
  analysis: measuredAnalysis({ bpm: 110, key: 'A minor', durationSeconds: 95 }),
  fit: null,
  statedMismatches: [],
  takeId: n % 2 === 1 ? uuidOf(500 + n) : null,
  version: n % 2 === 1 ? 1 : null,
  versionNote: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  isFavorite: true,
  isListened: true,
  offer: null,
  favoritedAt: new Date(Date.UTC(2026, 10, 22, 12 - n)).toISOString(),
  source:
    n % 2 === 1
      ? { kind: 'request', id: uuidOf(600 + n), title: `Brief ${n}` }
      : { kind: 'album', id: uuidOf(700 + n), title: `Album ${n}` },
  askingPrice: null,
  ...changes,
});

/**
 * The client's server: their favourites a window at a time (all failing, or the next
 * `failures.next` windows after the first), marks (refused when `favouriteStatus` says) and
 * offers.
 */
function favouritesApi(
  favourites: FavoriteAudio[] | 'failing',
  {
    favouriteStatus = 200,
    failures,
  }: { favouriteStatus?: number; failures?: { next: number } } = {},
) {
  const offers: AudioReviewBody[] = [];
  const api = fakeApi('Client', ({ path, body, query }: FakeRequest) => {
    if (path.endsWith('/client/favourites')) {
      const isLater = Number(query.get('offset')) > 0;
      if (favourites === 'failing' || (isLater && failures && failures.next-- > 0)) {
        return apiResponse(500, null, { message: 'Something went wrong.' });
      }
      return windowResponse(favourites, query);
    }
    if (path.endsWith('/client/audio-favorite')) {
      return favouriteStatus === 200
        ? apiResponse(200, body)
        : apiResponse(favouriteStatus, null, { message: 'The server is busy.' });
    }
    if (path.endsWith('/client/audio-review')) {
      offers.push(body as AudioReviewBody);
      const { price, audioId } = body as AudioReviewBody;
      return apiResponse(200, {
        id: uuidOf(850),
        audioId,
        price,
        state: 'offered',
        createdAt: '2026-11-23T10:00:00.000Z',
      });
    }
    const played = path.match(/\/audio\/([^/]+)\/play$/);
    if (played) {
      return apiResponse(200, {
        url: `https://media.test/${played[1]}.mp3`,
        expiresAt: '2099-01-01T00:00:00Z',
      });
    }
    return undefined;
  });
  return { ...api, offers };
}

function renderPage(api: ReturnType<typeof favouritesApi>) {
  renderApp(
    <SubscriptionDialogProvider>
      <FavouritesPage />
    </SubscriptionDialogProvider>,
    { api, path: '/favourites' },
  );
  return api;
}

const item = (title: string) => screen.getByRole('listitem', { name: title });
const findItem = (title: string) => screen.findByRole('listitem', { name: title });

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('the Favourites page', () => {
  it('lists takes and tracks in the order given, each linked to where it comes from', async () => {
    const api = renderPage(favouritesApi([favouriteOf(2), favouriteOf(1)]));
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    expect(await screen.findByText('2 favourites')).toBeVisible();
    expect(
      screen.getAllByTestId('audio-item').map((node) => node.getAttribute('aria-label')),
    ).toEqual(['Audio 2', 'Audio 1']);
    expect(within(item('Audio 2')).getByRole('link', { name: 'Album 2' })).toHaveAttribute(
      'href',
      `/cuebrief-music/${uuidOf(702)}`,
    );
    expect(within(item('Audio 2')).getByTestId('audio-source')).toHaveTextContent(
      'From the album Album 2',
    );
    expect(within(item('Audio 1')).getByRole('link', { name: 'Brief 1' })).toHaveAttribute(
      'href',
      `/requests/${uuidOf(601)}/submissions`,
    );
    await userEvent.click(within(item('Audio 1')).getByRole('button', { name: 'Play Audio 1' }));
    await waitFor(() =>
      expect(api.calls()).toContain(`POST /users/v1/request/audio/${uuidOf(501)}/play`),
    );
  });

  it('takes an unmarked audio off the list at once, and says so when none is left', async () => {
    const api = renderPage(favouritesApi([favouriteOf(2), favouriteOf(1)]));
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite Audio 2' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Audio 2' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 favourite')).toBeVisible();
    await waitFor(() =>
      expect(api.requests.find((call) => call.path.endsWith('/audio-favorite'))?.body).toEqual({
        audioId: uuidOf(502),
        isFavorite: false,
        audioType: 'catalogue',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favourite Audio 1' }));
    expect(await screen.findByText(/No favourites yet/)).toBeVisible();
  });

  it('puts a refused unmark back, saying why', async () => {
    renderPage(favouritesApi([favouriteOf(1)], { favouriteStatus: 503 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite Audio 1' }));
    expect(
      await screen.findByText('The favourite could not be saved: The server is busy.'),
    ).toBeVisible();
    expect(item('Audio 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Favourite Audio 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers on a favourite as its own kind of audio', async () => {
    const api = renderPage(favouritesApi([favouriteOf(2)]));
    await userEvent.click(await screen.findByRole('button', { name: 'Offer to license Audio 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Offer to license “Audio 2”' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your offer/ }), '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.offers).toEqual([{ price: 400, audioId: uuidOf(502), audioType: 'catalogue' }]);
    expect(await within(item('Audio 2')).findByTestId('last-offer')).toHaveTextContent(
      'You offered $400',
    );
  });

  it('starts an offer on a favourite take from its composer’s asking price', async () => {
    const api = renderPage(favouritesApi([favouriteOf(1, { askingPrice: 1800 }), favouriteOf(2)]));
    expect(await within(await findItem('Audio 1')).findByTestId('asking-price')).toHaveTextContent(
      'Asking price $1,800 a take',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Offer to license Audio 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Offer to license “Audio 1”' });
    expect(within(dialog).getByRole('textbox', { name: /Your offer/ })).toHaveValue('1800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.offers).toEqual([{ price: 1800, audioId: uuidOf(501), audioType: 'submission' }]);
    // A track has no asking price: its offer starts empty.
    await userEvent.click(screen.getByRole('button', { name: 'Offer to license Audio 2' }));
    const track = screen.getByRole('dialog', { name: 'Offer to license “Audio 2”' });
    expect(within(track).getByRole('textbox', { name: /Your offer/ })).toHaveValue('');
  });

  it('points to the requests and the catalogue when there are no favourites', async () => {
    renderPage(favouritesApi([]));
    expect(await screen.findByText(/No favourites yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your requests' })).toHaveAttribute(
      'href',
      '/requests-history',
    );
    expect(screen.getByRole('link', { name: 'Cuebrief Music' })).toHaveAttribute(
      'href',
      '/cuebrief-music',
    );
  });

  it('says on the page when the favourites cannot be loaded, with a retry', async () => {
    const api = renderPage(favouritesApi('failing'));
    expect(await screen.findByText('Your favourites could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.requests.filter((call) => call.path.endsWith('/client/favourites'))).toHaveLength(
        2,
      ),
    );
  });

  it('shows the newest few, then the next ones on “Show more”, counting all of them', async () => {
    const window = SCREEN_WINDOWS.audios;
    const many = Array.from({ length: window + 10 }, (_, i) => favouriteOf(i + 1));
    const failures = { next: 1 };
    const api = renderPage(favouritesApi(many, { failures }));
    expect(await screen.findByText(`${many.length} favourites`)).toBeVisible();
    expect(screen.getAllByTestId('audio-item')).toHaveLength(window);
    expect(screen.getByText(`Showing ${window} of ${many.length}`)).toBeVisible();

    // The next window fails once: what is shown stays, the page says so, the button tries again.
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('More could not be loaded. Try again.')).toBeVisible();
    expect(screen.getAllByTestId('audio-item')).toHaveLength(window);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('audio-item')).toHaveLength(many.length));
    expect(screen.getAllByTestId('audio-item').at(-1)).toHaveAttribute(
      'aria-label',
      `Audio ${many.length}`,
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.queryByText('More could not be loaded. Try again.')).not.toBeInTheDocument();
    const windows = api.requests.filter((call) => call.path.endsWith('/client/favourites'));
    expect(windows.map((call) => Object.fromEntries(call.query))).toEqual([
      windowQuery(window),
      windowQuery(window, window),
      windowQuery(window, window),
    ]);
    // Thirty whole audio items are drawn: seconds of work on a busy machine.
  }, 60_000);

  it('draws each waveform from its `waveform`, the list having left the peaks out', async () => {
    renderPage(favouritesApi([favouriteOf(2), favouriteOf(1)]));
    await screen.findByText('2 favourites');
    await waitFor(() => expect(createdWaveSurfers).toHaveLength(2));
    const drawn = createdWaveSurfers.map((wave) => wave.options.peaks?.[0]);
    expect(drawn).toEqual([
      decodeWaveform(favouriteOf(2).waveform),
      decodeWaveform(favouriteOf(1).waveform),
    ]);
  });
});
