import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failedAnalysis, fitOf, measuredAnalysis, pendingAnalysis } from '../../test/analysis';
import { renderApp } from '../../test/render';
import { AudioAnalysis } from './audio-analysis';

const panel = () => screen.getByRole('status', { name: 'Measured in Night Drive' });

describe('what the server measured in an audio', () => {
  it('says it is analysing while the measurement is pending', async () => {
    renderApp(<AudioAnalysis title="Night Drive" analysis={pendingAnalysis()} />, {
      role: 'Composer',
    });
    expect(await screen.findByText('Analysing…')).toBeVisible();
    expect(panel()).toHaveTextContent('Measuring tempo, key and loudness.');
    expect(screen.queryByTestId('fit-dimensions')).toBeNull();
  });

  it('says it could not be measured when the analysis failed', async () => {
    renderApp(<AudioAnalysis title="Night Drive" analysis={failedAnalysis()} />, {
      role: 'Composer',
    });
    expect(await screen.findByText('Could not be measured')).toBeVisible();
    expect(panel()).toHaveTextContent('The audio plays as usual');
  });

  it('lists tempo, key, loudness and true peak, and silence and clipping when there are any', async () => {
    renderApp(
      <AudioAnalysis
        title="Night Drive"
        analysis={measuredAnalysis({
          bpm: 95.6,
          leadingSilenceSeconds: 0.04,
          trailingSilenceSeconds: 2.26,
          clippedSamples: 12,
        })}
      />,
      { role: 'Composer' },
    );
    expect(await screen.findByTestId('analysis-measured')).toHaveTextContent(
      'Measured: 96 BPM · D minor · -14.2 LUFS · true peak -1.3 dBTP · ' +
        'silence 0.0 s at the start, 2.3 s at the end · 12 clipped samples',
    );
  });

  it('leaves out what the audio does not allow, and silence too short to matter', async () => {
    renderApp(
      <AudioAnalysis
        title="Night Drive"
        analysis={measuredAnalysis({ bpm: null, key: null, trailingSilenceSeconds: 0.05 })}
      />,
      { role: 'Composer' },
    );
    expect(await screen.findByTestId('analysis-measured')).toHaveTextContent(
      'Measured: -14.2 LUFS · true peak -1.3 dBTP',
    );
  });

  it('leaves out a tempo and key the facts line already shows as measured', async () => {
    renderApp(
      <AudioAnalysis
        title="Night Drive"
        analysis={measuredAnalysis()}
        shownInFacts={{ bpm: true, key: false }}
      />,
      { role: 'Composer' },
    );
    expect(await screen.findByTestId('analysis-measured')).toHaveTextContent(
      'Measured: D minor · -14.2 LUFS · true peak -1.3 dBTP',
    );
  });

  it('shows each dimension of the fit with its reason, the verdict in words for screen readers', async () => {
    const fit = fitOf({
      tempo: { verdict: 'off', reason: '96 BPM; the brief asks 118–124' },
      key: { verdict: 'close', reason: 'F major: compatible, the relative of D minor' },
    });
    renderApp(<AudioAnalysis title="Night Drive" analysis={measuredAnalysis()} fit={fit} />, {
      role: 'Composer',
    });
    const dimensions = await screen.findByRole('list', { name: 'How Night Drive fits the brief' });
    const items = within(dimensions).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tempo, off: 96 BPM; the brief asks 118–124',
      'Key, close: F major: compatible, the relative of D minor',
      'Peak, fits: Broadcast-safe: true peak -1.3 dBTP',
    ]);
    expect(items.map((item) => item.dataset.verdict)).toEqual(['off', 'close', 'fits']);
  });

  it('shows where the stated tempo or key differs from the measurement', async () => {
    renderApp(
      <AudioAnalysis
        title="Night Drive"
        analysis={measuredAnalysis({ bpm: 60 })}
        statedMismatches={[
          {
            field: 'bpm',
            stated: '120',
            measured: '60',
            note: 'stated 120, measured 60: half-time?',
          },
        ]}
      />,
      { role: 'Composer' },
    );
    const notes = await screen.findByRole('list', { name: 'Stated and measured' });
    expect(within(notes).getByRole('listitem')).toHaveTextContent(
      'Tempo: Stated 120, measured 60: half-time?',
    );
  });
});
