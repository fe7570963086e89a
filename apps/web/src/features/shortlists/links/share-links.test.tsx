import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SHARE_LINK_DEFAULT_DAYS,
  SHARE_LINK_MAX_DAYS,
  type CreateShareLinkBody,
  type Shortlist,
} from '@cuebrief/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDayOf } from '../../../lib/calendar-day';
import { apiResponse, uuidOf } from '../../../test/fake-api';
import { fakeMediaPlayback } from '../../../test/fake-media';
import { fill } from '../../../test/fill';
import { renderApp } from '../../../test/render';
import {
  refusal,
  shareLinkOf,
  shortlistApi,
  shortlistItemOf,
  shortlistOf,
} from '../../../test/shortlists';
import { ShortlistPage } from '../shortlist-page';
import { ShareDialog } from './share-dialog';
import { expiresAtOf } from './share-link-draft';

const URL_ONCE = 'https://cuebrief.test/listen/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const DAY_MS = 24 * 60 * 60 * 1000;
const dayIn = (days: number) => localDayOf(new Date(Date.now() + days * DAY_MS));

/**
 * A client's server of one shortlist with `links`: POST links makes one (answering its address
 * once) unless `createAnswer` refuses; DELETE revokes.
 */
function linksServer(start: Shortlist, { createAnswer }: { createAnswer?: Response } = {}) {
  let shortlist = start;
  const created: CreateShareLinkBody[] = [];
  const revoked: string[] = [];
  const api = shortlistApi(
    'Client',
    () => shortlist,
    ({ method, path, body }) => {
      if (method === 'POST' && path.endsWith('/links')) {
        if (createAnswer) return createAnswer;
        const sent = body as CreateShareLinkBody;
        created.push(sent);
        const link = shareLinkOf(9, shortlist.items, {
          label: sent.label,
          email: sent.email ?? null,
          expiresAt: sent.expiresAt,
          hasPassword: Boolean(sent.password),
          allowDownloads: sent.allowDownloads ?? false,
        });
        shortlist = { ...shortlist, links: [link, ...shortlist.links] };
        return apiResponse(200, { link, url: URL_ONCE }, { message: 'Link created' });
      }
      const linkId = path.match(/\/links\/([^/]+)$/)?.[1];
      if (method === 'DELETE' && linkId) {
        revoked.push(linkId);
        shortlist = {
          ...shortlist,
          links: shortlist.links.map((link) =>
            link.id === linkId
              ? { ...link, state: 'revoked', revokedAt: '2026-11-24T09:00:00.000Z' }
              : link,
          ),
        };
        return apiResponse(
          200,
          shortlist.links.find((link) => link.id === linkId),
        );
      }
      return undefined;
    },
  );
  return { ...api, created, revoked };
}

function renderPage(api: ReturnType<typeof linksServer>) {
  renderApp(
    <Routes>
      <Route path="/shortlists/:id" element={<ShortlistPage />} />
    </Routes>,
    { api, path: `/shortlists/${shortlistOf(1, []).id}` },
  );
  return api;
}

const twoItems = () => [shortlistItemOf(1), shortlistItemOf(2)];

/** The dialog alone, as the shortlist's page opens it: lighter than the page for its checks. */
function openShareDialog(api: ReturnType<typeof linksServer>) {
  renderApp(
    <ShareDialog
      shortlistId={shortlistOf(1, []).id}
      shortlistTitle="Shortlist 1"
      onClose={() => {}}
    />,
    { api },
  );
  return screen.getByRole('dialog', { name: 'Share “Shortlist 1”' });
}

beforeEach(() => fakeMediaPlayback());
afterEach(() => vi.restoreAllMocks());

describe('the Share dialog', () => {
  it('starts with no password, no downloads and an end SHARE_LINK_DEFAULT_DAYS ahead', async () => {
    const dialog = openShareDialog(linksServer(shortlistOf(1, twoItems())));
    const expiry = within(dialog).getByLabelText(/Works until/);
    expect(expiry).toHaveValue(dayIn(SHARE_LINK_DEFAULT_DAYS));
    expect(expiry).toHaveAttribute('min', dayIn(0));
    expect(expiry).toHaveAttribute('max', dayIn(SHARE_LINK_MAX_DAYS));
    expect(within(dialog).getByRole('switch', { name: 'Allow mp3 downloads' })).not.toBeChecked();
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
    expect(dialog).toHaveTextContent(
      'WAV files and stems are never given through a link, except for items you hold a licence for.',
    );
  });

  it('checks the form before sending: a label, a day in range, a password long enough', async () => {
    const api = linksServer(shortlistOf(1, twoItems()));
    const dialog = openShareDialog(api);
    fireEvent.change(within(dialog).getByLabelText(/Works until/), {
      target: { value: dayIn(SHARE_LINK_MAX_DAYS + 5) },
    });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'abc');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Their email/ }), 'nike@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(
      within(dialog).getByText(`Choose a day from today to ${SHARE_LINK_MAX_DAYS} days ahead.`),
    ).toBeVisible();
    expect(within(dialog).getByText('Use at least 4 characters')).toBeVisible();
    expect(within(dialog).getByText('Enter a valid email address')).toBeVisible();
    expect(api.created).toEqual([]);
  });

  it('sends the link, then shows its address once with Copy and the warning', async () => {
    const user = userEvent.setup();
    const api = renderPage(linksServer(shortlistOf(1, [shortlistItemOf(1)])));
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share “Shortlist 1”' });
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Who it is for/ }),
      'Nike brand team',
    );
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Their email/ }),
      'brand@nike.example',
    );
    await fill(user, within(dialog).getByLabelText(/^Password/), 'swoosh');
    await user.click(within(dialog).getByRole('switch', { name: 'Allow mp3 downloads' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const url = await within(dialog).findByRole('textbox', { name: 'Link for Nike brand team' });
    expect(url).toHaveValue(URL_ONCE);
    expect(dialog).toHaveTextContent('Copy this address now: it is shown only this once.');
    expect(api.created).toEqual([
      {
        label: 'Nike brand team',
        email: 'brand@nike.example',
        expiresAt: expiresAtOf(dayIn(SHARE_LINK_DEFAULT_DAYS), new Date()),
        password: 'swoosh',
        allowDownloads: true,
      },
    ]);
    expect(screen.getByText('Link created')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(URL_ONCE);
    expect(within(dialog).getByText('The address is on your clipboard.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The new link is listed; its address is nowhere on the page any more.
    expect(await screen.findByRole('listitem', { name: 'Nike brand team' })).toBeVisible();
    expect(screen.queryByDisplayValue(URL_ONCE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByDisplayValue(URL_ONCE)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Who it is for/ })).toHaveValue('');
  });

  it('toasts the server’s reason when the link is refused, keeping the form', async () => {
    const dialog = openShareDialog(
      linksServer(shortlistOf(1, twoItems()), {
        createAnswer: refusal(409, 'This shortlist has as many links as it may.'),
      }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Who it is for/ }), 'Acme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(
      await screen.findByText(
        'The link could not be created: This shortlist has as many links as it may.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Who it is for/ })).toHaveValue('Acme');
    expect(within(dialog).queryByTestId('share-url')).not.toBeInTheDocument();
  });
});

describe('the links of a shortlist', () => {
  const items = twoItems();
  const opened = shareLinkOf(1, items, {
    label: 'Nike brand team',
    email: 'brand@nike.example',
    hasPassword: true,
    opens: 3,
    firstOpenedAt: '2026-11-22T09:30:00.000Z',
    lastOpenedAt: '2026-11-23T16:05:00.000Z',
    plays: 4,
    secondsListened: 187,
    downloads: 1,
    items: [
      {
        itemId: items[0]!.id,
        plays: 3,
        secondsListened: 150,
        downloads: 1,
        reaction: { reaction: 'like', comment: 'Love the build', at: '2026-11-23T16:00:00Z' },
      },
      { itemId: items[1]!.id, plays: 1, secondsListened: 37, downloads: 0, reaction: null },
    ],
  });
  const expired = shareLinkOf(2, items, { label: 'Director', state: 'expired' });

  it('shows each link’s state, set-up and figures, and each item’s on demand', async () => {
    renderPage(linksServer(shortlistOf(1, items, [opened, expired])));
    const link = await screen.findByRole('listitem', { name: 'Nike brand team' });
    expect(within(link).getByText('Active')).toBeVisible();
    expect(within(link).getByText('brand@nike.example')).toBeVisible();
    const figure = (label: string) =>
      within(link).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(figure('Password')).toHaveTextContent('Yes');
    expect(figure('Downloads allowed')).toHaveTextContent('No');
    expect(figure('Opened')).toHaveTextContent(
      /^3 times, first 22 Nov 2026, \d\d:\d\d, last 23 Nov 2026/,
    );
    expect(figure('Plays')).toHaveTextContent('4');
    expect(figure('Time listened')).toHaveTextContent('3:07');
    expect(figure('Downloads')).toHaveTextContent('1');
    expect(
      within(screen.getByRole('listitem', { name: 'Director' })).getByText('Expired'),
    ).toBeVisible();

    const toggle = within(link).getByRole('button', { name: 'Per item' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(link).getByRole('table', {
      name: 'What Nike brand team did with each item',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Item 13' + '2:30' + '1' + 'Likes it: “Love the build”',
      'Item 21' + '0:37' + '0' + '—',
    ]);
  });

  it('revokes an active link once confirmed; an expired one has nothing to revoke', async () => {
    const api = renderPage(linksServer(shortlistOf(1, items, [opened, expired])));
    expect(
      within(await screen.findByRole('listitem', { name: 'Director' })).queryByRole('button', {
        name: /Revoke/,
      }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Revoke the link for Nike brand team' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke the link for Nike brand team?' });
    expect(dialog).toHaveTextContent('Whoever holds it can no longer open it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Link revoked')).toBeVisible();
    expect(api.revoked).toEqual([uuidOf(1501)]);
    expect(
      await within(screen.getByRole('listitem', { name: 'Nike brand team' })).findByText('Revoked'),
    ).toBeVisible();
  });
});
