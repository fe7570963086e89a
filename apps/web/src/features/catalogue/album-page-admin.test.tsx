import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueAudio } from '@cuebrief/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaPlayback } from '../../test/fake-media';
import { fakeXhr } from '../../test/fake-xhr';
import { shownLocation } from '../../test/render';
import { album, albumApi, albumPath, fileOf, renderPage, track } from './album-page-test-kit';
import { adminTrackOf } from './test-fixtures';

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

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

  it('warns before deleting a published album’s last track that the album returns to draft', async () => {
    renderPage(
      albumApi(
        'Admin',
        [adminTrackOf(1, { title: 'Neon Rain' })],
        {},
        { ...album, tracksCount: 1 },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Neon Rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Neon Rain”?' });
    expect(within(dialog).getByText('The track and its files are removed for good.')).toBeVisible();
    expect(
      within(dialog).getByText(
        'This is the last track of “Night Cities”, which is published. Deleting it returns the ' +
          'album to draft: clients will not see the album until it has a track and is published again.',
      ),
    ).toBeVisible();
  });

  it.each([
    { case: 'a track among several', tracks: [1, 2], shown: album },
    // The album's count decides, not the list: a filter may show one track of three.
    { case: 'the one track a filter shows of three', tracks: [1], shown: album },
    {
      case: 'a draft’s last track',
      tracks: [1],
      shown: { ...album, published: false, publishedAt: null, tracksCount: 1 },
    },
  ])('asks as usual, without the draft warning, for $case', async ({ tracks, shown }) => {
    const listed = tracks.map((n) =>
      adminTrackOf(n, { title: n === 1 ? 'Neon Rain' : `Track ${n}` }),
    );
    renderPage(albumApi('Admin', listed, {}, shown));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Neon Rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Neon Rain”?' });
    expect(within(dialog).getByText('The track and its files are removed for good.')).toBeVisible();
    expect(within(dialog).queryByText(/returns the album to draft/)).not.toBeInTheDocument();
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
