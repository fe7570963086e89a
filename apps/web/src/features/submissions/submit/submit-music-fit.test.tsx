import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComposerTake } from '@cuebrief/shared';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_POLL_MS } from '../../../domain/analysis/use-refetch-while-analysing';
import { fitOf, measuredAnalysis, pendingAnalysis } from '../../../test/analysis';
import { apiResponse, fakeApi, uuidOf } from '../../../test/fake-api';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render';
import {
  composerTakeOf,
  composerSubmissionOf,
  openRequestOf,
  storedSubmissionOf,
} from '../test-fixtures';
import { SubmitMusicPage } from './submit-music-page';

const brief = openRequestOf(1, { tempo: [118, 124] });
const offTempo = fitOf({
  tempo: { verdict: 'off', reason: '96 BPM; the brief asks 118–124' },
});
const uploaded = composerTakeOf(1, {
  title: 'Slow Burn',
  bpm: null,
  analysis: pendingAnalysis(),
  fit: null,
});
const measured: ComposerTake = {
  ...uploaded,
  analysis: measuredAnalysis({ bpm: 96 }),
  fit: offTempo,
};

/**
 * The composer's server: the brief, the submission, and the composer's list answering the take
 * as `takes` gives it, one answer after another (the last for good); deleting empties it.
 */
function submitApi(...takes: ComposerTake[]) {
  let asked = 0;
  let isDeleted = false;
  const api = fakeApi('Composer', ({ method, path, body }) => {
    if (path.endsWith(`/composer/request/${brief.id}`)) return apiResponse(200, brief);
    if (path.endsWith(`/composer/submit/${brief.id}`) && method === 'POST') {
      return apiResponse(200, storedSubmissionOf(brief.id, body as object));
    }
    if (path.endsWith('/composer/submissions')) {
      const take = takes[Math.min(asked, takes.length - 1)]!;
      asked += 1;
      return apiResponse(200, [
        composerSubmissionOf(1, isDeleted ? [] : [take], { id: uuidOf(650) }),
      ]);
    }
    if (path.endsWith(`/composer/audio/${uploaded.id}`) && method === 'DELETE') {
      isDeleted = true;
      return apiResponse(200, null, { message: 'Audio deleted' });
    }
    return undefined;
  });
  return api;
}

/** Opens the audios step and uploads an mp3, answered with the pending take. */
async function uploadTake(api: ReturnType<typeof submitApi>) {
  const xhr = fakeXhr();
  renderApp(
    <Routes>
      <Route path="/requests/:id/submit" element={<SubmitMusicPage />} />
    </Routes>,
    { api, path: `/requests/${brief.id}/submit` },
  );
  await userEvent.click(await screen.findByText('Continue to audios', { selector: 'button' }));
  const card = await screen.findByRole('region', { name: 'Audio 1' });
  const file = new File(['audio'], 'slow.mp3');
  await userEvent.upload(within(card).getByLabelText('MP3 file'), file);
  await userEvent.click(within(card).getByRole('button', { name: 'Upload audio' }));
  await waitFor(() => expect(xhr.sent).toHaveLength(1));
  act(() => xhr.last()!.respond(200, uploaded));
  return card;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a take’s fit, right after its upload', () => {
  it('says it is analysing, then shows what was measured and warns of an off-brief tempo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const card = await uploadTake(submitApi(uploaded, measured));
    expect(await within(card).findByText('Analysing…')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_POLL_MS));
    expect(await within(card).findByText('Off the brief')).toBeVisible();
    expect(
      within(card).getByRole('list', { name: 'How Slow Burn fits the brief' }),
    ).toHaveTextContent('Tempo, off: 96 BPM; the brief asks 118–124');
    expect(within(card).getByTestId('analysis-measured')).toHaveTextContent('-14.2 LUFS');
    // No tempo was stated: the facts line shows the measured one, marked as such.
    expect(within(card).getByText(/96 BPM \(measured\)/)).toBeVisible();
    expect(
      within(card).getByText(
        'Not what the brief asks? Delete this take and upload another before the client listens.',
      ),
    ).toBeVisible();
  });

  it('deletes an off-brief take and leaves the card empty for another', async () => {
    const api = submitApi(measured);
    const card = await uploadTake(api);
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Delete Slow Burn and upload again' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete “Slow Burn”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('“Slow Burn” was deleted. Upload another take below.'),
    ).toBeVisible();
    expect(api.calls()).toContain(`DELETE /users/v1/request/composer/audio/${uploaded.id}`);
    expect(within(card).getByRole('button', { name: 'Upload audio' })).toBeEnabled();
    expect(within(card).queryByRole('listitem', { name: 'Slow Burn' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
  });
});
