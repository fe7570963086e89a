import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowQuery } from '../../test/fake-api';
import { fakeMediaPlayback } from '../../test/fake-media';
import { shownLocation } from '../../test/render';
import { SCREEN_WINDOWS } from '../../lib/window-query';
import { albumApi, albumPath, renderPage, track, trackCalls } from './album-page-test-kit';
import { clientTrackOf } from './test-fixtures';

// The admin's side of the page is album-page-admin.test.tsx.

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('an album, as a client sees it', () => {
  it('shows the album and its tracks with their words, to play', async () => {
    const api = renderPage(albumApi('Client', [clientTrackOf(1, { title: 'Neon Rain' })]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Cities' })).toBeVisible();
    expect(screen.getByText('Neon synths for night drives.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Cuebrief Music' })).toHaveAttribute(
      'href',
      '/cuebrief-music',
    );
    expect(await screen.findByRole('listitem', { name: 'Neon Rain' })).toBeVisible();
    expect(within(track('Neon Rain')).getByText('Cinematic')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete album' })).not.toBeInTheDocument();
    await userEvent.click(
      within(track('Neon Rain')).getByRole('button', { name: 'Play Neon Rain' }),
    );
    await waitFor(() =>
      expect(api.calls()).toContain(`POST /users/v1/request/audio/${clientTrackOf(1).id}/play`),
    );
  });

  it('puts the search and filters in the address and in the tracks request', async () => {
    const api = renderPage(albumApi('Client', [clientTrackOf(1)]), `${albumPath}?mood=Epic`);
    await screen.findByRole('listitem', { name: 'Track 1' });
    expect(trackCalls(api).at(-1)?.query.get('mood')).toBe('Epic');
    // The filters start folded under their button, which counts the one in force; a chip says it.
    const filters = screen.getByRole('button', { name: 'Filters, 1 active' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Remove Mood: Epic' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Genre' })).toBeNull();
    await userEvent.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('combobox', { name: 'Genre' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cinematic' }));
    await waitFor(() => expect(trackCalls(api).at(-1)?.query.get('genre')).toBe('Cinematic'));

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Tempo from (BPM)' }), '90{Enter}');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Length to (seconds)' }), '180');
    await userEvent.tab();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tracks' }), 'rain');
    await waitFor(() => {
      const query = trackCalls(api).at(-1)!.query;
      expect(Object.fromEntries(query)).toEqual({
        search: 'rain',
        genre: 'Cinematic',
        mood: 'Epic',
        tempoMin: '90',
        durationMax: '180',
        ...windowQuery(SCREEN_WINDOWS.audios),
      });
    });
    expect(shownLocation()).toContain('tempoMin=90');
    expect(shownLocation()).toContain('q=rain');

    expect(screen.getByRole('button', { name: 'Filters, 4 active' })).toBeVisible();

    // Clearing the filters keeps the words searched for.
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(Object.fromEntries(trackCalls(api).at(-1)!.query)).toEqual({
        search: 'rain',
        ...windowQuery(SCREEN_WINDOWS.audios),
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
  });

  it('favourites and offers on a track as catalogue audio', async () => {
    const api = renderPage(albumApi('Client', [clientTrackOf(1, { title: 'Neon Rain' })]));
    const heart = await screen.findByRole('button', { name: 'Favourite Neon Rain' });
    await userEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Favourite Neon Rain' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(api.requests.find((call) => call.path.endsWith('/audio-favorite'))?.body).toEqual({
        audioId: clientTrackOf(1).id,
        isFavorite: true,
        audioType: 'catalogue',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Offer to license Neon Rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Offer to license “Neon Rain”' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your offer/ }), '750');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Thanks, we will contact you shortly.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.offers).toEqual([
      { price: 750, audioId: clientTrackOf(1).id, audioType: 'catalogue' },
    ]);
    expect(await within(track('Neon Rain')).findByTestId('last-offer')).toHaveTextContent(
      'You offered $750',
    );
  });

  it('offers to add a track to one of the client’s shortlists', async () => {
    renderPage(albumApi('Client', [clientTrackOf(1, { title: 'Neon Rain' })]));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add to shortlist: Neon Rain' }),
    );
    expect(screen.getByRole('dialog', { name: 'Add “Neon Rain” to a shortlist' })).toBeVisible();
  });

  it('says GET_ALBUM_ERROR when the album cannot be loaded', async () => {
    renderPage(albumApi('Client', [], { album: { status: 500 } }));
    expect(await screen.findByText('GET_ALBUM_ERROR')).toBeVisible();
    expect(screen.getByText('The album could not be loaded.')).toBeVisible();
  });

  it('says GET_AUDIO_ERROR when the tracks cannot be loaded', async () => {
    renderPage(albumApi('Client', [], { tracks: { status: 500 } }));
    expect(await screen.findByText('GET_AUDIO_ERROR')).toBeVisible();
    expect(screen.getByText('The tracks could not be loaded.')).toBeVisible();
  });
});
