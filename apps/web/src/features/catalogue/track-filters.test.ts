import { describe, expect, it } from 'vitest';
import { trackQueryOf } from './track-filters';

describe('the track query of the address', () => {
  it('takes the search and every filter the API knows, numbers as numbers', () => {
    expect(
      trackQueryOf('night', {
        genre: 'Cinematic',
        mood: '',
        tempoMin: '90',
        tempoMax: '120',
        durationMax: '180',
      }),
    ).toEqual({
      search: 'night',
      genre: 'Cinematic',
      tempoMin: 90,
      tempoMax: 120,
      durationMax: 180,
    });
  });

  it('leaves out what the API would refuse, keeping the rest', () => {
    expect(
      trackQueryOf('', { genre: 'Polka-step', tempoMin: '140', tempoMax: '100', key: 'D minor' }),
    ).toEqual({ key: 'D minor', tempoMin: 140 });
  });
});
