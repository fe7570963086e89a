import type { MeasuredKey } from '@cuebrief/shared';

const PITCH_CLASSES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11] as const;
const MINOR_SCALE = [0, 2, 3, 5, 7, 8, 10] as const;

/** A key as the synthesiser plays in it: its tonic (pitch class, C = 0), mode and scale. */
export type Tonality = { tonic: number; minor: boolean; scale: readonly number[] };

export function tonalityOf(key: MeasuredKey): Tonality {
  const [tonicName, mode] = key.split(' ') as [string, 'major' | 'minor'];
  const minor = mode === 'minor';
  return {
    tonic: PITCH_CLASSES.indexOf(tonicName),
    minor,
    scale: minor ? MINOR_SCALE : MAJOR_SCALE,
  };
}

export function hertzOf(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** The nearest pitch at or above `low` with the pitch class of `semitones`. */
export function pitchFrom(low: number, semitones: number): number {
  return low + ((((semitones - low) % 12) + 12) % 12);
}

/** The dominant, the chord that leads home: its degree (0 = tonic). */
export const DOMINANT = 4;

/** A chord's notes in semitones from the tonic: a triad stacked in thirds on `degree`. */
export function triad({ scale, minor }: Tonality, degree: number): number[] {
  const notes = [0, 2, 4].map((third) => {
    const index = degree + third;
    return scale[index % 7]! + 12 * Math.floor(index / 7);
  });
  // The dominant of a minor key is major (harmonic minor): its raised seventh leads home.
  if (minor && degree === DOMINANT) notes[1]! += 1;
  return notes;
}

/**
 * The scale a melody moves in over a chord: the key's own, except over a minor key's major
 * dominant, where the seventh is raised as the chord's third is (else the line would clash).
 */
export function scaleOver({ scale, minor }: Tonality, degree: number): readonly number[] {
  if (!minor || degree !== DOMINANT) return scale;
  return scale.map((tone, index) => (index === 6 ? tone + 1 : tone));
}

/** The tones of `scale` (semitones from the tonic) over the octaves of [low, high]. */
export function scaleLadder(scale: readonly number[], low: number, high: number): number[] {
  return [-12, 0, 12, 24, 36]
    .flatMap((octave) => scale.map((tone) => tone + octave))
    .filter((tone) => tone >= low && tone <= high);
}
