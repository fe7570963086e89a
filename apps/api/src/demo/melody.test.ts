import { describe, expect, it } from 'vitest';
import { tonalityOf, triad } from './harmony';
import { REGISTERS, melodyBar, motifOf } from './melody';
import { seededRandom } from './synth-voices';

const D_MAJOR = tonalityOf('D major');
const A_MINOR = tonalityOf('A minor');
const rhythm = (notes: { eighth: number; eighths: number }[]) =>
  notes.map((note) => [note.eighth, note.eighths]);

describe('the tune', () => {
  it.each([1, 2, 3, 4, 5, 6])(
    'seed %d: a phrase repeats its motif and answers on the tonic',
    (seed) => {
      const motif = motifOf(seededRandom(seed), false);
      const register = REGISTERS.low;
      const degrees = [0, 5, 3, 0];
      let previous: number = register.home;
      const bars = degrees.map((degree, phraseBar) => {
        const line = melodyBar(
          D_MAJOR,
          degree,
          motif,
          register,
          { phraseBar, answers: true },
          previous,
        );
        previous = line.last;
        return line.notes;
      });
      // Bars one and three share a rhythm: the phrase restates its idea.
      expect(rhythm(bars[2]!)).toEqual(rhythm(bars[0]!));
      for (const [bar, notes] of bars.entries()) {
        const chord = triad(D_MAJOR, degrees[bar]!).map((tone) => tone % 12);
        // The first note of a bar is a tone of its chord; every note is in the key and register.
        expect(chord).toContain(notes[0]!.semitones % 12);
        for (const note of notes) {
          expect(D_MAJOR.scale).toContain(note.semitones % 12);
          expect(note.semitones).toBeGreaterThanOrEqual(register.low);
          expect(note.semitones).toBeLessThanOrEqual(register.high);
          expect(note.eighth + note.eighths).toBeLessThanOrEqual(8);
        }
      }
      expect(bars[3]!.at(-1)!.semitones % 12).toBe(0);
    },
  );

  it('over a minor key’s dominant, sings its raised seventh rather than clash with it', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const motif = motifOf(seededRandom(seed), true);
      const { notes } = melodyBar(
        A_MINOR,
        4,
        motif,
        REGISTERS.high,
        { phraseBar: 1, answers: false },
        19,
      );
      // G (10 semitones above A) clashes with E major's G#; G# (11) is the leading tone.
      expect(notes.map((note) => note.semitones % 12)).not.toContain(10);
    }
  });
});
