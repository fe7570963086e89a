import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientRequestSubmissions } from '@cuebrief/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_POLL_MS } from '../../../domain/analysis/use-refetch-while-analysing';
import { fitOf, measuredAnalysis, pendingAnalysis } from '../../../test/analysis';
import { apiResponse, fakeApi } from '../../../test/fake-api';
import { fakeMediaPlayback } from '../../../test/fake-media';
import { shownLocation } from '../../../test/render';
import { clientTakeOf, clientGroupOf, clientSubmissionOf } from '../test-fixtures';
import { renderSubmissionsPage } from './render-submissions-page';

const offTempo = { verdict: 'off', reason: '96 BPM; the brief asks 90–120' } as const;
const closeKey = { verdict: 'close', reason: 'F major: compatible, the relative of D minor' };

// Newest first, as the server sends them: the older submission holds the best take.
const newer = clientSubmissionOf(1, [
  clientTakeOf(1, { title: 'Slow Burn', fit: fitOf({ tempo: offTempo }) }),
]);
const older = clientSubmissionOf(
  2,
  [
    clientTakeOf(2, {
      title: 'Near Miss',
      fit: fitOf({ key: { ...closeKey, verdict: 'close' } }),
    }),
    clientTakeOf(3, { title: 'Bullseye', fit: fitOf() }),
  ],
  { composerName: 'Marco Rossi' },
);
const group = clientGroupOf(1, [newer, older]);

/** The client's server answers the list from `answers`, one after another, the last for good. */
function listApi(...answers: ClientRequestSubmissions[][]) {
  let asked = 0;
  return fakeApi('Client', ({ path }) => {
    if (!path.endsWith('/client/submissions')) return undefined;
    const answer = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    return apiResponse(200, answer);
  });
}

const renderPage = (api: ReturnType<typeof listApi>, query = '') =>
  renderSubmissionsPage(api, group.request.id, { query });

const shownTitles = () =>
  screen.getAllByTestId('audio-item').map((item) => item.getAttribute('aria-label'));

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('how a request’s takes fit its brief, as its client sees them', () => {
  it('badges each take with its fit and says why, dimension by dimension', async () => {
    renderPage(listApi([group]));
    const slowBurn = await screen.findByRole('listitem', { name: 'Slow Burn' });
    expect(within(slowBurn).getByTestId('fit-summary')).toHaveTextContent('Off the brief');
    expect(
      within(slowBurn).getByRole('list', { name: 'How Slow Burn fits the brief' }),
    ).toHaveTextContent('96 BPM; the brief asks 90–120');
    expect(
      within(screen.getByRole('listitem', { name: 'Bullseye' })).getByTestId('fit-summary'),
    ).toHaveTextContent('Fits the brief');
    expect(shownTitles()).toEqual(['Slow Burn', 'Near Miss', 'Bullseye']);
  });

  it('sorts the best fit first, keeping the choice in the address', async () => {
    renderPage(listApi([group]));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Sort' }));
    await userEvent.click(screen.getByRole('option', { name: 'Best fit first' }));
    expect(shownTitles()).toEqual(['Bullseye', 'Near Miss', 'Slow Burn']);
    expect(shownLocation()).toBe(`/requests/${group.request.id}/submissions?sort=fit`);
  });

  it('keeps only the takes that fit the brief, and says how many', async () => {
    renderPage(listApi([group]), '?sort=fit');
    await userEvent.click(await screen.findByRole('switch', { name: 'Fits the brief' }));
    expect(shownTitles()).toEqual(['Bullseye']);
    expect(screen.getByText('1 take shown of 3')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'By Marco Rossi' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'By Lena Fischer' })).toBeNull();
    expect(shownLocation()).toBe(`/requests/${group.request.id}/submissions?sort=fit&fits=true`);
  });

  it('says so when no take fits, and shows every take again on demand', async () => {
    renderPage(listApi([clientGroupOf(1, [newer])]), '?fits=true');
    expect(
      await screen.findByText(
        'No take fits the brief yet. Takes close to it, or still being measured, are hidden.',
      ),
    ).toBeVisible();
    expect(screen.queryAllByTestId('audio-item')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show every take' }));
    expect(shownTitles()).toEqual(['Slow Burn']);
    expect(screen.getByRole('switch', { name: 'Fits the brief' })).not.toBeChecked();
  });

  it('asks again while a take is being measured, until its fit arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = clientTakeOf(4, {
      title: 'Fresh Take',
      analysis: pendingAnalysis(),
      fit: null,
    });
    const measured = { ...pending, analysis: measuredAnalysis(), fit: fitOf() };
    const api = renderPage(
      listApi(
        [clientGroupOf(1, [clientSubmissionOf(1, [pending])])],
        [clientGroupOf(1, [clientSubmissionOf(1, [measured])])],
      ),
    );
    const take = await screen.findByRole('listitem', { name: 'Fresh Take' });
    expect(within(take).getByText('Analysing…')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_POLL_MS));
    expect(await within(take).findByText('Fits the brief')).toBeVisible();
    expect(within(take).queryByText('Analysing…')).toBeNull();
    const listCalls = () =>
      api.requests.filter((call) => call.path.endsWith('/client/submissions'));
    expect(listCalls()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_POLL_MS * 3));
    expect(listCalls()).toHaveLength(2);
  });
});
