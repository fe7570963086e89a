import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@cuebrief/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionDialogProvider } from '../../../domain/payments/subscription-dialog';
import { SCREEN_WINDOWS } from '../../../lib/window-query';
import { measuredAnalysis } from '../../../test/analysis';
import {
  apiResponse,
  fakeApi,
  windowQuery,
  windowResponse,
  type FakeRequest,
} from '../../../test/fake-api';
import { fakeMediaPlayback } from '../../../test/fake-media';
import { renderApp, shownLocation } from '../../../test/render';
import { MusicPage } from '../music-page';
import { adminFoundTrackOf, albumOf, clientFoundTrackOf, trackAlbumOf } from '../test-fixtures';

const SEARCH_PATH = '/users/v1/request/catalogue/tracks';

/**
 * The catalogue's server for a role: the albums, and the search, which answers `found` (a window
 * of it, with its count) or fails `failures` times first, or never answers while `isPending`.
 */
function searchApi(
  role: Role,
  found: object[],
  options: { failures?: number; isPending?: boolean } = {},
) {
  let failures = options.failures ?? 0;
  return fakeApi(role, ({ method, path, query, body }: FakeRequest) => {
    if (path.endsWith('/users/v1/request/albums') || path.endsWith('/albums/admin')) {
      return apiResponse(200, [albumOf(1, { title: 'Night Cities' })]);
    }
    if (path === SEARCH_PATH) {
      if (options.isPending) return new Promise<Response>(() => {});
      if (failures-- > 0) return apiResponse(500, null, { message: 'Something went wrong.' });
      return windowResponse(found, query);
    }
    const played = path.match(/\/audio\/([^/]+)\/play$/);
    if (played && method === 'POST') {
      return apiResponse(200, {
        url: `https://media.test/${played[1]}.mp3`,
        expiresAt: '2099-01-01T00:00:00Z',
      });
    }
    if (path.endsWith('/client/audio-favorite')) return apiResponse(200, body);
    return undefined;
  });
}

function renderPage(api: ReturnType<typeof searchApi>, path = '/cuebrief-music') {
  renderApp(
    <SubscriptionDialogProvider>
      <Routes>
        <Route path="/cuebrief-music" element={<MusicPage />} />
        <Route path="/cuebrief-music/:id" element={<p>Album page</p>} />
      </Routes>
    </SubscriptionDialogProvider>,
    { api, path },
  );
  return api;
}

/** The query of every search the page made, in order. */
const searches = (api: ReturnType<typeof searchApi>) =>
  api.requests.filter((call) => call.path === SEARCH_PATH).map((call) => call.query);
const lastSearch = (api: ReturnType<typeof searchApi>) =>
  Object.fromEntries(searches(api).at(-1) ?? []);
const row = (title: string) => screen.getByRole('listitem', { name: title });

const neonRain = clientFoundTrackOf(1, {
  title: 'Neon Rain',
  album: trackAlbumOf({
    title: 'Night Cities',
    thumbnail: { url: 'https://media.test/thumb.webp', expiresAt: '2099-01-01T00:00:00Z' },
  }),
});
// Neither tempo nor key stated: the measured ones show, marked.
const lowTide = clientFoundTrackOf(2, {
  title: 'Low Tide',
  bpm: null,
  key: null,
  analysis: measuredAnalysis({ bpm: 71.6, key: 'A minor' }),
  isListened: true,
});

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('Cuebrief Music’s search, as a client uses it', () => {
  it('shows the albums until something is searched for, then the tracks it finds', async () => {
    const api = renderPage(searchApi('Client', [neonRain, lowTide]));
    expect(await screen.findByRole('heading', { level: 2, name: 'Albums' })).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Night Cities' })).toBeVisible();
    expect(searches(api)).toHaveLength(0);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search all tracks' }), 'night');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tracks' })).toBeVisible();
    expect(await screen.findByText('2 tracks found')).toBeVisible();
    expect(lastSearch(api)).toEqual({ search: 'night', ...windowQuery(SCREEN_WINDOWS.audios) });
    expect(shownLocation()).toBe('/cuebrief-music?q=night');
    expect(screen.queryByRole('heading', { name: 'Albums' })).toBeNull();

    const neon = row('Neon Rain');
    expect(within(neon).getByRole('link', { name: 'Night Cities' })).toHaveAttribute(
      'href',
      `/cuebrief-music/${neonRain.album.id}`,
    );
    expect(within(neon).getByText(/2:30 · 120 BPM · D minor/)).toBeVisible();
    expect(within(neon).getByTestId('new-badge')).toBeVisible();
    expect(neon.querySelector('img')).toHaveAttribute('src', 'https://media.test/thumb.webp');
    expect(within(row('Low Tide')).getByText(/72 BPM \(measured\) · A minor \(measured\)/));
    expect(within(row('Low Tide')).queryByTestId('new-badge')).toBeNull();
  });

  it('folds the filters under a button that counts them, each one a chip to remove', async () => {
    const api = renderPage(searchApi('Client', [neonRain]));
    const filters = await screen.findByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Genre' })).toBeNull();

    await userEvent.click(filters);
    await userEvent.click(screen.getByRole('combobox', { name: 'Genre' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ambient' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Tempo from (BPM)' }), '90{Enter}');
    await waitFor(() =>
      expect(lastSearch(api)).toEqual({
        genre: 'Ambient',
        tempoMin: '90',
        ...windowQuery(SCREEN_WINDOWS.audios),
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();
    expect(shownLocation()).toBe('/cuebrief-music?genre=Ambient&tempoMin=90');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Genre: Ambient' }));
    await waitFor(() => expect(lastSearch(api).genre).toBeUndefined());
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Albums' })).toBeVisible();
    expect(shownLocation()).toBe('/cuebrief-music');
  });

  it('sorts, keeping the order in the address and leaving the default out', async () => {
    const api = renderPage(searchApi('Client', [neonRain]), '/cuebrief-music?q=rain');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveTextContent('Newest first');

    await userEvent.click(sort);
    await userEvent.click(await screen.findByRole('option', { name: 'Fastest first' }));
    await waitFor(() =>
      expect(lastSearch(api)).toMatchObject({ search: 'rain', sort: 'tempo', order: 'desc' }),
    );
    expect(shownLocation()).toBe('/cuebrief-music?q=rain&sort=tempo&order=desc');

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Title A–Z' }));
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ sort: 'title' }));
    expect(lastSearch(api).order).toBeUndefined();

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Newest first' }));
    // The default's results are still cached from the first search: no need to ask again.
    await waitFor(() => expect(shownLocation()).toBe('/cuebrief-music?q=rain'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
  });

  it('opens on the search of a shared link; a value the API would refuse is left out', async () => {
    const api = renderPage(
      searchApi('Client', [neonRain]),
      '/cuebrief-music?q=night&mood=Calm&tempoMin=500&sort=length&order=sideways',
    );
    expect(await screen.findByRole('listitem', { name: 'Neon Rain' })).toBeVisible();
    expect(lastSearch(api)).toEqual({
      search: 'night',
      mood: 'Calm',
      sort: 'length',
      ...windowQuery(SCREEN_WINDOWS.audios),
    });
    expect(screen.getByRole('searchbox', { name: 'Search all tracks' })).toHaveValue('night');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Shortest first');
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();
  });

  it('plays a result with the results as the queue, and marks it a favourite', async () => {
    const api = renderPage(searchApi('Client', [neonRain, lowTide]), '/cuebrief-music?q=n');
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Low Tide' })).getByRole('button', {
        name: 'Play Low Tide',
      }),
    );
    await waitFor(() =>
      expect(api.calls()).toContain(`POST /users/v1/request/audio/${lowTide.id}/play`),
    );
    expect(
      await within(row('Low Tide')).findByRole('button', { name: 'Pause Low Tide' }),
    ).toBeVisible();

    const heart = within(row('Neon Rain')).getByRole('button', { name: 'Favourite Neon Rain' });
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        api.requests.find((call) => call.path.endsWith('/client/audio-favorite'))?.body,
      ).toEqual({
        audioId: neonRain.id,
        isFavorite: true,
        audioType: 'catalogue',
      }),
    );
    await userEvent.click(
      within(row('Neon Rain')).getByRole('button', { name: 'Offer to license Neon Rain' }),
    );
    expect(await screen.findByRole('dialog', { name: /Offer to license/ })).toBeVisible();
  });

  it('reads more results a window at a time', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      clientFoundTrackOf(10 + i, { title: `Cue ${i + 1}` }),
    );
    const api = renderPage(searchApi('Client', many), '/cuebrief-music?q=cue');
    expect(await screen.findByText('25 tracks found')).toBeVisible();
    expect(screen.getAllByTestId('found-track')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('found-track')).toHaveLength(25));
    expect(lastSearch(api)).toMatchObject(windowQuery(SCREEN_WINDOWS.audios, 20));
  });

  it('says when nothing is found, and clears the search back to the albums', async () => {
    renderPage(searchApi('Client', []), '/cuebrief-music?q=zzz&genre=Ambient&sort=title');
    expect(await screen.findByText('No track matches this search.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Albums' })).toBeVisible();
    expect(shownLocation()).toBe('/cuebrief-music?sort=title');
    expect(screen.getByRole('searchbox', { name: 'Search all tracks' })).toHaveValue('');
  });

  it('shows it is loading while the search is asked', async () => {
    renderPage(searchApi('Client', [], { isPending: true }), '/cuebrief-music?q=night');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('says a failed search with GET_AUDIO_ERROR, on the page with a retry', async () => {
    const api = renderPage(searchApi('Client', [neonRain], { failures: 1 }), '/cuebrief-music?q=n');
    expect(await screen.findByText('The catalogue could not be searched.')).toBeVisible();
    expect(screen.getByText('GET_AUDIO_ERROR')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Neon Rain' })).toBeVisible();
    expect(searches(api)).toHaveLength(2);
  });
});

describe('Cuebrief Music’s search, as an admin uses it', () => {
  it('finds tracks of unpublished albums too, with how clients took to them', async () => {
    const hidden = adminFoundTrackOf(3, {
      title: 'Hidden Gem',
      favoritesCount: 2,
      offersCount: 1,
      album: trackAlbumOf({ title: 'Unreleased', published: false }),
    });
    renderPage(searchApi('Admin', [hidden]), '/cuebrief-music?q=gem');
    const gem = await screen.findByRole('listitem', { name: 'Hidden Gem' });
    expect(within(gem).getByText('Draft')).toBeVisible();
    expect(within(gem).getByTestId('track-counts')).toHaveTextContent('2 favourites · 1 offer');
    expect(within(gem).queryByRole('button', { name: /Favourite/ })).toBeNull();
    expect(within(gem).queryByRole('button', { name: /Offer/ })).toBeNull();
    expect(within(gem).getByRole('button', { name: 'Play Hidden Gem' })).toBeVisible();
  });

  it('says a failed search on the page only', async () => {
    renderPage(searchApi('Admin', [], { failures: 1 }), '/cuebrief-music?q=n');
    expect(await screen.findByText('The catalogue could not be searched.')).toBeVisible();
    expect(screen.queryByText('GET_AUDIO_ERROR')).toBeNull();
  });
});
