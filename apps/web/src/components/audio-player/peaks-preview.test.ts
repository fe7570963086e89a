import { describe, expect, it } from 'vitest';
import { barsOf } from './peaks-preview';

describe('the stand-in waveform', () => {
  it('takes the loudest point of each stretch', () => {
    expect(barsOf([0.1, 0.9, 0.2, 0.4, 0.3, 0.1], 3)).toEqual([0.9, 0.4, 0.3]);
  });

  it('spreads a short waveform over every bar and draws silence for none', () => {
    expect(barsOf([0.5, 1], 4)).toEqual([0.5, 0.5, 1, 1]);
    expect(barsOf([], 2)).toEqual([0, 0]);
  });
});
