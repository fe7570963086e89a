import { describe, expect, it } from 'vitest';
import { answerRange } from './byte-range';

describe('byte ranges', () => {
  const size = 1000;

  it('answers first-last, first- and -count ranges', () => {
    expect(answerRange('bytes=0-99', size)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(answerRange('bytes=500-', size)).toEqual({ kind: 'part', start: 500, end: 999 });
    expect(answerRange('bytes=-100', size)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(answerRange('bytes=999-999', size)).toEqual({ kind: 'part', start: 999, end: 999 });
  });

  it('cuts a range that runs past the end, and a suffix longer than the file', () => {
    expect(answerRange('bytes=900-5000', size)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(answerRange('bytes=-5000', size)).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('cannot satisfy a range that starts past the end, or an empty suffix', () => {
    expect(answerRange('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(answerRange('bytes=1000-1200', size)).toEqual({ kind: 'unsatisfiable' });
    expect(answerRange('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' });
  });

  it('sends the whole file for no header or one it does not take', () => {
    for (const header of [
      undefined,
      '',
      'bytes=-',
      'bytes=5-1',
      'bytes=0-1,5-9',
      'items=0-1',
      'bytes=a-b',
      'bytes=0x10-',
    ]) {
      expect(answerRange(header, size), String(header)).toEqual({ kind: 'whole' });
    }
  });
});
