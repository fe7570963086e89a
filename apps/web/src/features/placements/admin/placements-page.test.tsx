import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatePlacementBody, Placement } from '@cuebrief/shared';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi } from '../../../test/fake-api';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderApp, shownLocation } from '../../../test/render';
import { fileOf, placementOf } from '../test-fixtures';
import { PlacementsPage } from './placements-page';

type Answer = { status: number; data?: unknown };

/** The admin's placements server: the list, and creating one. */
function placementsApi(answers: { list: Answer; create?: Answer }) {
  const created: CreatePlacementBody[] = [];
  const api = fakeApi('Admin', ({ method, path, body }) => {
    const answer = (given: Answer | undefined) =>
      given &&
      apiResponse(given.status, given.status === 200 ? given.data : null, {
        message: 'Something went wrong.',
      });
    if (path === '/users/v1/request/placements') return answer(answers.list);
    if (path === '/users/v1/request/placement' && method === 'POST') {
      created.push(body as CreatePlacementBody);
      return answer(answers.create);
    }
    return undefined;
  });
  return { ...api, created };
}

function renderPage(api: ReturnType<typeof placementsApi>) {
  renderApp(
    <Routes>
      <Route path="/placements" element={<PlacementsPage />} />
      <Route path="/placements/:id" element={<p>Placement page</p>} />
    </Routes>,
    { api, path: '/placements' },
  );
  return api;
}

/** No toast is open: looked for behind an open dialog too, which hides the rest of the page. */
const noToast = () =>
  expect(
    screen.queryByRole('button', { name: 'Close notification', hidden: true }),
  ).not.toBeInTheDocument();

describe('/placements, as an admin manages them', () => {
  it('lists the placements as the API orders them, each leading to its page', async () => {
    const newest = placementOf(2, { title: 'Night Drive', media: 'trailer', year: 2026 });
    const older = placementOf(1, { title: 'Open Roads', thumbnail: null, audio: null });
    const api = renderPage(placementsApi({ list: { status: 200, data: [newest, older] } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
    expect(await screen.findByText('2 placements')).toBeVisible();
    const rows = within(screen.getByRole('list', { name: 'Placements' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Night Drive',
      'Open Roads',
    ]);
    const night = screen.getByRole('listitem', { name: 'Night Drive' });
    expect(within(night).getByText('Northwind Motors · Trailer · 2026')).toBeVisible();
    expect(within(night).getByText('Music 2:30')).toBeVisible();
    expect(night.querySelector('img')).toHaveAttribute('src', newest.thumbnail!.url);
    expect(within(night).getByRole('link')).toHaveAttribute('href', `/placements/${newest.id}`);
    const open = screen.getByRole('listitem', { name: 'Open Roads' });
    expect(within(open).getByText('No music yet')).toBeVisible();
    expect(within(open).getByTestId('art-placeholder')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /users/v1/request/placements');
  });

  it('invites the first placement when there is none', async () => {
    renderPage(placementsApi({ list: { status: 200, data: [] } }));
    expect(
      await screen.findByText('No placements yet. Add the first with “New placement”.'),
    ).toBeVisible();
  });

  it('says a failed list on the page, without a toast, and tries again', async () => {
    const api = renderPage(placementsApi({ list: { status: 500 } }));
    expect(await screen.findByText('The placements could not be loaded.')).toBeVisible();
    noToast();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.calls().filter((call) => call.endsWith('/placements'))).toHaveLength(2),
    );
    noToast();
  });

  it('checks the details with the shared schema before creating anything', async () => {
    const api = renderPage(placementsApi({ list: { status: 200, data: [] } }));
    await userEvent.click(await screen.findByRole('button', { name: 'New placement' }));
    const dialog = screen.getByRole('dialog', { name: 'New placement' });
    expect(within(dialog).getByRole('heading', { name: 'Step 1 of 3: Details' })).toHaveFocus();
    await fill(within(dialog).getByRole('textbox', { name: /Year/ }), '1850');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create placement' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(within(dialog).getByText('Choose one of the options')).toBeVisible();
    expect(within(dialog).getByText('Enter 1900 or more')).toBeVisible();
    expect(api.created).toHaveLength(0);
  });

  it('says a refused creation in the dialog, without a toast', async () => {
    renderPage(placementsApi({ list: { status: 200, data: [] }, create: { status: 500 } }));
    await userEvent.click(await screen.findByRole('button', { name: 'New placement' }));
    const dialog = screen.getByRole('dialog', { name: 'New placement' });
    await fillDetails(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create placement' }));
    expect(
      await within(dialog).findByText('The placement could not be created: Something went wrong.'),
    ).toBeVisible();
    noToast();
  });

  it('opens again on an empty form, without the last refusal, whichever way it was left', async () => {
    renderPage(placementsApi({ list: { status: 200, data: [] }, create: { status: 500 } }));
    await userEvent.click(await screen.findByRole('button', { name: 'New placement' }));
    let dialog = screen.getByRole('dialog', { name: 'New placement' });
    await fillDetails(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create placement' }));
    await within(dialog).findByText(/could not be created/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'New placement' }));
    dialog = screen.getByRole('dialog', { name: 'New placement' });
    expect(within(dialog).getByRole('heading', { name: 'Step 1 of 3: Details' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('');
    expect(within(dialog).queryByText(/could not be created/)).not.toBeInTheDocument();
  });

  it('creates a placement from its details, then uploads its music with progress, cancel and retry', async () => {
    const xhr = fakeXhr();
    const created = placementOf(7, {
      title: 'Night Drive',
      brand: 'Northwind',
      media: 'TV',
      year: 2026,
      description: 'The winter campaign.',
      image: null,
      thumbnail: null,
      audio: null,
    });
    const api = renderPage(
      placementsApi({ list: { status: 200, data: [] }, create: { status: 200, data: created } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New placement' }));
    const dialog = screen.getByRole('dialog', { name: 'New placement' });
    await fillDetails(dialog);
    await fill(
      within(dialog).getByRole('textbox', { name: /Description/ }),
      'The winter campaign.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create placement' }));
    await waitFor(() =>
      expect(api.created).toEqual([
        {
          title: 'Night Drive',
          brand: 'Northwind',
          media: 'TV',
          year: 2026,
          description: 'The winter campaign.',
        },
      ]),
    );

    // Step 2: the music, refused without a file, then sent with progress, cancel and retry.
    const music = await screen.findByRole('heading', { name: 'Step 2 of 3: Music' });
    expect(music).toHaveFocus();
    const step = screen.getByRole('dialog', { name: 'New placement: Night Drive' });
    await userEvent.click(within(step).getByRole('button', { name: 'Upload music' }));
    expect(within(step).getAllByText('Add an mp3 or a wav file.')).toHaveLength(2);
    expect(xhr.sent).toHaveLength(0);
    await userEvent.upload(within(step).getByLabelText('MP3 file'), fileOf('drive.mp3', 4e6));
    await userEvent.upload(within(step).getByLabelText('WAV file'), fileOf('drive.wav', 4e6));
    await userEvent.click(within(step).getByRole('button', { name: 'Upload music' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const sent = xhr.last()!;
    expect(sent.path).toBe(`/users/v1/request/placement-audio/${created.id}`);
    expect((sent.body?.get('filemp3') as File).name).toBe('drive.mp3');
    expect((sent.body?.get('filewav') as File).name).toBe('drive.wav');
    act(() => sent.progress(2e6, 8e6));
    expect(
      within(step).getByRole('progressbar', { name: 'Upload of drive.mp3 + drive.wav' }),
    ).toHaveAttribute('aria-valuenow', '25');
    // Moving on now would cancel the upload.
    expect(within(step).getByRole('button', { name: 'Skip music' })).toBeDisabled();
    // The row's button names the file it stops or sends again.
    await userEvent.click(
      within(step).getByRole('button', { name: 'Cancel drive.mp3 + drive.wav' }),
    );
    expect(await within(step).findByText('Upload cancelled.')).toBeVisible();
    await userEvent.click(
      within(step).getByRole('button', { name: 'Retry drive.mp3 + drive.wav' }),
    );
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    const withMusic = placementOf(7, { ...created, audio: placementOf(7).audio });
    act(() => xhr.last()!.respond(200, withMusic));
    expect(await within(step).findByText('Uploaded')).toBeVisible();
    await userEvent.click(within(step).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Step 3 of 3: Image' })).toHaveFocus();
  });

  it('adds the image with progress after skipping the music, and opens the new placement', async () => {
    const xhr = fakeXhr();
    const created = placementOf(7, { title: 'Night Drive', audio: null, image: null });
    const step = await createNightDrive(created);
    await userEvent.click(within(step).getByRole('button', { name: 'Skip music' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 3: Image' })).toHaveFocus();
    await userEvent.upload(within(step).getByLabelText('Image file'), fileOf('poster.png', 2e6));
    await userEvent.click(within(step).getByRole('button', { name: 'Upload image' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.last()!.path).toBe(`/users/v1/request/placement-img/${created.id}`);
    expect((xhr.last()!.body?.get('file') as File).name).toBe('poster.png');
    act(() => xhr.last()!.progress(1e6, 2e6));
    expect(within(step).getByRole('progressbar', { name: 'Upload of poster.png' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    act(() => xhr.last()!.respond(200, placementOf(7)));
    expect(await within(step).findByText('Uploaded')).toBeVisible();
    await userEvent.click(within(step).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Placement page')).toBeVisible();
    expect(shownLocation()).toBe(`/placements/${created.id}`);
  });

  it('says a refused upload on its row, without a toast, and lets the music be skipped', async () => {
    const xhr = fakeXhr();
    const step = await createNightDrive(placementOf(7, { title: 'Night Drive', audio: null }));
    await userEvent.upload(
      await within(step).findByLabelText('WAV file'),
      fileOf('drive.wav', 4e6),
    );
    await userEvent.click(within(step).getByRole('button', { name: 'Upload music' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    // The creation's success toast goes first, so that a failure toast would show.
    await userEvent.click(screen.getByRole('button', { name: 'Close notification', hidden: true }));
    await waitFor(noToast);
    act(() => xhr.last()!.respond(415, null, { message: 'This is not a wav file.' }));
    expect(await within(step).findByText('Upload failed: This is not a wav file.')).toBeVisible();
    await waitFor(noToast);
    await userEvent.click(within(step).getByRole('button', { name: 'Skip music' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 3: Image' })).toBeVisible();
  });
});

/** Creates Night Drive (the server answers `created`) and gives its dialog, at the music step. */
async function createNightDrive(created: Placement) {
  renderPage(
    placementsApi({ list: { status: 200, data: [] }, create: { status: 200, data: created } }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'New placement' }));
  await fillDetails(screen.getByRole('dialog', { name: 'New placement' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create placement' }));
  await screen.findByRole('heading', { name: 'Step 2 of 3: Music' });
  return screen.getByRole('dialog', { name: 'New placement: Night Drive' });
}

/** Types into a box at once: pasted, as typing key by key adds nothing these tests check. */
async function fill(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste(text);
}

/** Fills the required details of a placement called Night Drive. */
async function fillDetails(dialog: HTMLElement) {
  await fill(within(dialog).getByRole('textbox', { name: /Title/ }), 'Night Drive');
  await fill(within(dialog).getByRole('textbox', { name: /Brand or client/ }), 'Northwind');
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Media/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'TV' }));
  await fill(within(dialog).getByRole('textbox', { name: /Year/ }), '2026');
}
