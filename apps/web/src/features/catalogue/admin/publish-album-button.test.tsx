import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAlbum } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { useAlbum } from '../api/albums';
import { adminAlbumOf, albumOf } from '../test-fixtures';
import { AlbumStatusChip } from './album-status-chip';
import { PublishAlbumButton } from './publish-album-button';

const EMPTY_ALBUM_REFUSAL =
  'An album without tracks cannot be published. Upload a track first; it stays a draft.';

/** The album as the page shows it: read from the server, so a change is seen as it reloads. */
function AlbumPublishing({ albumId }: { albumId: string }) {
  const album = useAlbum(albumId);
  if (!album.data) return null;
  return (
    <>
      <AlbumStatusChip album={album.data} />
      <PublishAlbumButton album={album.data} />
    </>
  );
}

/**
 * One album's server: GET /album/{id} answers its current state, which publish and unpublish
 * change, unless `refusal` makes them answer 409 as the API does for an empty album.
 */
function albumServer(start: AdminAlbum, refusal?: string) {
  let album = start;
  const api = fakeApi('Admin', ({ method, path }) => {
    if (method === 'GET' && path.endsWith(`/album/${album.id}`)) return apiResponse(200, album);
    const change = path.match(/\/album\/[^/]+\/(publish|unpublish)$/);
    if (method === 'POST' && change) {
      if (refusal) {
        return apiResponse(409, null, { message: refusal, error: 'INVALID_STATE' });
      }
      const isPublished = change[1] === 'publish';
      album = {
        ...album,
        published: isPublished,
        publishedAt: isPublished ? '2026-11-27T10:00:00.000Z' : null,
      };
      return apiResponse(200, album);
    }
    return undefined;
  });
  renderApp(<AlbumPublishing albumId={start.id} />, { api });
  return {
    ...api,
    changes: () => api.calls().filter((call) => call.startsWith('POST')),
  };
}

const draft = adminAlbumOf(1, { title: 'Night Cities', published: false, publishedAt: null });

describe('the Draft or Published chip', () => {
  it('says Draft on a draft and Published once it is published', async () => {
    albumServer(draft);
    expect(await screen.findByText('Draft')).toBeVisible();
    expect(screen.queryByText('Published')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeVisible();
    expect(screen.queryByText('Draft')).toBeNull();
  });

  it('shows nothing on the album a client gets, which is always published', async () => {
    const clientAlbum = albumOf(2);
    renderApp(
      <>
        <AlbumStatusChip album={clientAlbum} />
        <p>Album shown</p>
      </>,
      { role: 'Client' },
    );
    expect(await screen.findByText('Album shown')).toBeVisible();
    expect(screen.queryByText('Published')).toBeNull();
    expect(screen.queryByText('Draft')).toBeNull();
  });
});

describe('Publish and Return to draft', () => {
  it('publishes a draft that has a track, and says clients can find it', async () => {
    const api = albumServer(draft);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('“Night Cities” is published: clients can find it.'),
    ).toBeVisible();
    expect(api.changes()).toEqual([`POST /users/v1/request/album/${draft.id}/publish`]);
    // Published, the button offers the way back instead.
    expect(await screen.findByRole('button', { name: 'Return to draft' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('returns a published album to draft only once the admin confirms', async () => {
    const api = albumServer(adminAlbumOf(1, { title: 'Night Cities' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Return to draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Return “Night Cities” to draft?' });
    expect(
      within(dialog).getByText(/Clients will no longer find the album or its tracks/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.changes()).toEqual([]);
    expect(screen.getByText('Published')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Return to draft' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(
      await screen.findByText('“Night Cities” is a draft again: clients no longer see it.'),
    ).toBeVisible();
    expect(api.changes()).toEqual([`POST /users/v1/request/album/${draft.id}/unpublish`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Draft')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('waits, saying why, while the album has no track', async () => {
    const api = albumServer({ ...draft, tracksCount: 0, durationSeconds: 0 });
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('Upload a track to publish this album.');
    expect(screen.getByText('Upload a track to publish this album.')).toBeVisible();
    expect(api.changes()).toEqual([]);
  });

  it('says the server’s refusal in words and leaves the album a draft', async () => {
    // The page still counted a track the server no longer has (deleted in another tab).
    const api = albumServer(draft, EMPTY_ALBUM_REFUSAL);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(`The album could not be published: ${EMPTY_ALBUM_REFUSAL}`),
    ).toBeVisible();
    expect(api.changes()).toHaveLength(1);
    expect(screen.getByText('Draft')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('keeps the confirmation open when returning to draft is refused', async () => {
    albumServer(adminAlbumOf(1, { title: 'Night Cities' }), 'Something went wrong.');
    await userEvent.click(await screen.findByRole('button', { name: 'Return to draft' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(
      await screen.findByText('The album could not be returned to draft: Something went wrong.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Return “Night Cities” to draft?' })).toBeVisible();
    expect(screen.getByText('Published')).toBeVisible();
  });
});
