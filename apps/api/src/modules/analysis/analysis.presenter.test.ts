import { unmeasuredAnalysis } from '@cuebrief/shared';
import { describe, expect, it } from 'vitest';
import type { AudioAnalysisRow } from '../../db/schema';
import { presentAnalysis } from './analysis.presenter';

const createdAt = new Date('2026-11-21T10:00:00.000Z');
const analysedAt = new Date('2026-11-21T10:00:05.000Z');

/** A row as the runner leaves it once done; reals come back from the database as 4-byte floats. */
const doneRow: AudioAnalysisRow = {
  audioFileId: '2f7c0c1e-4f4e-4d7e-9a59-1c1d3d1d0a01',
  state: 'done',
  attempts: 1,
  claimToken: null,
  leaseUntil: null,
  analyser: 'cuebrief-analyser',
  analyserVersion: '1.0.0',
  bpm: Math.fround(121.3),
  bpmConfidence: Math.fround(0.87),
  musicalKey: 'F# minor',
  keyConfidence: Math.fround(0.62),
  loudnessLufs: Math.fround(-14.2),
  truePeakDbtp: Math.fround(-0.4),
  samplePeakDbfs: Math.fround(-0.6),
  durationSeconds: Math.fround(31.25),
  leadingSilenceSeconds: Math.fround(0.12),
  trailingSilenceSeconds: Math.fround(1.5),
  clippedSamples: 6,
  error: null,
  createdAt,
  analysedAt,
};

describe('presentAnalysis', () => {
  it('answers a finished analysis with the figures as the analyser rounded them', () => {
    expect(presentAnalysis(doneRow)).toEqual({
      state: 'done',
      analyser: 'cuebrief-analyser',
      analyserVersion: '1.0.0',
      bpm: 121.3,
      key: 'F# minor',
      keyConfidence: 0.62,
      loudnessLufs: -14.2,
      truePeakDbtp: -0.4,
      durationSeconds: 31.25,
      leadingSilenceSeconds: 0.12,
      trailingSilenceSeconds: 1.5,
      clippedSamples: 6,
      analysedAt: analysedAt.toISOString(),
    });
  });

  it('shows nothing measured while pending or once failed, whatever the row still holds', () => {
    // A job queued again keeps its old figures until it is measured anew.
    expect(presentAnalysis({ ...doneRow, state: 'pending' })).toEqual(
      unmeasuredAnalysis('pending'),
    );
    expect(presentAnalysis({ ...doneRow, state: 'failed', error: 'no audio' })).toEqual(
      unmeasuredAnalysis('failed'),
    );
  });

  it('takes a file without a row (stored before analysis existed) as pending', () => {
    expect(presentAnalysis(null)).toEqual(unmeasuredAnalysis('pending'));
  });

  it('keeps a measure the audio did not allow as null, and a key only if it is one of the 24', () => {
    const shown = presentAnalysis({ ...doneRow, bpm: null, loudnessLufs: null, musicalKey: 'H' });
    expect(shown).toMatchObject({ state: 'done', bpm: null, loudnessLufs: null, key: null });
  });
});
