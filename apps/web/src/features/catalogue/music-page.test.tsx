import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateAlbumBody, Role } from '@cuebrief/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi } from '../../test/fake-api';
import { renderApp, shownLocation } from '../../test/render';
import { MusicPage } from './music-page';
import { adminAlbumOf, albumOf } from './test-fixtures';

type Answer = { status: number; data?: unknown };

/** The catalogue server of one role: the album lists, and creating an album. */
function catalogueApi(role: Role, answers: { albums?: Answer; admin?: Answer; create?: Answer }) {
  const created: CreateAlbumBody[] = [];
  const api = fakeApi(role, ({ method, path, body }) => {
    const answer = (given: Answer | undefined) =>
      given &&
      apiResponse(given.status, given.status === 200 ? given.data : null, {
        message: 'Something went wrong.',
      });
    if (path.endsWith('/users/v1/request/albums')) return answer(answers.albums);
    if (path.endsWith('/users/v1/request/albums/admin')) return answer(answers.admin);
    if (path.endsWith('/users/v1/request/add/album') && method === 'POST') {
      created.push(body as CreateAlbumBody);
      return answer(answers.create);
    }
    return undefined;
  });
  return { ...api, created };
}

function renderPage(api: ReturnType<typeof catalogueApi>) {
  renderApp(
    <Routes>
      <Route path="/cuebrief-music" element={<MusicPage />} />
      <Route path="/cuebrief-music/:id" element={<p>Album page</p>} />
    </Routes>,
    { api, path: '/cuebrief-music' },
  );
  return api;
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('Cuebrief Music, as a client sees it', () => {
  it('shows the published albums as cards linking to their pages', async () => {
    // The grid draws the full cover from its srcset at the cell's width (decision 044), not the
    // 100 px thumbnail; an album without a cover shows its title set in the placeholder.
    const withCover = albumOf(1, {
      title: 'Night Cities',
      cover: {
        url: 'https://media.test/cover.webp',
        expiresAt: '2026-11-23T14:00:00Z',
        width: 1200,
        height: 1200,
        srcset: [
          { url: 'https://media.test/cover-320.webp', width: 320 },
          { url: 'https://media.test/cover-640.webp', width: 640 },
        ],
      },
      thumbnail: { url: 'https://media.test/thumb.webp', expiresAt: '2026-11-23T14:00:00Z' },
    });
    const api = renderPage(
      catalogueApi('Client', {
        albums: { status: 200, data: [withCover, albumOf(2, { title: 'Open Roads' })] },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuebrief Music' })).toBeVisible();
    expect(await screen.findByText('2 albums')).toBeVisible();
    expect(within(card('Night Cities')).getByText('3 tracks · 7:30')).toBeVisible();
    expect(within(card('Night Cities')).getByRole('link')).toHaveAttribute(
      'href',
      `/cuebrief-music/${withCover.id}`,
    );
    const cover = card('Night Cities').querySelector('img');
    expect(cover).toHaveAttribute('src', 'https://media.test/cover.webp');
    expect(cover).toHaveAttribute(
      'srcset',
      'https://media.test/cover-320.webp 320w, https://media.test/cover-640.webp 640w',
    );
    expect(cover).toHaveAttribute('sizes', '(max-width: 599.95px) 50vw, 20rem');
    // Width and height hold the cell's shape before the image arrives: nothing shifts.
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '1200');
    // The title beside it names the cover, so the image itself is decorative.
    expect(cover).toHaveAttribute('alt', '');
    const placeholder = within(card('Open Roads')).getByTestId('art-placeholder');
    expect(placeholder).toHaveTextContent('Open Roads');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(card('Open Roads').querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New album' })).not.toBeInTheDocument();
    expect(api.calls()).toContain('GET /users/v1/request/albums');
  });

  it('says when there are no albums yet', async () => {
    renderPage(catalogueApi('Client', { albums: { status: 200, data: [] } }));
    expect(await screen.findByText('No albums yet.')).toBeVisible();
  });

  it('says ALBUMS_NOT_FOUND when the albums cannot be loaded', async () => {
    renderPage(catalogueApi('Client', { albums: { status: 500 } }));
    expect(await screen.findByText('ALBUMS_NOT_FOUND')).toBeVisible();
    expect(screen.getByText('The albums could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('Cuebrief Music, as an admin sees it', () => {
  it('shows every album with the unpublished ones marked and their counts', async () => {
    const api = renderPage(
      catalogueApi('Admin', {
        admin: {
          status: 200,
          data: [
            adminAlbumOf(1, { title: 'Night Cities', favoritesCount: 4, offersCount: 1 }),
            adminAlbumOf(2, { title: 'Drafts', published: false, tracksCount: 0 }),
          ],
        },
      }),
    );
    expect(await screen.findByText('2 albums')).toBeVisible();
    expect(
      within(card('Night Cities')).getByText('3 tracks · 7:30 · 4 favourites · 1 offer'),
    ).toBeVisible();
    expect(within(card('Night Cities')).getByText('Published')).toBeVisible();
    expect(within(card('Night Cities')).queryByText('Draft')).toBeNull();
    expect(within(card('Drafts')).getByText('Draft')).toBeVisible();
    expect(within(card('Drafts')).getByText('0 tracks · 0 favourites · 0 offers')).toBeVisible();
    expect(api.calls()).toContain('GET /users/v1/request/albums/admin');
    expect(api.calls()).not.toContain('GET /users/v1/request/albums');
  });

  it('invites the first album when there is none', async () => {
    renderPage(catalogueApi('Admin', { admin: { status: 200, data: [] } }));
    expect(
      await screen.findByText('No albums yet. Create the first with “New album”.'),
    ).toBeVisible();
  });

  it('says a failed list on the page, without a toast', async () => {
    renderPage(catalogueApi('Admin', { admin: { status: 500 } }));
    expect(await screen.findByText('The albums could not be loaded.')).toBeVisible();
    expect(screen.queryByText('ALBUMS_NOT_FOUND')).not.toBeInTheDocument();
  });

  it('creates an album from the dialog, checked first, and opens it', async () => {
    const created = adminAlbumOf(7, { title: 'Night Cities', published: false });
    const api = renderPage(
      catalogueApi('Admin', {
        admin: { status: 200, data: [] },
        create: { status: 200, data: created },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New album' }));
    const dialog = screen.getByRole('dialog', { name: 'New album' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(api.created).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Night Cities');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Description/ }),
      'Neon synths.',
    );
    // A new album is a draft: the form has no switch for it (decision 043).
    expect(within(dialog).queryByRole('switch')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create album' }));

    await waitFor(() =>
      expect(api.created).toEqual([{ title: 'Night Cities', description: 'Neon synths.' }]),
    );
    expect(await screen.findByText('Album page')).toBeVisible();
    expect(shownLocation()).toBe(`/cuebrief-music/${created.id}`);
  });

  it('says ADD_ALBUM_ERROR when the album cannot be created', async () => {
    renderPage(
      catalogueApi('Admin', { admin: { status: 200, data: [] }, create: { status: 500 } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New album' }));
    const dialog = screen.getByRole('dialog', { name: 'New album' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Night Cities');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('ADD_ALBUM_ERROR')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'New album' })).toBeVisible();
  });
});
