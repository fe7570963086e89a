import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionDialogProvider } from '../../domain/payments/subscription-dialog';
import { measuredAnalysis } from '../../test/analysis';
import { apiResponse, fakeApi } from '../../test/fake-api';
import { fakeMediaPlayback } from '../../test/fake-media';
import { renderApp } from '../../test/render';
import { AlbumPage } from './album-page';
import { albumOf, clientTrackOf } from './test-fixtures';

const album = albumOf(1, { title: 'Night Cities' });
const untagged = clientTrackOf(1, {
  title: 'Neon Rain',
  bpm: null,
  key: null,
  analysis: measuredAnalysis({
    bpm: 95.8,
    key: 'C minor',
    loudnessLufs: -9.4,
    durationSeconds: 150,
  }),
});
const tagged = clientTrackOf(2, {
  title: 'Harbour Lights',
  bpm: 120,
  key: 'D minor',
  analysis: measuredAnalysis({ bpm: 119.9, key: 'D minor', durationSeconds: 150 }),
});

function renderAlbum() {
  const api = fakeApi('Client', ({ path }) => {
    if (path.endsWith(`/album/${album.id}`)) return apiResponse(200, album);
    if (path.endsWith(`/album/audio/from/all/${album.id}`)) {
      return apiResponse(200, [untagged, tagged]);
    }
    return undefined;
  });
  renderApp(
    <SubscriptionDialogProvider>
      <Routes>
        <Route path="/cuebrief-music/:id" element={<AlbumPage />} />
      </Routes>
    </SubscriptionDialogProvider>,
    { api, path: `/cuebrief-music/${album.id}` },
  );
}

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('an album’s tracks with what the server measured', () => {
  it('fills a tempo and key nobody stated with the measured ones, marked as measured', async () => {
    renderAlbum();
    const neonRain = await screen.findByRole('listitem', { name: 'Neon Rain' });
    expect(
      within(neonRain).getByText(/^2:30 · 96 BPM \(measured\) · C minor \(measured\) ·/),
    ).toBeVisible();
    // What the facts line shows as measured is not said again on the measured line.
    expect(within(neonRain).getByTestId('analysis-measured')).toHaveTextContent(
      /^Measured: -9.4 LUFS · true peak -1.3 dBTP$/,
    );
    // A catalogue track answers no brief: no fit to show.
    expect(within(neonRain).queryByTestId('fit-summary')).toBeNull();
  });

  it('keeps a stated tempo and key as stated', async () => {
    renderAlbum();
    const harbour = await screen.findByRole('listitem', { name: 'Harbour Lights' });
    expect(within(harbour).getByText(/^2:30 · 120 BPM · D minor ·/)).toBeVisible();
    expect(within(harbour).queryByText(/\(measured\)/)).toBeNull();
    expect(within(harbour).getByTestId('analysis-measured')).toHaveTextContent(
      /^Measured: 120 BPM · D minor · -14.2 LUFS/,
    );
  });
});
