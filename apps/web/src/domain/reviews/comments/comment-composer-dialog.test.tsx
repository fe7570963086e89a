import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateCommentBody } from '@cuebrief/shared';
import { describe, expect, it, vi } from 'vitest';
import { apiResponse, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { commentOf, V2_ID, versionTarget } from '../test-fixtures';
import { CommentComposerDialog } from './comment-composer-dialog';

/** The client's server: posting a comment answers it as stored, or refuses with `refusal`. */
function commentsApi(refusal?: { field: string; message: string }) {
  const posted: CreateCommentBody[] = [];
  const api = fakeApi('Client', ({ method, path, body }) => {
    if (method === 'POST' && path.endsWith(`/audio/${V2_ID}/comments`)) {
      posted.push(body as CreateCommentBody);
      if (refusal) {
        return apiResponse(400, null, {
          message: 'Some fields are not valid.',
          error: 'VALIDATION_ERROR',
          fields: [refusal],
        });
      }
      return apiResponse(201, commentOf(1, body as Partial<CreateCommentBody>));
    }
    return undefined;
  });
  return { ...api, posted };
}

function renderDialog(api: ReturnType<typeof commentsApi>, atSeconds = 12.7) {
  const onClose = vi.fn();
  renderApp(
    <CommentComposerDialog
      target={versionTarget}
      atSeconds={atSeconds}
      isOpen
      onClose={onClose}
      listKey={['client-submissions']}
    />,
    { api },
  );
  const dialog = screen.getByRole('dialog', { name: 'Comment on Night Drive' });
  return {
    dialog,
    onClose,
    at: within(dialog).getByRole('textbox', { name: 'At' }),
    body: within(dialog).getByRole('textbox', { name: 'Comment' }),
    post: within(dialog).getByRole('button', { name: 'Post comment' }),
  };
}

describe('the comment composer', () => {
  it('starts at the playhead and posts a comment at that moment', async () => {
    const api = commentsApi();
    const { dialog, at, body, post, onClose } = renderDialog(api);
    expect(at).toHaveValue('0:12');
    expect(within(dialog).getByText(/a moment of v2 \(3:20 long\)/)).toBeVisible();
    expect(body).toHaveFocus();
    await userEvent.type(body, '  Love the swell here.  ');
    await userEvent.click(post);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.posted).toEqual([{ body: 'Love the swell here.', atSeconds: 12 }]);
    expect(
      await screen.findByText(
        'Your comment is posted. The composer sees it with a marker on the waveform.',
      ),
    ).toBeVisible();
  });

  it('posts a range, from a time typed, ending where it is set', async () => {
    const api = commentsApi();
    const { dialog, at, body, post } = renderDialog(api, 0);
    await userEvent.clear(at);
    await userEvent.type(at, '1:05');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'A range' }));
    const end = within(dialog).getByRole('textbox', { name: 'To' });
    // A range starts five seconds long from the playhead; the person sets it.
    expect(end).toHaveValue('0:05');
    await userEvent.clear(end);
    await userEvent.type(end, '1:20.5');
    await userEvent.type(body, 'Too busy through here');
    await userEvent.click(post);
    await waitFor(() => expect(api.posted).toHaveLength(1));
    expect(api.posted[0]).toEqual({
      body: 'Too busy through here',
      atSeconds: 65,
      endSeconds: 80.5,
    });
  });

  it('says what is wrong before anything is sent', async () => {
    const api = commentsApi();
    const { dialog, at, body, post } = renderDialog(api);
    await userEvent.clear(at);
    await userEvent.type(at, 'soon');
    await userEvent.click(post);
    expect(await within(dialog).findByText('Write a time such as 0:12.')).toBeVisible();
    expect(within(dialog).getByText('Required')).toBeVisible();

    await userEvent.clear(at);
    await userEvent.type(at, '3:21');
    await userEvent.click(body);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(post);
    expect(await within(dialog).findByText('The take is 3:20 long.')).toBeVisible();
    expect(within(dialog).getByText('Use at most 2000 characters')).toBeVisible();

    await userEvent.clear(at);
    await userEvent.type(at, '0:30');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'A range' }));
    const end = within(dialog).getByRole('textbox', { name: 'To' });
    await userEvent.clear(end);
    await userEvent.type(end, '0:20');
    await userEvent.click(post);
    expect(await within(dialog).findByText('End the range after it starts.')).toBeVisible();
    expect(api.posted).toHaveLength(0);
  });

  it('shows the server’s refusal on the field it names', async () => {
    const api = commentsApi({ field: 'atSeconds', message: 'Must be within the version' });
    const { dialog, body, post, onClose } = renderDialog(api);
    await userEvent.type(body, 'Here');
    await userEvent.click(post);
    expect(await within(dialog).findByText('Must be within the version')).toBeVisible();
    expect(
      await screen.findByText('The comment could not be saved: Some fields are not valid.'),
    ).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
