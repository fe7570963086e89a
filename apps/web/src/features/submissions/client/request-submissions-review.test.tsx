import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientRequestSubmissions } from '@cuebrief/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerBar } from '../../../components/audio-player/player-bar';
import { CommentMarkersFeed } from '../../../domain/reviews/player/comment-markers-feed';
import { commentOf } from '../../../domain/reviews/test-fixtures';
import { apiResponse, fakeApi } from '../../../test/fake-api';
import { appAudio, fakeMediaPlayback } from '../../../test/fake-media';
import {
  clientAudioOf,
  clientGroupOf,
  clientSubmissionOf,
  decisionOf,
  laterVersion,
  playLinkOf,
  takeOf,
} from '../test-fixtures';

import { renderSubmissionsPage } from './render-submissions-page';

/** Night Drive: v2 (latest, a shorter intro) over v1, shortlisted, two comments. */
const v1 = clientAudioOf(1, { title: 'Night Drive', isListened: true });
const v2 = clientAudioOf(1, {
  title: 'Night Drive',
  ...laterVersion(1, 2, 'Shorter intro'),
});
const nightDrive = takeOf(v2, {
  earlier: [v1],
  commentCount: 2,
  decision: decisionOf(1, { audioId: v2.id, version: 2 }),
});
/** Dawn Patrol: one version, passed for its tempo. */
const dawnPatrol = takeOf(clientAudioOf(2, { title: 'Dawn Patrol' }), {
  decision: decisionOf(2, { state: 'passed', reasons: ['Tempo'], note: 'Too slow.' }),
});
const group = clientGroupOf(1, [clientSubmissionOf(1, [nightDrive, dawnPatrol])]);

/** A thread at 0:12 on v2, written on v1. */
const thread = commentOf(1, { fromEarlierVersion: true, version: 1, audioId: v1.id });

function reviewApi(groups: ClientRequestSubmissions[]) {
  return fakeApi('Client', ({ method, path }) => {
    if (path.endsWith('/client/submissions')) return apiResponse(200, groups);
    const played = path.match(/\/audio\/([^/]+)\/play$/);
    if (played && method === 'POST') return apiResponse(200, playLinkOf(played[1]!));
    if (method === 'GET' && path.endsWith('/comments')) {
      return apiResponse(200, { comments: [thread] });
    }
    return undefined;
  });
}

const renderPage = (api = reviewApi([group])) =>
  renderSubmissionsPage(api, group.request.id, {
    beside: (
      <>
        <PlayerBar />
        <CommentMarkersFeed />
      </>
    ),
  });

const item = (title: string) => screen.getByRole('listitem', { name: title });
const plays = (api: ReturnType<typeof reviewApi>) =>
  api.calls().filter((call) => call.endsWith('/play'));

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('reviewing a request’s takes', () => {
  it('shows each take’s versions, decision, comment count and history', async () => {
    renderPage();
    const take = await screen.findByRole('listitem', { name: 'Night Drive' });
    expect(
      within(take).getByRole('button', { name: 'Play v2 · latest of Night Drive' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(take).getByRole('button', { name: 'Play v1 of Night Drive' })).toBeVisible();
    expect(within(take).getByText('v2 uploaded 22 Nov 2026 · Shorter intro')).toBeVisible();
    expect(within(take).getByText('Shortlisted v2')).toBeVisible();
    expect(within(take).getByRole('button', { name: 'Comments (2) on Night Drive' })).toBeVisible();
    expect(within(take).getByRole('button', { name: 'History of Night Drive' })).toBeVisible();
    expect(
      within(take).getByRole('button', { name: 'Change decision on Night Drive' }),
    ).toBeVisible();

    const passed = item('Dawn Patrol');
    // One version: nothing to compare.
    expect(within(passed).queryByRole('button', { name: /^Play v\d/ })).toBeNull();
    expect(within(passed).getByTestId('decision-reasons')).toHaveTextContent(
      'Passed v1: Tempo · “Too slow.”',
    );
    expect(
      within(passed).getByRole('button', { name: 'Change decision on Dawn Patrol' }),
    ).toBeVisible();
    expect(within(passed).getByRole('button', { name: 'Comments on Dawn Patrol' })).toBeVisible();
  });

  it('plays a comment’s moment, then switches version at the same playhead (A/B)', async () => {
    const api = renderPage();
    const take = await screen.findByRole('listitem', { name: 'Night Drive' });
    await userEvent.click(within(take).getByRole('button', { name: /^Comments \(2\)/ }));
    expect(await within(take).findByText('from v1')).toBeVisible();
    await userEvent.click(within(take).getByRole('button', { name: 'Play Night Drive from 0:12' }));
    await waitFor(() => expect(appAudio().src).toContain(v2.id));
    expect(appAudio().currentTime).toBe(12);
    expect(screen.getByTestId('player-title')).toHaveTextContent('Night Drive');
    expect(screen.getByText('v2 · Lena Fischer')).toBeVisible();
    // The thread's marker is on the bar's waveform.
    expect(await screen.findAllByTestId('player-marker')).toHaveLength(1);

    act(() => {
      appAudio().currentTime = 42;
      appAudio().dispatchEvent(new Event('timeupdate'));
    });
    await userEvent.click(within(take).getByRole('button', { name: 'Play v1 of Night Drive' }));
    await waitFor(() => expect(appAudio().src).toContain(v1.id));
    expect(appAudio().currentTime).toBe(42);
    expect(plays(api)).toEqual([
      `POST /users/v1/request/audio/${v2.id}/play`,
      `POST /users/v1/request/audio/${v1.id}/play`,
    ]);
    expect(within(take).getByText('v1 uploaded 20 Nov 2026')).toBeVisible();
    expect(screen.getByText('v1 · Lena Fischer')).toBeVisible();
  });

  it('switches the version shown without playing when nothing of the take plays', async () => {
    const api = renderPage();
    const take = await screen.findByRole('listitem', { name: 'Night Drive' });
    await userEvent.click(within(take).getByRole('button', { name: 'Play v1 of Night Drive' }));
    expect(within(take).getByText('v1 uploaded 20 Nov 2026')).toBeVisible();
    expect(plays(api)).toEqual([]);
  });

  it('opens the comment composer at the playhead with C', async () => {
    renderPage();
    const take = await screen.findByRole('listitem', { name: 'Dawn Patrol' });
    await userEvent.click(within(take).getByRole('button', { name: 'Play Dawn Patrol' }));
    await screen.findByRole('button', { name: 'Pause Dawn Patrol' });
    act(() => {
      appAudio().currentTime = 65;
      appAudio().dispatchEvent(new Event('timeupdate'));
    });
    await userEvent.keyboard('c');
    const dialog = await screen.findByRole('dialog', { name: 'Comment on Dawn Patrol' });
    expect(within(dialog).getByRole('textbox', { name: 'At' })).toHaveValue('1:05');
    // Paused at that moment while the comment is written.
    expect(
      await screen.findByRole('button', { name: 'Play Dawn Patrol', hidden: true }),
    ).toHaveAttribute('data-status', 'paused');
  });
});
