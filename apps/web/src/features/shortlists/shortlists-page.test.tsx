import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShortlistSummary } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import { apiResponse, fakeApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { refusal, shortlistIdOf, shortlistOf, shortlistSummaryOf } from '../../test/shortlists';
import { ShortlistsPage } from './shortlists-page';

/**
 * A server of the viewer's shortlists: the list as it stands, and what the client does to it
 * (create, rename, delete), each refused with `refuse` when given.
 */
function shortlistsApi(
  role: 'Client' | 'Admin',
  start: ShortlistSummary[] | 'failing',
  { refuse }: { refuse?: Response } = {},
) {
  let list = start;
  const sent: FakeRequest[] = [];
  const api = fakeApi(role, (request) => {
    const { method, path, body } = request;
    if (!path.includes('/shortlists')) return undefined;
    if (method === 'GET') {
      return list === 'failing'
        ? apiResponse(500, null, { message: 'Something went wrong.' })
        : apiResponse(200, list);
    }
    sent.push(request);
    if (refuse) return refuse;
    if (list === 'failing') return undefined;
    // DELETE sends no body.
    const { title } = (body ?? { title: '' }) as { title: string };
    if (method === 'POST') {
      const made = shortlistOf(9, [], [], { title });
      list = [made, ...list];
      return apiResponse(200, made, { message: 'Shortlist created' });
    }
    const id = path.split('/').pop();
    if (method === 'PATCH') {
      list = list.map((shortlist) => (shortlist.id === id ? { ...shortlist, title } : shortlist));
      return apiResponse(200, shortlistOf(1, [], [], { title }));
    }
    if (method === 'DELETE') {
      list = list.filter((shortlist) => shortlist.id !== id);
      return apiResponse(200, null, { message: 'Shortlist deleted' });
    }
    return undefined;
  });
  return { ...api, sent };
}

const row = (title: string) => screen.getByRole('listitem', { name: title });

describe('the Shortlists page', () => {
  it('lists the client’s shortlists with their figures, each linked to its page', async () => {
    renderApp(<ShortlistsPage />, {
      api: shortlistsApi('Client', [
        shortlistSummaryOf(1, { title: 'Spring campaign', itemCount: 4, activeLinkCount: 2 }),
        shortlistSummaryOf(2, { title: 'Trailer', itemCount: 1, activeLinkCount: 0 }),
      ]),
      path: '/shortlists',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Shortlists' })).toBeVisible();
    expect(await screen.findByText('2 shortlists')).toBeVisible();
    expect(
      within(row('Spring campaign')).getByRole('link', { name: 'Spring campaign' }),
    ).toHaveAttribute('href', `/shortlists/${shortlistIdOf(1)}`);
    expect(row('Spring campaign')).toHaveTextContent(
      '4 items · 2 active links · Changed 22 Nov 2026',
    );
    expect(row('Trailer')).toHaveTextContent('1 item · 0 active links');
    // The agency is the client's own: said only to admins.
    expect(screen.queryByTestId('shortlist-agency')).not.toBeInTheDocument();
  });

  it('makes a shortlist with a title, checked before it is sent', async () => {
    const api = shortlistsApi('Client', [shortlistSummaryOf(1)]);
    renderApp(<ShortlistsPage />, { api, path: '/shortlists' });
    await userEvent.click(await screen.findByRole('button', { name: 'New shortlist' }));
    const dialog = screen.getByRole('dialog', { name: 'New shortlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(api.sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Nike pitch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Shortlist created')).toBeVisible();
    expect(api.sent.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { title: 'Nike pitch' } },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Nike pitch' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renames a shortlist from its row, starting from its title', async () => {
    const api = shortlistsApi('Client', [shortlistSummaryOf(1, { title: 'Spring' })]);
    renderApp(<ShortlistsPage />, { api, path: '/shortlists' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Spring' }));
    const field = within(screen.getByRole('dialog', { name: 'Rename the shortlist' })).getByRole(
      'textbox',
      { name: /Title/ },
    );
    expect(field).toHaveValue('Spring');
    await userEvent.clear(field);
    await userEvent.type(field, 'Spring campaign{Enter}');
    expect(await screen.findByText('Shortlist renamed')).toBeVisible();
    expect(api.sent[0]).toMatchObject({
      method: 'PATCH',
      path: `/users/v1/request/shortlists/${shortlistIdOf(1)}`,
      body: { title: 'Spring campaign' },
    });
    expect(await screen.findByRole('listitem', { name: 'Spring campaign' })).toBeVisible();
  });

  it('deletes a shortlist only once confirmed', async () => {
    const api = shortlistsApi('Client', [shortlistSummaryOf(1, { title: 'Old pitch' })]);
    renderApp(<ShortlistsPage />, { api, path: '/shortlists' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old pitch' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Old pitch”?' });
    expect(dialog).toHaveTextContent('whoever holds a link can no longer open it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Old pitch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Shortlist deleted')).toBeVisible();
    expect(api.sent.map((call) => call.method)).toEqual(['DELETE']);
    expect(await screen.findByText(/No shortlists yet/)).toBeVisible();
  });

  it('keeps the delete dialog open with the reason when the server refuses', async () => {
    renderApp(<ShortlistsPage />, {
      api: shortlistsApi('Client', [shortlistSummaryOf(1, { title: 'Old pitch' })], {
        refuse: refusal(503, 'The server is busy.', 'SERVICE_UNAVAILABLE'),
      }),
      path: '/shortlists',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old pitch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Old pitch”?' });
    expect(
      await within(dialog).findByText('The shortlist could not be deleted: The server is busy.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(row('Old pitch')).toBeVisible();
  });

  it('offers to make the first shortlist when there is none', async () => {
    renderApp(<ShortlistsPage />, { api: shortlistsApi('Client', []), path: '/shortlists' });
    expect(await screen.findByText(/No shortlists yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New shortlist' }));
    expect(screen.getByRole('dialog', { name: 'New shortlist' })).toBeVisible();
  });

  it('says on the page when the shortlists cannot be loaded, with a retry', async () => {
    const api = shortlistsApi('Client', 'failing');
    renderApp(<ShortlistsPage />, { api, path: '/shortlists' });
    expect(await screen.findByText('Your shortlists could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.calls().filter((call) => call.endsWith('/shortlists'))).toHaveLength(2),
    );
  });

  it('shows an admin every client’s shortlists with the agency, and nothing to change', async () => {
    renderApp(<ShortlistsPage />, {
      api: shortlistsApi('Admin', [
        shortlistSummaryOf(1, { title: 'Spring campaign', agencyName: 'Northlight Agency' }),
        shortlistSummaryOf(2, { title: 'Cola spot', agencyName: 'Brightside' }),
      ]),
      path: '/shortlists',
    });
    expect(
      await within(await screen.findByRole('listitem', { name: 'Cola spot' })).findByText(
        'By Brightside',
      ),
    ).toBeVisible();
    expect(within(row('Spring campaign')).getByText('By Northlight Agency')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New shortlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rename|^Delete/ })).not.toBeInTheDocument();
  });
});
