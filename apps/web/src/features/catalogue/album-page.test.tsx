import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AudioReviewBody, CatalogueAudio, Role } from '@cuebrief/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionDialogProvider } from '../../domain/payments/subscription-dialog';
import { apiResponse, fakeApi, uuidOf, windowQuery, type FakeRequest } from '../../test/fake-api';
import { fakeMediaPlayback } from '../../test/fake-media';
import { fakeXhr } from '../../test/fake-xhr';
import { renderApp, shownLocation } from '../../test/render';
import { SCREEN_WINDOWS } from '../../lib/window-query';
import { AlbumPage } from './album-page';
import { adminOfferOf } from '../../test/offers';
import { adminTrackOf, albumOf, clientTrackOf } from './test-fixtures';

const album = albumOf(1, { title: 'Night Cities', description: 'Neon synths for night drives.' });
const albumPath = `/cuebrief-music/${album.id}`;

type Answer = { status: number };
const failed = (answer?: Answer) =>
  answer && answer.status !== 200
    ? apiResponse(answer.status, null, { message: 'Something went wrong.' })
    : undefined;

/** One album's server for a role: the album, its tracks, play, favourite, offer and deletes. */
function albumApi(
  role: Role,
  tracks: object[],
  answers: {
    album?: Answer;
    tracks?: Answer;
    deleteTrack?: Answer;
    deleteAlbum?: Answer;
    offers?: Answer;
  } = {},
) {
  const offers: AudioReviewBody[] = [];
  const api = fakeApi(role, ({ method, path, body }: FakeRequest) => {
    if (path.endsWith(`/album/${album.id}`) && method === 'GET') {
      return failed(answers.album) ?? apiResponse(200, album);
    }
    if (path.endsWith(`/album/${album.id}`) && method === 'DELETE') {
      return failed(answers.deleteAlbum) ?? apiResponse(200, null);
    }
    if (path.endsWith(`/album/audio/from/all/${album.id}`)) {
      return failed(answers.tracks) ?? apiResponse(200, tracks);
    }
    if (path.includes('/album/audio/') && method === 'DELETE') {
      return failed(answers.deleteTrack) ?? apiResponse(200, null);
    }
    const offersOf = path.match(/\/admin\/audio-review\/([^/]+)$/);
    if (offersOf) {
      const audio = tracks.find((one) => 'id' in one && one.id === offersOf[1]) as
        CatalogueAudio | undefined;
      if (!audio) return undefined;
      const count = 'offersCount' in audio ? Number(audio.offersCount) : 0;
      return (
        failed(answers.offers) ??
        apiResponse(200, {
          audio: { id: audio.id, title: audio.title, audioType: 'catalogue' },
          offers: Array.from({ length: count }, (_, n) =>
            adminOfferOf(n + 1, audio.id, { price: 1200 }),
          ),
        })
      );
    }
    const played = path.match(/\/audio\/([^/]+)\/play$/);
    if (played) {
      return apiResponse(200, {
        url: `https://media.test/${played[1]}.mp3`,
        expiresAt: '2099-01-01T00:00:00Z',
      });
    }
    if (path.endsWith('/client/audio-favorite')) return apiResponse(200, body);
    if (path.endsWith('/client/audio-review')) {
      offers.push(body as AudioReviewBody);
      const { price, audioId } = body as AudioReviewBody;
      return apiResponse(
        200,
        {
          id: uuidOf(850),
          audioId,
          price,
          state: 'offered',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
        { message: 'Thanks, we will contact you shortly.' },
      );
    }
    return undefined;
  });
  return { ...api, offers };
}

function renderPage(api: ReturnType<typeof albumApi>, path = albumPath) {
  renderApp(
    <SubscriptionDialogProvider>
      <Routes>
        <Route path="/cuebrief-music" element={<p>Album grid</p>} />
        <Route path="/cuebrief-music/:id" element={<AlbumPage />} />
      </Routes>
    </SubscriptionDialogProvider>,
    { api, path },
  );
  return api;
}

const track = (title: string) => screen.getByRole('listitem', { name: title });
const trackCalls = (api: ReturnType<typeof albumApi>) =>
  api.requests.filter((call) => call.path.endsWith(`/album/audio/from/all/${album.id}`));

const fileOf = (name: string, bytes: number) => {
  const file = new File(['audio'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

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

describe('an album, as an admin manages it', () => {
  it('refuses a track without a music name before sending it', async () => {
    const xhr = fakeXhr();
    renderPage(albumApi('Admin', []));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload a track' }));
    const form = screen.getByRole('region', { name: 'Upload a track' });
    await userEvent.click(within(form).getByRole('button', { name: 'Upload track' }));
    expect(await within(form).findByText('Give the music a name')).toBeVisible();
    expect(within(form).getAllByText('Add an mp3 or a wav file.')).toHaveLength(2);
    await userEvent.upload(within(form).getByLabelText('MP3 file'), fileOf('rain.mp3', 4e6));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload track' }));
    expect(within(form).getByText('Give the music a name')).toBeVisible();
    expect(xhr.sent).toHaveLength(0);
  });

  it('uploads a track’s mp3 and wav each on its own row, with progress, cancel and retry', async () => {
    const xhr = fakeXhr();
    renderPage(albumApi('Admin', []));
    expect(await screen.findByText('This album has no tracks yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upload a track' }));
    const form = screen.getByRole('region', { name: 'Upload a track' });
    await userEvent.click(within(form).getByRole('textbox', { name: /Music name/ }));
    await userEvent.paste('Neon Rain');
    await userEvent.click(within(form).getByRole('spinbutton', { name: 'Tempo (BPM)' }));
    await userEvent.paste('96');
    await userEvent.upload(within(form).getByLabelText('MP3 file'), fileOf('rain.mp3', 4e6));
    await userEvent.upload(within(form).getByLabelText('WAV file'), fileOf('rain.wav', 9e6));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload track' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const sent = xhr.last()!;
    expect(sent.path).toBe(`/users/v1/request/add/album/audio/${album.id}?title=Neon+Rain`);
    expect((sent.body?.get('filemp3') as File).name).toBe('rain.mp3');
    expect(sent.body?.get('filewav')).toBeNull();
    expect(JSON.parse(String(sent.body?.get('infoData')))).toEqual({
      genre: [],
      mood: [],
      instruments: [],
      bpm: 96,
    });
    act(() => sent.progress(1e6, 4e6));
    expect(within(form).getByRole('progressbar', { name: 'Upload of rain.mp3' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel rain.mp3' }));
    expect(await within(form).findByText('Upload cancelled.')).toBeVisible();
    // With the mp3 cancelled, the wav goes next and makes the track.
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    expect(xhr.last()!.path).toBe(`/users/v1/request/add/album/audio/${album.id}?title=Neon+Rain`);
    expect((xhr.last()!.body?.get('filewav') as File).name).toBe('rain.wav');
    const stored: CatalogueAudio = { ...adminTrackOf(1, { title: 'Neon Rain' }) };
    act(() => xhr.last()!.respond(200, stored));
    // Retried, the mp3 alone joins the track.
    await userEvent.click(await within(form).findByRole('button', { name: 'Retry rain.mp3' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(3));
    expect(xhr.last()!.path).toBe(`/users/v1/request/album/audio/${stored.id}/file`);
    expect((xhr.last()!.body?.get('filemp3') as File).name).toBe('rain.mp3');
    expect(xhr.last()!.body?.get('filewav')).toBeNull();
    act(() => xhr.last()!.respond(200, stored));
    expect(await screen.findByText('“Neon Rain” is added to the album.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Music name/ })).toHaveValue('');
  });

  it('says UPLOAD_ALBUM_AUDIO_ERROR when the server refuses a track', async () => {
    const xhr = fakeXhr();
    renderPage(albumApi('Admin', []));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload a track' }));
    const form = screen.getByRole('region', { name: 'Upload a track' });
    await userEvent.click(within(form).getByRole('textbox', { name: /Music name/ }));
    await userEvent.paste('Neon Rain');
    await userEvent.upload(within(form).getByLabelText('WAV file'), fileOf('rain.wav', 4e6));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload track' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() => xhr.last()!.respond(415, null, { message: 'This is not a wav file.' }));
    expect(await screen.findByText('UPLOAD_ALBUM_AUDIO_ERROR')).toBeVisible();
    expect(within(form).getByText('Upload failed: This is not a wav file.')).toBeVisible();
  });

  it('uploads a cover from one button, with progress', async () => {
    const xhr = fakeXhr();
    renderPage(albumApi('Admin', []));
    const button = await screen.findByRole('button', { name: 'Upload cover' });
    // The button opens the file picker itself: no panel with a second button (issue 19).
    const picker = screen.getByTestId('cover-file');
    const opened = new Promise<void>((resolve) =>
      picker.addEventListener('click', () => resolve(), { once: true }),
    );
    button.focus();
    await userEvent.keyboard('{Enter}');
    await opened;
    await userEvent.upload(picker, fileOf('c.png', 2e6));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const panel = document.body;
    expect(xhr.last()!.path).toBe(`/users/v1/request/album/img/${album.id}`);
    expect((xhr.last()!.body?.get('file') as File).name).toBe('c.png');
    act(() => xhr.last()!.progress(1e6, 2e6));
    expect(within(panel).getByRole('progressbar', { name: 'Upload of c.png' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    act(() => xhr.last()!.respond(200, album));
    expect(await screen.findByText('The cover is stored.')).toBeVisible();
  });

  it('deletes a track once confirmed, marking only that one as deleting', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const api = albumApi('Admin', [
      adminTrackOf(1, { title: 'Neon Rain', favoritesCount: 2 }),
      adminTrackOf(2, { title: 'Tail Lights' }),
    ]);
    const fetchOriginal = api.fetch;
    const heldApi = {
      ...api,
      fetch: (async (url: string, init?: RequestInit) => {
        if (init?.method === 'DELETE') await held;
        return fetchOriginal(url, init);
      }) as typeof fetch,
    };
    renderPage(heldApi);
    await screen.findByRole('listitem', { name: 'Neon Rain' });
    expect(within(track('Neon Rain')).getByTestId('track-counts')).toHaveTextContent(
      '2 favourites · 0 offers',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Neon Rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Neon Rain”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The dialog closes as the delete starts; then the track says it is going.
    await waitFor(() =>
      expect(within(track('Neon Rain')).getByRole('button', { name: 'Deleting…' })).toBeDisabled(),
    );
    expect(track('Neon Rain')).toHaveAttribute('aria-busy', 'true');
    expect(track('Tail Lights')).toHaveAttribute('aria-busy', 'false');
    answer();
    expect(await screen.findByText('“Neon Rain” was deleted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Neon Rain' })).toBeNull());
    expect(api.calls()).toContain(`DELETE /users/v1/request/album/audio/${adminTrackOf(1).id}`);
  });

  it("opens a track's offers from its offers count", async () => {
    const api = renderPage(
      albumApi('Admin', [
        adminTrackOf(1, { title: 'Neon Rain', offersCount: 2 }),
        adminTrackOf(2, { title: 'Tail Lights' }),
      ]),
    );
    await userEvent.click(await screen.findByRole('button', { name: '2 offers on Neon Rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Offers on “Neon Rain”' });
    expect(await within(dialog).findAllByText('Ava Morgan')).toHaveLength(2);
    expect(within(dialog).getAllByText('$1,200')).toHaveLength(2);
    expect(within(dialog).getAllByText('Northlight Agency')).toHaveLength(2);
    expect(api.calls()).toContain(`GET /users/v1/request/admin/audio-review/${adminTrackOf(1).id}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '0 offers on Tail Lights' }));
    const empty = screen.getByRole('dialog', { name: 'Offers on “Tail Lights”' });
    expect(await within(empty).findByText('No offers on this audio yet.')).toBeVisible();
  });

  it('says on the dialog when the offers cannot be loaded, and tries again', async () => {
    const api = renderPage(
      albumApi('Admin', [adminTrackOf(1, { title: 'Neon Rain', offersCount: 1 })], {
        offers: { status: 500 },
      }),
    );
    const offerCalls = () => api.calls().filter((call) => call.includes('/admin/audio-review/'));
    await userEvent.click(await screen.findByRole('button', { name: '1 offer on Neon Rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Offers on “Neon Rain”' });
    expect(await within(dialog).findByText('The offers could not be loaded.')).toBeVisible();
    expect(offerCalls()).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(offerCalls()).toHaveLength(2));
  });

  it('says DELETE_AUDIO_ERROR and keeps the track when deleting fails', async () => {
    renderPage(albumApi('Admin', [adminTrackOf(1)], { deleteTrack: { status: 500 } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Track 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('DELETE_AUDIO_ERROR')).toBeVisible();
    await waitFor(() => expect(track('Track 1')).toHaveAttribute('aria-busy', 'false'));
  });

  it('deletes the album once confirmed and goes back to the grid', async () => {
    const api = renderPage(albumApi('Admin', []));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete album' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Night Cities”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Album grid')).toBeVisible();
    expect(shownLocation()).toBe('/cuebrief-music');
    expect(api.calls()).toContain(`DELETE /users/v1/request/album/${album.id}`);
  });

  it('says DELETE_ALBUM_ERROR and stays when the album cannot be deleted', async () => {
    renderPage(albumApi('Admin', [], { deleteAlbum: { status: 500 } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete album' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('DELETE_ALBUM_ERROR')).toBeVisible();
    expect(shownLocation()).toBe(albumPath);
  });

  it('edits the album, and says UPDATE_ALBUM_ERROR when refused', async () => {
    const api = renderPage(albumApi('Admin', []));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit album' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit album' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Night Cities');
    await userEvent.clear(title);
    await userEvent.type(title, 'Night Towns');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('UPDATE_ALBUM_ERROR')).toBeVisible();
    expect(api.requests.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Night Towns',
      description: 'Neon synths for night drives.',
    });
  });

  it('says a failed album on the page, without a toast', async () => {
    renderPage(albumApi('Admin', [], { album: { status: 500 } }));
    expect(await screen.findByText('The album could not be loaded.')).toBeVisible();
    expect(screen.queryByText('GET_ALBUM_ERROR')).not.toBeInTheDocument();
  });
});
