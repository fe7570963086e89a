import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComposerSubmission } from '@cuebrief/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiResponse, fakeApi } from '../../../test/fake-api';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render';
import {
  composerAudioOf,
  composerSubmissionOf,
  decisionOf,
  laterVersion,
  takeOf,
  timelineEventOf,
} from '../test-fixtures';
import { MySubmissionsPage } from './my-submissions-page';

/** Night Drive, one version, commented on and shortlisted. */
const nightDrive = takeOf(composerAudioOf(1, { title: 'Night Drive' }), {
  commentCount: 3,
  decision: decisionOf(1),
  lastEvent: timelineEventOf('shortlisted', { at: '2026-11-23T10:00:00.000Z' }),
});
/** Dawn Patrol: v2 over v1, passed on v1 for its tempo. */
const dawnV1 = composerAudioOf(2, { title: 'Dawn Patrol' });
const dawnV2 = composerAudioOf(2, { title: 'Dawn Patrol', ...laterVersion(2, 2, 'Faster') });
const dawnPatrol = takeOf(dawnV2, {
  earlier: [dawnV1],
  decision: decisionOf(2, { state: 'passed', reasons: ['Tempo'], audioId: dawnV1.id }),
  lastEvent: timelineEventOf('version', { version: 2, at: '2026-11-22T12:00:00.000Z' }),
});

/** The composer's server: the list, and deleting a version (the list then answers without it). */
function composerApi(submissions: ComposerSubmission[]) {
  let list = submissions;
  return fakeApi('Composer', ({ method, path }) => {
    if (path.endsWith('/composer/submissions')) return apiResponse(200, list);
    const removed = path.match(/\/composer\/audio\/([^/]+)$/);
    if (removed && method === 'DELETE') {
      list = list.map((submission) => ({
        ...submission,
        audios: submission.audios.map((take) =>
          take.id === dawnV2.id ? takeOf(dawnV1, { decision: take.decision }) : take,
        ),
      }));
      return apiResponse(200, null, { message: 'Audio deleted' });
    }
    return undefined;
  });
}

const renderPage = (api: ReturnType<typeof composerApi>) =>
  renderApp(<MySubmissionsPage />, { api, path: '/my-submissions' });
const item = (title: string) => screen.getByRole('listitem', { name: title, hidden: true });

afterEach(() => vi.restoreAllMocks());

describe('My Submissions, where each take stands', () => {
  it('shows each take’s latest state, decision, comment count and versions', async () => {
    renderPage(composerApi([composerSubmissionOf(1, [nightDrive, dawnPatrol])]));
    const night = await screen.findByRole('listitem', { name: 'Night Drive' });
    expect(within(night).getByTestId('latest-state')).toHaveTextContent(
      'Latest: Shortlisted · 23 Nov 2026',
    );
    expect(within(night).getByText('Shortlisted v1')).toBeVisible();
    expect(
      within(night).getByRole('button', { name: 'Comments (3) on Night Drive' }),
    ).toBeVisible();
    expect(within(night).getByRole('button', { name: 'History of Night Drive' })).toBeVisible();
    // The composer answers comments and decisions; they make none.
    expect(within(night).queryByRole('button', { name: /decision|Decide/ })).toBeNull();

    const dawn = item('Dawn Patrol');
    expect(within(dawn).getByTestId('latest-state')).toHaveTextContent('Latest: New version');
    expect(within(dawn).getByTestId('decision-reasons')).toHaveTextContent('Passed v1: Tempo');
    expect(within(dawn).getByText('v2 uploaded 22 Nov 2026 · Faster')).toBeVisible();
    expect(within(dawn).getByRole('button', { name: 'Play v1 of Dawn Patrol' })).toBeVisible();
  });

  it('uploads a new version with what changed, while the request is open', async () => {
    const xhr = fakeXhr();
    const closed = composerSubmissionOf(2, [takeOf(composerAudioOf(3, { title: 'Glasswing' }))], {
      request: { ...composerSubmissionOf(2, []).request, state: 'closed' },
    });
    const api = composerApi([composerSubmissionOf(1, [nightDrive]), closed]);
    renderPage(api);
    await screen.findByText('Glasswing');
    expect(within(item('Glasswing')).queryByRole('button', { name: /new version/ })).toBeNull();

    await userEvent.click(
      within(item('Night Drive')).getByRole('button', {
        name: 'Upload a new version of Night Drive',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'New version of “Night Drive”' });
    expect(within(dialog).getByText(/It becomes v2\./)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Music title' })).toHaveValue('Night Drive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload version' }));
    expect(await within(dialog).findAllByText('Add an mp3 or a wav file.')).not.toHaveLength(0);
    expect(xhr.sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What changed' }), 'Faster');
    await userEvent.upload(within(dialog).getByLabelText('WAV file'), new File(['RIFF'], 'v2.wav'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload version' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const sent = xhr.last()!;
    expect(sent.path).toBe(
      `/users/v1/request/composer/audio/${nightDrive.id}/version?title=Night+Drive`,
    );
    expect(JSON.parse(String(sent.body?.get('infoData')))).toEqual({ note: 'Faster' });
    expect((sent.body?.get('filewav') as File).name).toBe('v2.wav');
    const before = api.calls().length;
    act(() =>
      sent.respond(200, {
        ...takeOf(composerAudioOf(1, { title: 'Night Drive', ...laterVersion(1, 2, 'Faster') })),
      }),
    );
    expect(await screen.findByText('v2 of “Night Drive” is uploaded.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls().length).toBeGreaterThan(before));
  });

  it('cannot be closed while the version is sent; cancelled, its cross closes it', async () => {
    const xhr = fakeXhr();
    renderPage(composerApi([composerSubmissionOf(1, [nightDrive])]));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Upload a new version of Night Drive' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'New version of “Night Drive”' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.upload(within(dialog).getByLabelText('WAV file'), new File(['RIFF'], 'v2.wav'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload version' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));

    // Closing would cancel the upload (decision 046): no cross, and Escape or the backdrop keep it.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(document.querySelector<HTMLElement>('.MuiBackdrop-root')!);
    expect(screen.getByRole('dialog', { name: 'New version of “Night Drive”' })).toBe(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel v2.wav' }));
    expect(await within(dialog).findByText('Upload cancelled.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes the version shown, once confirmed, keeping the take’s others', async () => {
    const api = composerApi([composerSubmissionOf(1, [dawnPatrol])]);
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Dawn Patrol' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete v2 of “Dawn Patrol”?' });
    expect(within(dialog).getByText(/The other versions stay\./)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('v2 of “Dawn Patrol” was deleted.')).toBeVisible();
    expect(api.calls()).toContain(`DELETE /users/v1/request/composer/audio/${dawnV2.id}`);
    // v1 is the take now: nothing left to compare.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Play v\d/ })).not.toBeInTheDocument(),
    );
    expect(item('Dawn Patrol')).toBeVisible();
  });
});
