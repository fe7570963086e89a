import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComposerSubmission } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, windowResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { composerSubmissionOf, composerTakeOf } from '../test-fixtures';
import { MySubmissionsPage } from './my-submissions-page';

const unfinished = composerSubmissionOf(1, []);
const whole = composerSubmissionOf(2, [composerTakeOf(1, { title: 'Night Drive' })]);

/** The composer's list, and removing a submission without audio (a 409 when `refuses`). */
function composerApi(submissions: ComposerSubmission[], options: { refuses?: boolean } = {}) {
  let list = submissions;
  return fakeApi('Composer', ({ method, path, query }) => {
    if (path.endsWith('/composer/submissions')) return windowResponse(list, query);
    const removed = path.match(/\/composer\/submission\/([^/]+)$/);
    if (removed && method === 'DELETE') {
      if (options.refuses) {
        return apiResponse(409, null, {
          message: 'This submission has audio: delete its takes to remove it.',
          error: 'INVALID_STATE',
        });
      }
      list = list.filter((submission) => submission.id !== removed[1]);
      return apiResponse(200, null, { message: 'Submission removed' });
    }
    return undefined;
  });
}

const cardOf = (submission: ComposerSubmission) =>
  screen.findByRole('article', { name: submission.request.title });

describe('a submission without audio, in My Submissions', () => {
  it('says it is not seen yet and is removed once confirmed', async () => {
    const api = composerApi([unfinished, whole]);
    renderApp(<MySubmissionsPage />, { api, path: '/my-submissions' });
    const card = within(await cardOf(unfinished));
    expect(card.getByText(/^No audio in this submission yet/)).toBeVisible();
    expect(
      within(await cardOf(whole)).queryByRole('button', { name: 'Remove submission' }),
    ).toBeNull();

    await userEvent.click(card.getByRole('button', { name: 'Remove submission' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this submission?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls().some((call) => call.startsWith('DELETE'))).toBe(false);

    await userEvent.click(card.getByRole('button', { name: 'Remove submission' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove this submission?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('The submission was removed.')).toBeVisible();
    expect(api.calls()).toContain(`DELETE /users/v1/request/composer/submission/${unfinished.id}`);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('says why when the removal is refused, keeping the submission', async () => {
    renderApp(<MySubmissionsPage />, {
      api: composerApi([unfinished], { refuses: true }),
      path: '/my-submissions',
    });
    await userEvent.click(
      within(await cardOf(unfinished)).getByRole('button', { name: 'Remove submission' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove this submission?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText(/could not be removed: .*delete its takes/)).toBeVisible();
    const dialog = screen.getByRole('dialog', { name: 'Remove this submission?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: unfinished.request.title })).toBeVisible();
  });
});
