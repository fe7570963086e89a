import { describe, expect, it } from 'vitest';
import type { AudioAnalysis, BriefFit } from '../schemas/analysis';
import { type FitBrief, briefFitOf, statedMismatchesOf } from './brief-fit';
import { RELATIVE_PAIRS, measuredAnalysis } from './test-fixtures';

/** A brief that sets nothing but what a test names, so each test sees one dimension. */
function brief(changes: Partial<FitBrief>): FitBrief {
  return { tempo: null, key: [], length: [], ...changes };
}

function fitOf(changes: Partial<FitBrief>, analysis: Partial<AudioAnalysis>): BriefFit {
  const fit = briefFitOf(brief(changes), measuredAnalysis(analysis));
  if (!fit) throw new Error('a finished analysis always has a fit');
  return fit;
}

describe('the tempo fit', () => {
  const tempoOf = (bpm: number, tempo: [number, number] = [118, 124]) =>
    fitOf({ tempo }, { bpm }).tempo;

  it.each([120, 118, 124])('fits at %s BPM, inside the range or on its edge', (bpm) => {
    expect(tempoOf(bpm)).toEqual({
      verdict: 'fits',
      reason: `${bpm} BPM, inside the brief's 118–124`,
    });
  });

  it('fits within 2 % of either end, and not beyond', () => {
    // 2 % of 118 is 2.36, of 124 is 2.48.
    expect(tempoOf(115.7)?.verdict).toBe('fits');
    expect(tempoOf(126.4)?.verdict).toBe('fits');
    expect(tempoOf(115.5)?.verdict).toBe('close');
    expect(tempoOf(126.6)?.verdict).toBe('close');
  });

  it('says half-time when the take is half the range, and double-time when twice it', () => {
    expect(tempoOf(60)).toEqual({
      verdict: 'close',
      reason: "60 BPM: half-time of the brief's 118–124",
    });
    expect(tempoOf(58.5)?.reason).toContain('half-time');
    expect(tempoOf(242)).toEqual({
      verdict: 'close',
      reason: "242 BPM: double-time of the brief's 118–124",
    });
  });

  it('is close within 10 % of the range, and off beyond, with the measure and the ask', () => {
    // 10 % below 118 is 106.2; 10 % above 124 is 136.4.
    expect(tempoOf(107)).toEqual({ verdict: 'close', reason: '107 BPM; the brief asks 118–124' });
    expect(tempoOf(136)).toEqual({ verdict: 'close', reason: '136 BPM; the brief asks 118–124' });
    expect(tempoOf(96)).toEqual({ verdict: 'off', reason: '96 BPM; the brief asks 118–124' });
    expect(tempoOf(137)).toEqual({ verdict: 'off', reason: '137 BPM; the brief asks 118–124' });
    expect(tempoOf(180)?.verdict).toBe('off');
  });

  it('reads a single-value range as that tempo, with the same tolerances', () => {
    expect(tempoOf(120, [120, 120])).toEqual({
      verdict: 'fits',
      reason: "120 BPM, inside the brief's 120",
    });
    expect(tempoOf(122.3, [120, 120])?.verdict).toBe('fits');
    expect(tempoOf(117.7, [120, 120])?.verdict).toBe('fits');
    expect(tempoOf(123, [120, 120])?.verdict).toBe('close');
    expect(tempoOf(131.5, [120, 120])?.verdict).toBe('close');
    expect(tempoOf(133, [120, 120])).toEqual({
      verdict: 'off',
      reason: '133 BPM; the brief asks 120',
    });
    expect(tempoOf(60, [120, 120])?.reason).toBe("60 BPM: half-time of the brief's 120");
  });

  it('shows the measured tempo in whole beats', () => {
    expect(tempoOf(121.4)?.reason).toBe("121 BPM, inside the brief's 118–124");
  });

  it('is absent when the brief sets no tempo or none was measured', () => {
    expect(fitOf({ tempo: null }, { bpm: 120 }).tempo).toBeNull();
    expect(fitOf({ tempo: [118, 124] }, { bpm: null }).tempo).toBeNull();
  });
});

describe('the key fit', () => {
  const keyOf = (asked: string[], key: AudioAnalysis['key']) => fitOf({ key: asked }, { key }).key;

  it('fits the key the brief asks', () => {
    expect(keyOf(['C major'], 'C major')).toEqual({
      verdict: 'fits',
      reason: 'C major, as the brief asks',
    });
  });

  it.each(RELATIVE_PAIRS)('is close, compatible, between %s and %s both ways', (major, minor) => {
    expect(keyOf([major], minor)).toEqual({
      verdict: 'close',
      reason: `${minor}: compatible, the relative of ${major}`,
    });
    expect(keyOf([minor], major)).toEqual({
      verdict: 'close',
      reason: `${major}: compatible, the relative of ${minor}`,
    });
  });

  it('is off for any other key, the parallel minor too', () => {
    expect(keyOf(['C major'], 'G major')).toEqual({
      verdict: 'off',
      reason: 'G major; the brief asks C major',
    });
    expect(keyOf(['C major'], 'C minor')?.verdict).toBe('off');
    expect(keyOf(['A minor'], 'E minor')?.verdict).toBe('off');
  });

  it('takes the best of several keys the brief asks, and names them all when off', () => {
    expect(keyOf(['C major', 'E minor'], 'E minor')?.verdict).toBe('fits');
    expect(keyOf(['C major', 'E minor'], 'G major')).toEqual({
      verdict: 'close',
      reason: 'G major: compatible, the relative of E minor',
    });
    expect(keyOf(['C major', 'E minor'], 'D major')).toEqual({
      verdict: 'off',
      reason: 'D major; the brief asks C major or E minor',
    });
  });

  it('is absent when the brief asks any key, names no key, or no key was measured', () => {
    expect(keyOf(['Any key'], 'D major')).toBeNull();
    expect(keyOf(['Any key', 'C major'], 'D major')).toBeNull();
    expect(keyOf([], 'D major')).toBeNull();
    expect(keyOf(['C major'], null)).toBeNull();
  });
});

describe('the length fit', () => {
  const lengthOf = (asked: string[], durationSeconds: number | null) =>
    fitOf({ length: asked }, { durationSeconds }).length;

  it.each([
    ['15 seconds', 15, 13.6, 16.4, 13.4, 16.6, 11.2, 18.8],
    ['30 seconds', 30, 27.1, 32.9, 26.9, 33.1, 22.4, 37.6],
    ['60 seconds', 60, 54.1, 65.9, 53.9, 66.1, 44.9, 75.1],
    ['90 seconds', 90, 81.1, 98.9, 80.9, 99.1, 67.4, 112.6],
    ['2 minutes', 120, 108.1, 131.9, 107.9, 132.1, 89.9, 150.1],
  ])(
    'fits %s within ±10 %%, is close within ±25 %%, and off beyond',
    (length, exact, fitsLow, fitsHigh, closeLow, closeHigh, offLow, offHigh) => {
      for (const seconds of [exact, fitsLow, fitsHigh]) {
        expect(lengthOf([length], seconds)?.verdict).toBe('fits');
      }
      for (const seconds of [closeLow, closeHigh]) {
        expect(lengthOf([length], seconds)?.verdict).toBe('close');
      }
      for (const seconds of [offLow, offHigh]) {
        expect(lengthOf([length], seconds)?.verdict).toBe('off');
      }
    },
  );

  it('fits "3 minutes or more" from 10 % short of three minutes, however long', () => {
    expect(lengthOf(['3 minutes or more'], 180)?.verdict).toBe('fits');
    expect(lengthOf(['3 minutes or more'], 162.5)?.verdict).toBe('fits');
    expect(lengthOf(['3 minutes or more'], 1800)?.verdict).toBe('fits');
    expect(lengthOf(['3 minutes or more'], 140)?.verdict).toBe('close');
    expect(lengthOf(['3 minutes or more'], 130)).toEqual({
      verdict: 'off',
      reason: '2:10; the brief asks 3 minutes or more (±10\u00a0%)',
    });
  });

  it('says the length as a player shows it, and the cut it fits', () => {
    expect(lengthOf(['30 seconds'], 29.6)).toEqual({
      verdict: 'fits',
      reason: '0:30, a 30 seconds cut (±10\u00a0%)',
    });
    expect(lengthOf(['30 seconds'], 36)).toEqual({
      verdict: 'close',
      reason: '0:36; the brief asks 30 seconds (±10\u00a0%)',
    });
  });

  it('takes the best of several lengths the brief names', () => {
    const asked = ['30 seconds', '60 seconds'];
    expect(lengthOf(asked, 58)).toEqual({
      verdict: 'fits',
      reason: '0:58, a 60 seconds cut (±10\u00a0%)',
    });
    expect(lengthOf(asked, 31)?.verdict).toBe('fits');
    expect(lengthOf(asked, 47)?.verdict).toBe('close');
    expect(lengthOf(asked, 41)).toEqual({
      verdict: 'off',
      reason: '0:41; the brief asks 30 seconds or 60 seconds (±10\u00a0%)',
    });
  });

  it('is absent when the brief names no length it knows, or no length was measured', () => {
    expect(lengthOf([], 30)).toBeNull();
    expect(lengthOf(['a while'], 30)).toBeNull();
    expect(lengthOf(['30 seconds'], null)).toBeNull();
  });
});

describe('the true peak', () => {
  const peakOf = (truePeakDbtp: number | null) => fitOf({}, { truePeakDbtp }).truePeak;

  it('is not broadcast-safe above −1 dBTP', () => {
    expect(peakOf(-0.5)).toEqual({
      verdict: 'off',
      reason: 'Not broadcast-safe: true peak -0.5 dBTP, above −1 dBTP',
    });
    expect(peakOf(0.3)?.verdict).toBe('off');
  });

  it('is broadcast-safe at −1 dBTP and below', () => {
    expect(peakOf(-1)).toEqual({ verdict: 'fits', reason: 'Broadcast-safe: true peak -1.0 dBTP' });
    expect(peakOf(-6.2)?.verdict).toBe('fits');
  });

  it('is absent when nothing was measured (a silent file)', () => {
    expect(peakOf(null)).toBeNull();
  });
});

describe("a take's fit as a whole", () => {
  const whole = brief({ tempo: [118, 124], key: ['C major'], length: ['30 seconds'] });
  const fitWith = (analysis: Partial<AudioAnalysis>) =>
    briefFitOf(whole, measuredAnalysis(analysis));

  it('fits when every dimension does', () => {
    const fit = fitWith({});
    expect(fit?.summary).toBe('fits');
    expect([fit?.tempo, fit?.key, fit?.length, fit?.truePeak].map((d) => d?.verdict)).toEqual([
      'fits',
      'fits',
      'fits',
      'fits',
    ]);
  });

  it('is summed up by its worst dimension', () => {
    expect(fitWith({ key: 'A minor' })?.summary).toBe('close');
    expect(fitWith({ bpm: 60 })?.summary).toBe('close');
    expect(fitWith({ key: 'A minor', durationSeconds: 60 })?.summary).toBe('off');
    expect(fitWith({ truePeakDbtp: 0 })?.summary).toBe('off');
  });

  it('counts only the dimensions present', () => {
    const fit = briefFitOf(brief({ tempo: [118, 124] }), measuredAnalysis({ truePeakDbtp: null }));
    expect(fit).toMatchObject({ summary: 'fits', key: null, length: null, truePeak: null });
  });

  it('ranks every take that fits above every close one, and those above every off one', () => {
    const fits = [fitWith({}), fitWith({ bpm: 119 })];
    const close = [
      fitWith({ key: 'A minor' }),
      fitWith({ bpm: 60, key: 'A minor', durationSeconds: 36 }),
    ];
    const off = [
      fitWith({ bpm: 96 }),
      fitWith({ bpm: 96, key: 'G major', durationSeconds: 60, truePeakDbtp: 0 }),
    ];
    const ranks = (takes: (BriefFit | null)[]) => takes.map((fit) => fit?.rank ?? NaN);
    expect(Math.min(...ranks(fits))).toBeGreaterThan(Math.max(...ranks(close)));
    expect(Math.min(...ranks(close))).toBeGreaterThan(Math.max(...ranks(off)));
  });

  it('ranks, among equal summaries, the take with more dimensions that fit first', () => {
    const oneClose = fitWith({ key: 'A minor' });
    const threeClose = fitWith({ bpm: 60, key: 'A minor', durationSeconds: 36 });
    expect(oneClose?.rank).toBeGreaterThan(threeClose?.rank ?? Infinity);
    const oneOff = fitWith({ bpm: 96 });
    const allOff = fitWith({ bpm: 96, key: 'G major', durationSeconds: 60, truePeakDbtp: 0 });
    expect(oneOff?.rank).toBeGreaterThan(allOff?.rank ?? Infinity);
  });

  it.each(['pending', 'failed'] as const)('is none while the analysis is %s', (state) => {
    const unmeasured = measuredAnalysis({
      state,
      bpm: null,
      key: null,
      durationSeconds: null,
      truePeakDbtp: null,
    });
    expect(briefFitOf(whole, unmeasured)).toBeNull();
  });
});

describe('where the stated tempo or key differs from the measurement', () => {
  const mismatchesOf = (bpm: number | null, key: string | null, analysis: Partial<AudioAnalysis>) =>
    statedMismatchesOf({ bpm, key }, measuredAnalysis(analysis));

  it('asks "half-time?" when the take measures half the stated tempo', () => {
    expect(mismatchesOf(120, null, { bpm: 60 })).toEqual([
      { field: 'bpm', stated: '120', measured: '60', note: 'stated 120, measured 60: half-time?' },
    ]);
    expect(mismatchesOf(120, null, { bpm: 61.2 })[0]?.note).toBe(
      'stated 120, measured 61: half-time?',
    );
  });

  it('asks "double-time?" when the take measures twice the stated tempo', () => {
    expect(mismatchesOf(60, null, { bpm: 120 })).toEqual([
      {
        field: 'bpm',
        stated: '60',
        measured: '120',
        note: 'stated 60, measured 120: double-time?',
      },
    ]);
  });

  it('shows both for any other difference beyond 4 %, and nothing within it', () => {
    expect(mismatchesOf(120, null, { bpm: 124.5 })).toEqual([]);
    expect(mismatchesOf(120, null, { bpm: 115.5 })).toEqual([]);
    expect(mismatchesOf(120, null, { bpm: 126 })).toEqual([
      { field: 'bpm', stated: '120', measured: '126', note: 'stated 120, measured 126' },
    ]);
    expect(mismatchesOf(120, null, { bpm: 90 })[0]?.note).toBe('stated 120, measured 90');
  });

  it('asks "its relative?" when the measured key is the stated key\'s relative, both ways', () => {
    expect(mismatchesOf(null, 'C major', { key: 'A minor' })).toEqual([
      {
        field: 'key',
        stated: 'C major',
        measured: 'A minor',
        note: 'stated C major, measured A minor: its relative?',
      },
    ]);
    expect(mismatchesOf(null, 'F# minor', { key: 'A major' })[0]?.note).toBe(
      'stated F# minor, measured A major: its relative?',
    );
  });

  it('shows another key as it is, and nothing for the same key or "Any key"', () => {
    expect(mismatchesOf(null, 'C major', { key: 'D major' })[0]?.note).toBe(
      'stated C major, measured D major',
    );
    expect(mismatchesOf(null, 'C major', { key: 'C major' })).toEqual([]);
    expect(mismatchesOf(null, 'Any key', { key: 'D major' })).toEqual([]);
  });

  it('lists the tempo before the key when both differ', () => {
    const fields = mismatchesOf(120, 'C major', { bpm: 60, key: 'D major' }).map((m) => m.field);
    expect(fields).toEqual(['bpm', 'key']);
  });

  it('is empty when nothing was stated or nothing measured', () => {
    expect(mismatchesOf(null, null, { bpm: 60, key: 'D major' })).toEqual([]);
    expect(mismatchesOf(120, 'C major', { bpm: null, key: null })).toEqual([]);
  });

  it.each(['pending', 'failed'] as const)('is empty while the analysis is %s', (state) => {
    expect(mismatchesOf(120, 'C major', { state, bpm: 60, key: 'D major' })).toEqual([]);
  });
});
