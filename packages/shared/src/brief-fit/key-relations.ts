import type { MeasuredKey } from '../schemas/analysis';

const PITCH_CLASSES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

type KeyParts = { tonic: number; mode: 'major' | 'minor' };

/** "F# minor" → its tonic's pitch class (0 = C) and mode; undefined for anything else. */
function partsOf(key: string): KeyParts | undefined {
  const [name, mode] = key.split(' ');
  const tonic = PITCH_CLASSES.indexOf(name as (typeof PITCH_CLASSES)[number]);
  if (tonic < 0 || (mode !== 'major' && mode !== 'minor')) return undefined;
  return { tonic, mode };
}

/**
 * The relative key: the same notes with the other tonic (A minor for C major, Eb major for C
 * minor), which a brief's key shares its chords with.
 */
export function relativeKeyOf(key: string): MeasuredKey | undefined {
  const parts = partsOf(key);
  if (!parts) return undefined;
  const tonic = parts.mode === 'major' ? (parts.tonic + 9) % 12 : (parts.tonic + 3) % 12;
  const mode = parts.mode === 'major' ? 'minor' : 'major';
  return `${PITCH_CLASSES[tonic]} ${mode}` as MeasuredKey;
}
