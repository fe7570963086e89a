import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSubmission } from '@cuebrief/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiResponse, fakeApi, pageOf } from '../../../test/fake-api';
import { renderApp, shownLocation } from '../../../test/render';
import { adminTakeOf, adminOfferOf, adminSubmissionOf } from '../test-fixtures';
import { AllSubmissionsPage } from './all-submissions-page';

const popular = adminTakeOf(1, {
  title: 'Night Drive',
  listenedAt: '2026-11-21T09:00:00.000Z',
  favoritesCount: 2,
  offersCount: 1,
});
const quiet = adminTakeOf(2, { title: 'Dawn Patrol' });
const withOffers = adminSubmissionOf(1, [popular]);
const closedOne = adminSubmissionOf(2, [quiet], {
  request: { ...adminSubmissionOf(2, []).request, state: 'closed' },
  composer: { id: withOffers.composer.id, name: 'Marco Rossi', email: 'marco@composers.example' },
});

/** The admin's server: the paged list, filtered like the API, and the offers per audio. */
function adminApi(submissions: AdminSubmission[], options: { failures?: number } = {}) {
  let toFail = options.failures ?? 0;
  const lists: URLSearchParams[] = [];
  const api = fakeApi('Admin', ({ path, query }) => {
    if (path.endsWith('/all/submissions')) {
      lists.push(query);
      if (toFail-- > 0) return apiResponse(500, null, { message: 'Something went wrong.' });
      const search = query.get('search')?.toLowerCase() ?? '';
      const state = query.get('requestState');
      const hasOffers = query.get('hasOffers');
      const kept = submissions.filter(
        (submission) =>
          `${submission.request.title} ${submission.composer.name}`
            .toLowerCase()
            .includes(search) &&
          (!state || submission.request.state === state) &&
          (!hasOffers ||
            submission.audios.some((audio) => audio.offersCount > 0) === (hasOffers === 'true')),
      );
      return apiResponse(200, pageOf(kept, query));
    }
    const offersOf = path.match(/\/admin\/audio-review\/([^/]+)$/);
    if (offersOf) {
      const audio = submissions.flatMap((s) => s.audios).find((a) => a.id === offersOf[1]);
      if (!audio) return undefined;
      return apiResponse(200, {
        audio: { id: audio.id, title: audio.title, audioType: audio.audioType },
        offers: audio.offersCount > 0 ? [adminOfferOf(1, audio.id)] : [],
      });
    }
    return undefined;
  });
  return { ...api, lists };
}

const renderPage = (api: ReturnType<typeof adminApi>, path = '/all-submissions') =>
  renderApp(<AllSubmissionsPage />, { api, path });

const item = (title: string) => screen.getByRole('listitem', { name: title, hidden: true });

afterEach(() => vi.restoreAllMocks());

describe('All Submissions', () => {
  it('shows each submission with its request, composer and how clients took to each audio', async () => {
    renderPage(adminApi([withOffers, closedOne]));
    expect(
      await screen.findByRole('heading', { level: 2, name: withOffers.request.title }),
    ).toBeVisible();
    expect(screen.getByText(/Lena Fischer · lena@composers\.example/)).toBeVisible();
    expect(within(item('Night Drive')).getByText('Listened 21 Nov 2026')).toBeVisible();
    expect(within(item('Night Drive')).getByTestId('audio-counts')).toHaveTextContent(
      '2 favourites · 1 offer',
    );
    expect(within(item('Dawn Patrol')).getByText('Not listened yet')).toBeVisible();
    expect(within(item('Dawn Patrol')).getByTestId('audio-counts')).toHaveTextContent(
      '0 favourites · 0 offers',
    );
    expect(screen.getByText('Closed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play Night Drive' })).toBeVisible();
  });

  it('keeps the request-state and offers filters in the address', async () => {
    const api = adminApi([withOffers, closedOne]);
    renderPage(api);
    await screen.findByText('Night Drive');
    await userEvent.click(screen.getByRole('combobox', { name: 'Offers' }));
    await userEvent.click(await screen.findByRole('option', { name: 'With offers' }));
    await waitFor(() => expect(shownLocation()).toBe('/all-submissions?hasOffers=true'));
    await waitFor(() => expect(screen.queryByText('Dawn Patrol')).not.toBeInTheDocument());
    expect(api.lists.at(-1)?.get('hasOffers')).toBe('true');

    await userEvent.click(screen.getByRole('combobox', { name: 'Request state' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() =>
      expect(shownLocation()).toBe('/all-submissions?hasOffers=true&requestState=closed'),
    );
    expect(await screen.findByText('No submissions match these filters.')).toBeVisible();
  });

  it('reads its filters from the address', async () => {
    const api = adminApi([withOffers, closedOne]);
    renderPage(api, '/all-submissions?requestState=closed&q=marco');
    expect(await screen.findByText('Dawn Patrol')).toBeVisible();
    expect(screen.queryByText('Night Drive')).not.toBeInTheDocument();
    expect(api.lists.at(-1)?.get('requestState')).toBe('closed');
    expect(api.lists.at(-1)?.get('search')).toBe('marco');
  });

  it('lists the offers on an audio in a dialog', async () => {
    const api = adminApi([withOffers, closedOne]);
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Offers on Night Drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offers on “Night Drive”' });
    for (const text of ['Ava Morgan', 'Northlight Agency', '$1,500', '21 Nov 2026']) {
      expect(await within(dialog).findByText(text)).toBeVisible();
    }
    expect(api.calls()).toContain(`GET /users/v1/request/admin/audio-review/${popular.id}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Offers on Dawn Patrol' }));
    expect(await screen.findByText('No offers on this audio yet.')).toBeVisible();
  });

  it('says when there are no submissions', async () => {
    renderPage(adminApi([]));
    expect(await screen.findByText('No submissions yet.')).toBeVisible();
  });

  it('keeps a failure on the page with a retry', async () => {
    renderPage(adminApi([withOffers], { failures: 1 }));
    expect(await screen.findByText('The submissions could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Night Drive')).toBeVisible();
  });
});
