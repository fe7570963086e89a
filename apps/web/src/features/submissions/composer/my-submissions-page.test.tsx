import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComposerSubmission } from '@cuebrief/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileSaver } from '../../../lib/save-api-file';
import { apiResponse, fakeApi, windowQuery, windowResponse } from '../../../test/fake-api';
import { SCREEN_WINDOWS } from '../../../lib/window-query';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render';
import {
  audioOf,
  composerTakeOf,
  composerSubmissionOf,
  mp3File,
  stemsFile,
} from '../test-fixtures';
import { MySubmissionsPage } from './my-submissions-page';
import { startDownload } from './start-download';

vi.mock('./start-download', () => ({ startDownload: vi.fn() }));

const heard = composerTakeOf(1, { title: 'Night Drive', listenedAt: '2026-11-21T09:00:00.000Z' });
const unheard = composerTakeOf(2, { title: 'Dawn Patrol', files: [mp3File] });
const licensed = composerTakeOf(4, { title: 'Glasswing', isLicensed: true });
const withStems = composerTakeOf(3, {
  title: 'Last Stand',
  files: [mp3File, stemsFile],
});

/**
 * The composer's submissions server: the list (failing the first `failures` calls), downloads,
 * and deleting, which waits for `release` when given so a test can look at the page meanwhile.
 */
function composerApi(
  submissions: ComposerSubmission[],
  options: { failures?: number; release?: Promise<void>; deleteFails?: boolean } = {},
) {
  let list = submissions;
  let toFail = options.failures ?? 0;
  return fakeApi('Composer', async ({ method, path, query }) => {
    if (path.endsWith('/composer/submissions')) {
      if (toFail-- > 0) return apiResponse(500, null, { message: 'Something went wrong.' });
      return windowResponse(list, query);
    }
    if (path.startsWith('/users/v1/request/pdf/')) {
      return new Response('%PDF-1.7', {
        headers: { 'content-disposition': 'attachment; filename="licence-CB-2026-000042.pdf"' },
      });
    }
    const download = path.match(/\/audio\/([^/]+)\/download$/);
    if (download) {
      return apiResponse(200, {
        url: `https://media.test/${download[1]}.${query.get('kind')}`,
        expiresAt: '2026-11-21T11:00:00.000Z',
      });
    }
    const removed = path.match(/\/composer\/audio\/([^/]+)$/);
    if (removed && method === 'DELETE') {
      await options.release;
      if (options.deleteFails) {
        return apiResponse(500, null, { message: 'Something went wrong on our side.' });
      }
      list = list.map((submission) => ({
        ...submission,
        audios: submission.audios.filter((audio) => audio.id !== removed[1]),
      }));
      return apiResponse(200, null, { message: 'Audio deleted' });
    }
    return undefined;
  });
}

const renderPage = (api: ReturnType<typeof composerApi>) =>
  renderApp(<MySubmissionsPage />, { api, path: '/my-submissions' });

// `hidden`: while the confirmation dialog is open, the page behind it is hidden from the tree.
const item = (title: string) => screen.getByRole('listitem', { name: title, hidden: true });

afterEach(() => vi.restoreAllMocks());

describe('My Submissions', () => {
  it('groups the audios by request, with listened status and files', async () => {
    renderPage(composerApi([composerSubmissionOf(1, [heard, unheard])]));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Trailer · 60 seconds · Cinematic 1' }),
    ).toBeVisible();
    expect(screen.getByText('Open')).toBeVisible();
    expect(within(item('Night Drive')).getByText('Listened 21 Nov 2026')).toBeVisible();
    expect(within(item('Dawn Patrol')).getByText('Not listened yet')).toBeVisible();
    expect(within(item('Night Drive')).getByText('MP3 · 4 MB · 44.1 kHz')).toBeVisible();
    expect(within(item('Night Drive')).getByText('WAV · 35 MB · 44.1 kHz')).toBeVisible();
    expect(
      within(item('Night Drive')).getByRole('button', { name: 'Play Night Drive' }),
    ).toBeVisible();
    expect(screen.getByText('Two versions: full and a 30-second cut.')).toBeVisible();
  });

  it('marks a licensed audio, downloads its licence PDF, and offers no delete for it', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const api = composerApi([composerSubmissionOf(1, [licensed, unheard])]);
    renderPage(api);
    await screen.findByText('Glasswing');
    expect(within(item('Glasswing')).getByText('Licensed')).toBeVisible();
    expect(within(item('Glasswing')).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(item('Dawn Patrol')).queryByText('Licensed')).toBeNull();
    expect(within(item('Dawn Patrol')).queryByRole('button', { name: /licence PDF/ })).toBeNull();
    expect(
      within(item('Dawn Patrol')).getByRole('button', { name: 'Delete Dawn Patrol' }),
    ).toBeVisible();

    await userEvent.click(
      within(item('Glasswing')).getByRole('button', {
        name: 'Download the licence PDF of Glasswing',
      }),
    );
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    // The composer's own: no client is named, the server picks the audio's licence.
    expect(api.calls()).toContain(`GET /users/v1/request/pdf/${licensed.id}`);
  });

  it('downloads a file through a signed link', async () => {
    const api = composerApi([composerSubmissionOf(1, [heard])]);
    renderPage(api);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download the WAV of Night Drive' }),
    );
    await waitFor(() =>
      expect(startDownload).toHaveBeenCalledWith(`https://media.test/${heard.id}.wav`),
    );
    expect(api.calls()).toContain(`GET /users/v1/request/audio/${heard.id}/download?kind=wav`);
  });

  it('offers stems only for an audio without them, and reloads once they are stored', async () => {
    const xhr = fakeXhr();
    const api = composerApi([composerSubmissionOf(1, [unheard, withStems])]);
    renderPage(api);
    await screen.findByText('Dawn Patrol');
    expect(within(item('Last Stand')).queryByRole('button', { name: 'Add stems' })).toBeNull();
    expect(within(item('Last Stand')).getByText('Stems · 120 MB')).toBeVisible();

    await userEvent.click(within(item('Dawn Patrol')).getByRole('button', { name: 'Add stems' }));
    await userEvent.upload(
      within(item('Dawn Patrol')).getByLabelText('Stems file'),
      new File(['PK'], 'dawn-stems.zip'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload stems' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.last()!.path).toBe(`/users/v1/request/composer/stems/${unheard.id}`);
    const before = api.calls().length;
    act(() => xhr.last()!.respond(200, audioOf(2, { files: [mp3File, stemsFile] })));
    expect(await screen.findByText('The stems of “Dawn Patrol” are stored.')).toBeVisible();
    await waitFor(() => expect(api.calls().length).toBeGreaterThan(before));
  });

  it('adds another audio to a submission while its request is open', async () => {
    const xhr = fakeXhr();
    const closed = composerSubmissionOf(2, [withStems], {
      request: { ...composerSubmissionOf(2, []).request, state: 'closed' },
    });
    const open = composerSubmissionOf(1, [heard]);
    const api = composerApi([open, closed]);
    renderPage(api);
    await screen.findByText('Night Drive');
    expect(screen.getAllByRole('button', { name: 'Add an audio' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add an audio' }));
    const card = screen.getByRole('region', { name: 'Audio 2' });
    await userEvent.upload(within(card).getByLabelText('WAV file'), new File(['RIFF'], 'b.wav'));
    await userEvent.click(within(card).getByRole('button', { name: 'Upload audio' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.last()!.path).toBe(`/users/v1/request/composer/submit/audio/${open.id}`);
    act(() => xhr.last()!.respond(200, audioOf(9, { title: 'Title' })));
    expect(
      await screen.findByText('“Title” is added. Add its stems below if you have them.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Audio 2' })).not.toBeInTheDocument();
  });

  it('deletes an audio once confirmed, marking only that one as deleting', async () => {
    let release = () => {};
    const api = composerApi([composerSubmissionOf(1, [heard, unheard])], {
      release: new Promise<void>((resolve) => (release = resolve)),
    });
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Dawn Patrol' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Dawn Patrol”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(item('Dawn Patrol')).findByText('Deleting…')).toBeVisible();
    expect(item('Dawn Patrol')).toHaveAttribute('aria-busy', 'true');
    expect(item('Night Drive')).toHaveAttribute('aria-busy', 'false');
    expect(within(item('Night Drive')).queryByText('Deleting…')).toBeNull();

    release();
    expect(await screen.findByText('“Dawn Patrol” was deleted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Dawn Patrol')).not.toBeInTheDocument());
    expect(screen.getByText('Night Drive')).toBeVisible();
    expect(api.calls()).toContain(`DELETE /users/v1/request/composer/audio/${unheard.id}`);
  });

  it('keeps the audio and says why when deleting fails', async () => {
    renderPage(composerApi([composerSubmissionOf(1, [unheard])], { deleteFails: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Dawn Patrol' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The audio could not be deleted: Something went wrong on our side.'),
    ).toBeVisible();
    expect(item('Dawn Patrol')).toHaveAttribute('aria-busy', 'false');
  });

  it('leads to New Requests when there is nothing yet', async () => {
    renderPage(composerApi([]));
    expect(await screen.findByText('You have not submitted music yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a request in New Requests' })).toHaveAttribute(
      'href',
      '/requests-history',
    );
  });

  it("says when the list cannot be loaded, with the spec's toast, and tries again", async () => {
    renderPage(composerApi([composerSubmissionOf(1, [heard])], { failures: 1 }));
    expect(await screen.findByText('Your submissions could not be loaded.')).toBeVisible();
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Night Drive')).toBeVisible();
  });

  it('shows the newest submissions a few at a time, the next on “Show more”, counting them all', async () => {
    const closed = (n: number) => {
      const submission = composerSubmissionOf(n, []);
      return { ...submission, request: { ...submission.request, state: 'closed' as const } };
    };
    const window = SCREEN_WINDOWS.submissions;
    const api = composerApi(Array.from({ length: window + 5 }, (_, i) => closed(i + 1)));
    renderPage(api);
    expect(await screen.findByText(`${window + 5} submissions`)).toBeVisible();
    const cards = () => screen.getAllByText(/^No audio in this submission yet/);
    expect(cards()).toHaveLength(window);
    expect(screen.getByText(`Showing ${window} of ${window + 5}`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(window + 5));
    const windows = api.requests.filter((call) => call.path.endsWith('/composer/submissions'));
    expect(windows.map((call) => Object.fromEntries(call.query))).toEqual([
      windowQuery(window),
      windowQuery(window, window),
    ]);
  });
});
