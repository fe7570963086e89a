import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TakeComment } from '@cuebrief/shared';
import { describe, expect, it, vi } from 'vitest';
import { apiResponse, fakeApi, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { commentOf, editableFromNow, V1_ID, V2_ID, versionTarget } from '../test-fixtures';
import { CommentThreads } from './comment-threads';

/** Two threads: one from v1 at 0:05 with the composer's reply, one on v2 over 0:12–0:18. */
const fromV1 = commentOf(1, {
  audioId: V1_ID,
  version: 1,
  fromEarlierVersion: true,
  atSeconds: 5,
  body: 'The intro drags.',
});
const reply = commentOf(2, {
  audioId: V1_ID,
  version: 1,
  fromEarlierVersion: true,
  parentId: fromV1.id,
  atSeconds: 5,
  body: 'Shortened in v2.',
  author: { role: 'composer', name: 'Lena Fischer', isYou: false },
});
const onV2 = commentOf(3, { atSeconds: 12, endSeconds: 18, body: 'Love this lift.' });

/** The server of one version's comments; `comments` is what GET answers at each call. */
function threadsApi(role: 'Client' | 'Composer', comments: () => TakeComment[] | null) {
  return fakeApi(role, ({ method, path }) => {
    if (method === 'GET' && path.endsWith(`/audio/${V2_ID}/comments`)) {
      const shown = comments();
      return shown
        ? apiResponse(200, { comments: shown })
        : apiResponse(500, null, { message: 'Something went wrong.' });
    }
    if (method === 'POST' && path.endsWith(`/audio/${V2_ID}/comments`)) {
      return apiResponse(201, commentOf(9));
    }
    if (path.includes('/comments/')) return apiResponse(200, commentOf(9));
    return undefined;
  });
}

function renderThreads(api: FakeApi, canReply = true) {
  const onSeek = vi.fn();
  const onAddComment = vi.fn();
  renderApp(
    <CommentThreads
      target={versionTarget}
      listKey={['client-submissions']}
      canReply={canReply}
      onSeek={onSeek}
      onAddComment={api.role === 'Client' ? onAddComment : undefined}
    />,
    { api },
  );
  return { onSeek, onAddComment };
}

const threads = () => screen.getAllByRole('listitem');

describe('a version’s comment threads', () => {
  it('shows threads in the order of the music, replies under them, marked from v1', async () => {
    const { onSeek, onAddComment } = renderThreads(
      threadsApi('Client', () => [fromV1, reply, onV2]),
    );
    expect(await screen.findByText('The intro drags.')).toBeVisible();
    const [first, second] = threads();
    expect(within(first!).getByTestId('from-earlier-version')).toHaveTextContent('from v1');
    expect(within(first!).getByText('Shortened in v2.')).toBeVisible();
    expect(within(first!).getByText('Lena Fischer')).toBeVisible();
    expect(within(second!).queryByTestId('from-earlier-version')).toBeNull();
    expect(within(second!).getByText('Northlight Agency')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Comments on v2' })).not.toHaveTextContent('@');

    await userEvent.click(
      within(second!).getByRole('button', { name: 'Play Night Drive from 0:12–0:18' }),
    );
    expect(onSeek).toHaveBeenCalledWith(12);
    await userEvent.click(screen.getByRole('button', { name: 'Add a comment' }));
    expect(onAddComment).toHaveBeenCalled();
  });

  it('lets the composer reply in a thread, but not start one', async () => {
    const api = threadsApi('Composer', () => [onV2]);
    renderThreads(api);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reply to the comment at 0:12–0:18' }),
    );
    expect(screen.queryByRole('button', { name: 'Add a comment' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Will do.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply is sent.')).toBeVisible();
    const posted = api.requests.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({ body: 'Will do.', parentId: onV2.id });
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('lets the author change or delete their comment for 15 minutes, deleting once confirmed', async () => {
    const mine = commentOf(4, {
      body: 'Try a softer kick.',
      author: { role: 'client', name: 'Northlight Agency', isYou: true },
      editableUntil: editableFromNow(),
    });
    const earlier = commentOf(5, {
      atSeconds: 30,
      body: 'Written an hour ago.',
      author: { role: 'client', name: 'Northlight Agency', isYou: true },
      editableUntil: '2026-11-22T10:15:00.000Z',
    });
    let shown = [mine, earlier];
    const api = threadsApi('Client', () => shown);
    renderThreads(api);
    const [own, old] = await waitFor(() => {
      expect(threads()).toHaveLength(2);
      return threads();
    });
    expect(within(own!).getByText('Northlight Agency (you)')).toBeVisible();
    expect(within(old!).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(old!).queryByRole('button', { name: /^Delete/ })).toBeNull();

    await userEvent.click(within(own!).getByRole('button', { name: 'Edit your comment at 0:12' }));
    const text = within(own!).getByRole('textbox', { name: 'Your comment' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Try a softer kick, please.');
    await userEvent.click(within(own!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your comment is changed.')).toBeVisible();
    expect(api.requests.find((call) => call.method === 'PATCH')).toMatchObject({
      path: `/users/v1/request/comments/${mine.id}`,
      body: { body: 'Try a softer kick, please.' },
    });

    await userEvent.click(
      within(own!).getByRole('button', { name: 'Delete your comment at 0:12' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Delete this comment?' });
    expect(api.requests.some((call) => call.method === 'DELETE')).toBe(false);
    shown = [earlier];
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The comment was deleted.')).toBeVisible();
    expect(api.calls()).toContain(`DELETE /users/v1/request/comments/${mine.id}`);
    await waitFor(() => expect(screen.queryByText('Try a softer kick.')).toBeNull());
  });

  it('says when there are none yet, and when they cannot be loaded', async () => {
    let answer: TakeComment[] | null = [];
    renderThreads(threadsApi('Composer', () => answer));
    expect(await screen.findByText('No comments on this version yet.')).toBeVisible();
    answer = null;
    renderThreads(threadsApi('Composer', () => answer));
    expect(await screen.findByText('The comments could not be loaded.')).toBeVisible();
  });
});
