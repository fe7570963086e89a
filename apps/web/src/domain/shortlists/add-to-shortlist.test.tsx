import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShortlistSummary } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, uuidOf, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { refusal, shortlistIdOf, shortlistOf, shortlistSummaryOf } from '../../test/shortlists';
import { AddToShortlistButton } from './add-to-shortlist-button';

const AUDIO = uuidOf(1777);

/**
 * The client's shortlists: POST /shortlists makes one (id of shortlist 9), POST items adds the
 * audio, or answers `addAnswer` (409: already there).
 */
function addApi(shortlists: ShortlistSummary[], { addAnswer }: { addAnswer?: Response } = {}) {
  const changes: FakeRequest[] = [];
  const api = fakeApi('Client', (request) => {
    const { method, path } = request;
    if (!path.includes('/shortlists')) return undefined;
    if (method === 'GET') return apiResponse(200, shortlists);
    changes.push(request);
    if (path.endsWith('/items')) {
      return (
        addAnswer ?? apiResponse(200, shortlistOf(1, []), { message: 'Added to the shortlist' })
      );
    }
    return apiResponse(200, shortlistOf(9, []), { message: 'Shortlist created' });
  });
  return { ...api, changes };
}

const sent = (api: ReturnType<typeof addApi>) =>
  api.changes.map(({ method, path, body }) => ({ method, path, body }));

async function openFor(api: ReturnType<typeof addApi>, isCompact = false) {
  renderApp(<AddToShortlistButton audioId={AUDIO} title="Night Drive" isCompact={isCompact} />, {
    api,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Add to shortlist: Night Drive' }));
  return screen.getByRole('dialog', { name: 'Add “Night Drive” to a shortlist' });
}

describe('Add to shortlist', () => {
  it('adds to the latest changed shortlist, chosen already, with a note', async () => {
    const api = addApi([
      shortlistSummaryOf(1, { title: 'Spring campaign', itemCount: 2 }),
      shortlistSummaryOf(2, { title: 'Trailer', itemCount: 1 }),
    ]);
    const dialog = await openFor(api);
    expect(
      await within(dialog).findByRole('radio', { name: 'Spring campaign (2 items)' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Trailer (1 item)' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Note/ }));
    await userEvent.paste('For the 15 s cut');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to the shortlist')).toBeVisible();
    expect(sent(api)).toEqual([
      {
        method: 'POST',
        path: `/users/v1/request/shortlists/${shortlistIdOf(1)}/items`,
        body: { audioId: AUDIO, note: 'For the 15 s cut' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds to another shortlist chosen by the keyboard, without a note', async () => {
    const api = addApi([shortlistSummaryOf(1), shortlistSummaryOf(2, { title: 'Trailer' })]);
    const dialog = await openFor(api, true);
    (await within(dialog).findByRole('radio', { name: /^Shortlist 1/ })).focus();
    await userEvent.keyboard('[ArrowDown]');
    expect(within(dialog).getByRole('radio', { name: /^Trailer/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(sent(api)).toEqual([
        {
          method: 'POST',
          path: `/users/v1/request/shortlists/${shortlistIdOf(2)}/items`,
          body: { audioId: AUDIO },
        },
      ]),
    );
  });

  it('makes a new shortlist first when the client has none, its title required', async () => {
    const api = addApi([]);
    const dialog = await openFor(api);
    expect(await within(dialog).findByRole('radio', { name: 'New shortlist…' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(api.changes).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Title of the new shortlist/ }),
      'Nike pitch',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to the shortlist')).toBeVisible();
    expect(sent(api)).toEqual([
      { method: 'POST', path: '/users/v1/request/shortlists', body: { title: 'Nike pitch' } },
      {
        method: 'POST',
        path: `/users/v1/request/shortlists/${shortlistIdOf(9)}/items`,
        body: { audioId: AUDIO },
      },
    ]);
  });

  it('toasts the server’s words when it is already on the shortlist, and stays open', async () => {
    const api = addApi([shortlistSummaryOf(1)], {
      addAnswer: refusal(409, 'This is already on the shortlist.'),
    });
    const dialog = await openFor(api);
    await within(dialog).findByRole('radio', { name: /^Shortlist 1/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This is already on the shortlist.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Add “Night Drive” to a shortlist' })).toBeVisible();
  });

  it('says in the dialog when the shortlists cannot be loaded, with a retry', async () => {
    const api = fakeApi('Client', ({ path }) =>
      path.endsWith('/shortlists') ? apiResponse(500, null) : undefined,
    );
    renderApp(<AddToShortlistButton audioId={AUDIO} title="Night Drive" />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Add to shortlist: Night Drive' }));
    expect(await screen.findByText('Your shortlists could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.calls().filter((call) => call.endsWith('/shortlists'))).toHaveLength(2),
    );
  });
});
