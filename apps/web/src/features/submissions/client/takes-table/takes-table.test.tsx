import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AudioReviewBody, Paged, TakeTableRow } from '@cuebrief/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerBar } from '../../../../components/audio-player/player-bar';
import { fitOf } from '../../../../test/analysis';
import { apiResponse, fakeApi, type FakeRequest } from '../../../../test/fake-api';
import { appAudio, fakeMediaPlayback } from '../../../../test/fake-media';
import { renderApp, shownLocation } from '../../../../test/render';
import { playLinkOf } from '../../test-fixtures';
import { RequestSubmissionsPage } from '../request-submissions-page';

const REQUEST_ID = '00000000-0000-4000-8000-0000000000aa';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function rowOf(n: number, changes: Partial<TakeTableRow> = {}): TakeTableRow {
  return {
    audioId: uuid(100 + n),
    takeId: uuid(200 + n),
    submissionId: uuid(300 + n),
    title: `Take ${n}`,
    composerName: 'Lena Fischer',
    version: 1,
    versionCount: 1,
    durationSeconds: 95,
    bpm: 118,
    bpmMeasured: false,
    key: 'D minor',
    keyMeasured: false,
    fit: null,
    decision: null,
    isFavorite: false,
    isListened: false,
    offerState: null,
    askingPrice: null,
    miniPeaks: Array.from({ length: 48 }, (_, i) => (i % 4) / 4),
    createdAt: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}

/** Night Drive: v2 of 2, measured tempo, fits, shortlisted, a favourite; Dawn Patrol: passed. */
const nightDrive = rowOf(1, {
  title: 'Night Drive',
  version: 2,
  versionCount: 2,
  bpm: 121,
  bpmMeasured: true,
  fit: fitOf(),
  decision: 'shortlisted',
  isFavorite: true,
});
const dawnPatrol = rowOf(2, { title: 'Dawn Patrol', decision: 'passed', key: null });

const takesPath = `/users/v1/request/client/request/${REQUEST_ID}/takes`;

/** A server of `total` takes, answering every page with `rows`. */
function tableApi(rows: TakeTableRow[] = [nightDrive, dawnPatrol], total = rows.length) {
  return fakeApi('Client', ({ method, path, query, body }) => {
    if (path === takesPath) {
      const page: Paged<TakeTableRow> = {
        data: rows,
        page: Number(query.get('page')),
        pageSize: Number(query.get('pageSize')),
        total,
      };
      return apiResponse(200, page);
    }
    if (path.endsWith(`/client/request/${REQUEST_ID}`)) {
      return apiResponse(200, { id: REQUEST_ID, title: 'City bikes · 30 seconds', state: 'open' });
    }
    const played = path.match(/\/audio\/([^/]+)\/play$/);
    if (played && method === 'POST') return apiResponse(200, playLinkOf(played[1]!));
    if (method === 'GET' && path.endsWith('/comments')) return apiResponse(200, { comments: [] });
    if (path.endsWith('/client/audio-favorite')) return apiResponse(200, null);
    if (path.endsWith('/client/audio-review')) {
      const { price, audioId } = body as AudioReviewBody;
      const offer = { id: uuid(900), audioId, price, state: 'offered', createdAt: '2026-11-23' };
      return apiResponse(200, offer);
    }
    return undefined;
  });
}

function renderTable(api = tableApi(), search = '?view=table') {
  renderApp(
    <>
      <Routes>
        <Route path="/requests/:id/submissions" element={<RequestSubmissionsPage />} />
      </Routes>
      <PlayerBar />
    </>,
    { api, path: `/requests/${REQUEST_ID}/submissions${search}` },
  );
  return api;
}

/** The query of the table's calls so far, each as `name=value&…`. */
const tableCalls = (api: ReturnType<typeof tableApi>) =>
  api.requests
    .filter((request: FakeRequest) => request.path === takesPath)
    .map((request: FakeRequest) => request.query.toString());

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('the client’s table of takes', () => {
  it('shows one row per take with its version, tempo, key, fit, decision and favourite', async () => {
    renderTable();
    const rows = await screen.findAllByTestId('take-row');
    expect(rows).toHaveLength(2);
    const night = within(rows[0]!);
    expect(night.getByRole('rowheader')).toHaveTextContent('Night Drive');
    expect(night.getByText('v2 of 2')).toBeVisible();
    expect(night.getByText('1:35')).toBeVisible();
    expect(night.getByLabelText('121, measured')).toBeVisible();
    expect(night.getByText('D minor')).toBeVisible();
    expect(night.getByTestId('fit-summary')).toHaveTextContent('Fits the brief');
    expect(night.getByText('Shortlisted')).toBeVisible();
    expect(night.getByRole('button', { name: /Night Drive/, pressed: true })).toBeVisible();
    // One bar per point of the row's small waveform.
    const bars = night.getByTestId('mini-waveform').querySelector('path')?.getAttribute('d');
    expect(bars?.match(/M/g)).toHaveLength(48);
    const dawn = within(rows[1]!);
    expect(dawn.getByText('Passed')).toBeVisible();
    expect(dawn.getByText('v1')).toBeVisible();
    expect(await screen.findByText('City bikes · 30 seconds')).toBeVisible();
  });

  it('is sorted by submission at first, which its header says (aria-sort)', async () => {
    const api = renderTable();
    await screen.findAllByTestId('take-row');
    expect(header('Submitted')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('BPM')).not.toHaveAttribute('aria-sort');
    expect(tableCalls(api)).toEqual(['page=1&pageSize=20&sort=submitted&order=asc']);
  });

  it('sorts by a column’s header, then the other way, keeping it in the address', async () => {
    const api = renderTable();
    await screen.findAllByTestId('take-row');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by BPM' }));
    await waitFor(() => expect(header('BPM')).toHaveAttribute('aria-sort', 'ascending'));
    expect(shownLocation()).toBe(`/requests/${REQUEST_ID}/submissions?view=table&sort=bpm`);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by BPM' }));
    await waitFor(() => expect(header('BPM')).toHaveAttribute('aria-sort', 'descending'));
    expect(shownLocation()).toBe(
      `/requests/${REQUEST_ID}/submissions?view=table&sort=bpm&order=desc`,
    );
    expect(tableCalls(api)).toEqual([
      'page=1&pageSize=20&sort=submitted&order=asc',
      'page=1&pageSize=20&sort=bpm&order=asc',
      'page=1&pageSize=20&sort=bpm&order=desc',
    ]);
  });

  it('reads its sort, filter and page from the address', async () => {
    const api = renderTable(tableApi([nightDrive], 45), '?view=table&sort=fit&fits=true&page=2');
    await screen.findAllByTestId('take-row');
    expect(header('Fit')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('switch', { name: 'Only takes that fit the brief' })).toBeChecked();
    expect(screen.getByText('21–40 of 45')).toBeVisible();
    expect(tableCalls(api)).toEqual(['page=2&pageSize=20&sort=fit&order=asc&fits=true']);
  });

  it('pages through the server’s pages and starts again at the first for another size', async () => {
    const api = renderTable(tableApi([nightDrive, dawnPatrol], 45));
    await screen.findAllByTestId('take-row');
    expect(screen.getByText('1–20 of 45')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText('21–40 of 45')).toBeVisible());
    expect(shownLocation()).toBe(`/requests/${REQUEST_ID}/submissions?view=table&page=2`);
    await userEvent.click(screen.getByRole('combobox', { name: /Takes per page/ }));
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() =>
      expect(shownLocation()).toBe(`/requests/${REQUEST_ID}/submissions?view=table&pageSize=50`),
    );
    expect(tableCalls(api)).toEqual([
      'page=1&pageSize=20&sort=submitted&order=asc',
      'page=2&pageSize=20&sort=submitted&order=asc',
      'page=1&pageSize=50&sort=submitted&order=asc',
    ]);
  });

  it('keeps only the takes that fit when asked, with a way back when none does', async () => {
    const api = renderTable(tableApi([], 0));
    expect(await screen.findByText('No music has been sent to this request yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('switch', { name: 'Only takes that fit the brief' }));
    expect(await screen.findByText(/No take fits the brief yet/)).toBeVisible();
    expect(shownLocation()).toBe(`/requests/${REQUEST_ID}/submissions?view=table&fits=true`);
    await userEvent.click(screen.getByRole('button', { name: 'Show every take' }));
    await waitFor(() =>
      expect(shownLocation()).toBe(`/requests/${REQUEST_ID}/submissions?view=table`),
    );
    expect(tableCalls(api).at(1)).toBe('page=1&pageSize=20&sort=submitted&order=asc&fits=true');
  });

  it('says when the takes cannot be loaded, and asks again', async () => {
    let failing = true;
    const api = fakeApi('Client', ({ path }) => {
      if (path !== takesPath) return undefined;
      return failing
        ? apiResponse(500, null, { message: 'Down', error: 'INTERNAL_ERROR' })
        : apiResponse(200, { data: [nightDrive], page: 1, pageSize: 20, total: 1 });
    });
    renderTable(api);
    expect(await screen.findByText('The takes could not be loaded.')).toBeVisible();
    expect(await screen.findByText('REQUEST NOT FOUND')).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('take-row')).toHaveLength(1);
  });

  it('plays a row through the app’s player, the page as its queue', async () => {
    const api = renderTable();
    const [first] = await screen.findAllByTestId('take-row');
    await userEvent.click(within(first!).getByRole('button', { name: 'Play Night Drive' }));
    await waitFor(() => expect(appAudio().src).toContain(nightDrive.audioId));
    expect(screen.getByTestId('player-title')).toHaveTextContent('Night Drive');
    expect(within(first!).getByRole('button', { name: 'Pause Night Drive' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(appAudio().src).toContain(dawnPatrol.audioId));
    expect(api.calls().filter((call) => call.endsWith('/play'))).toEqual([
      `POST /users/v1/request/audio/${nightDrive.audioId}/play`,
      `POST /users/v1/request/audio/${dawnPatrol.audioId}/play`,
    ]);
  });

  it('marks a favourite on the row’s version', async () => {
    const api = renderTable();
    const rows = await screen.findAllByTestId('take-row');
    const heart = within(rows[1]!).getByRole('button', { name: /Dawn Patrol/, pressed: false });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.requests.find((r) => r.path.endsWith('/client/audio-favorite'))?.body).toEqual({
      audioId: dawnPatrol.audioId,
      isFavorite: true,
      audioType: 'submission',
    });
  });

  it('offers to add the row’s version to one of the client’s shortlists', async () => {
    renderTable();
    const rows = await screen.findAllByTestId('take-row');
    await userEvent.click(
      within(rows[1]!).getByRole('button', { name: 'Add to shortlist: Dawn Patrol' }),
    );
    expect(
      screen.getByRole('dialog', {
        name: `Add “Dawn Patrol” v${dawnPatrol.version} to a shortlist`,
      }),
    ).toBeVisible();
  });
});

describe('an offer from the table', () => {
  it('starts from the row’s asking price, and the row then offers again', async () => {
    const harbour = rowOf(3, { title: 'Harbour Lights', askingPrice: 1800 });
    const api = renderTable(tableApi([harbour, dawnPatrol]));
    const rows = await screen.findAllByTestId('take-row');
    const offer = within(rows[0]!).getByRole('button', { name: 'Offer to license Harbour Lights' });
    await userEvent.click(offer);
    const dialog = screen.getByRole('dialog', { name: 'Offer to license “Harbour Lights”' });
    expect(within(dialog).getByRole('textbox', { name: /Your offer/ })).toHaveValue('1800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.find((r) => r.path.endsWith('/client/audio-review'))?.body).toEqual({
      price: 1800,
      audioId: harbour.audioId,
      audioType: 'submission',
    });
    expect(
      within(rows[0]!).getByRole('button', { name: 'Make a new offer for Harbour Lights' }),
    ).toBeVisible();
    // A take whose composer named no price starts empty.
    await userEvent.click(
      within(rows[1]!).getByRole('button', { name: 'Offer to license Dawn Patrol' }),
    );
    const empty = screen.getByRole('dialog', { name: 'Offer to license “Dawn Patrol”' });
    expect(within(empty).getByRole('textbox', { name: /Your offer/ })).toHaveValue('');
  });
});

describe('the switch between cards and the table', () => {
  it('keeps the view in the address', async () => {
    const api = tableApi();
    renderApp(
      <Routes>
        <Route path="/requests/:id/submissions" element={<RequestSubmissionsPage />} />
      </Routes>,
      { api, path: `/requests/${REQUEST_ID}/submissions?view=table&sort=bpm` },
    );
    await screen.findAllByTestId('take-row');
    await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
    await waitFor(() =>
      expect(shownLocation()).toBe(`/requests/${REQUEST_ID}/submissions?sort=bpm`),
    );
    expect(screen.queryByTestId('take-row')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(await screen.findAllByTestId('take-row')).toHaveLength(2);
    expect(shownLocation()).toBe(`/requests/${REQUEST_ID}/submissions?sort=bpm&view=table`);
  });
});
