import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeMediaPlayback } from '../../../test/fake-media';
import { apiResponse, fakeApi } from '../../../test/fake-api';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderApp, shownLocation } from '../../../test/render';
import { fileOf, placementOf } from '../test-fixtures';
import { PlacementPage } from './placement-page';

const placement = placementOf(1, {
  title: 'Night Drive',
  media: 'film',
  year: 2024,
  description: 'The final chase.',
});
const one = `/users/v1/request/placement/${placement.id}`;

/** One placement's server: reading it (or failing to) and deleting it. */
function placementApi(answers: { get?: number; remove?: number } = {}) {
  return fakeApi('Admin', ({ method, path }) => {
    if (path !== one) return undefined;
    if (method === 'GET') {
      return answers.get
        ? apiResponse(answers.get, null, { message: 'Not found.' })
        : apiResponse(200, placement);
    }
    if (method === 'DELETE') {
      return answers.remove
        ? apiResponse(answers.remove, null, { message: 'Something went wrong.' })
        : apiResponse(200, null, { message: 'Placement deleted' });
    }
    return undefined;
  });
}

function renderPage(api: ReturnType<typeof placementApi>) {
  renderApp(
    <Routes>
      <Route path="/placements" element={<p>Placements list</p>} />
      <Route path="/placements/:id" element={<PlacementPage />} />
    </Routes>,
    { api, path: `/placements/${placement.id}` },
  );
  return api;
}

describe('a placement’s page, as an admin sees it', () => {
  it('shows its image, facts, description and music, played from its own link', async () => {
    const { play } = fakeMediaPlayback();
    const api = renderPage(placementApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Drive' })).toBeVisible();
    expect(screen.getByTestId('placement-facts')).toHaveTextContent(
      'Northwind Motors · Film · 2024',
    );
    expect(screen.getByText('The final chase.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Image of Night Drive' })).toHaveAttribute(
      'src',
      placement.image!.url,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(play.mock.contexts[0]).toHaveProperty('src', placement.audio!.play.url);
    expect(api.calls().filter((call) => call !== 'GET /users/v1/auth/profile')).toEqual([
      `GET ${one}`,
    ]);
    expect(screen.getByRole('button', { name: 'Replace music' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeVisible();
  });

  it('says a failed fetch on the page, without a toast', async () => {
    renderPage(placementApi({ get: 404 }));
    expect(await screen.findByText('This placement could not be loaded.')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Close notification', hidden: true }),
    ).not.toBeInTheDocument();
  });

  it('deletes it once confirmed, then shows the list', async () => {
    const api = renderPage(placementApi());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete placement' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Night Drive”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls()).not.toContain(`DELETE ${one}`);

    await userEvent.click(screen.getByRole('button', { name: 'Delete placement' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete “Night Drive”?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('Placements list')).toBeVisible();
    expect(shownLocation()).toBe('/placements');
    expect(api.calls()).toContain(`DELETE ${one}`);
    expect(screen.getByText('“Night Drive” is deleted.')).toBeVisible();
  });

  it('says a failed delete in the dialog and stays', async () => {
    renderPage(placementApi({ remove: 500 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete placement' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Night Drive”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('The placement could not be deleted: Something went wrong.'),
    ).toBeVisible();
    expect(shownLocation()).toBe(`/placements/${placement.id}`);
  });

  it('adds music later from its page', async () => {
    const xhr = fakeXhr();
    const api = fakeApi('Admin', ({ path }) =>
      path === one ? apiResponse(200, { ...placement, audio: null }) : undefined,
    );
    renderPage(api);
    expect(await screen.findByText('No music yet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add music' }));
    const panel = screen.getByRole('region', { name: 'Music' });
    await userEvent.upload(within(panel).getByLabelText('MP3 file'), fileOf('drive.mp3', 4e6));
    await userEvent.click(within(panel).getByRole('button', { name: 'Upload music' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.last()!.path).toBe(`/users/v1/request/placement-audio/${placement.id}`);
    act(() => xhr.last()!.respond(200, placement));
    expect(await screen.findByText('The music is stored.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Music' })).not.toBeInTheDocument();
  });
});
