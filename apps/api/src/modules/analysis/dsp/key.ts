import type { MeasuredKey } from '@cuebrief/shared';
import { KEY_PROFILES, type KeyProfile } from './key-profiles';

/** Pitch-class names as the vocabulary spells keys (C first). */
const TONICS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
/**
 * A chroma less uneven than this (its contrast, see chroma.ts) has no pitch that stands out:
 * white noise measures below 0.1, noise leaning to the bass about 0.12, tonal music 0.5 and more.
 */
const MIN_CHROMA_CONTRAST = 0.2;

export type KeyEstimate = { key: MeasuredKey | null; confidence: number };

const NO_KEY: KeyEstimate = { key: null, confidence: 0 };

function correlation(chroma: Float64Array, profile: readonly number[], tonic: number): number {
  let meanChroma = 0;
  let meanProfile = 0;
  for (let i = 0; i < 12; i++) {
    meanChroma += chroma[(i + tonic) % 12]!;
    meanProfile += profile[i]!;
  }
  meanChroma /= 12;
  meanProfile /= 12;
  let product = 0;
  let chromaSquares = 0;
  let profileSquares = 0;
  for (let i = 0; i < 12; i++) {
    const c = chroma[(i + tonic) % 12]! - meanChroma;
    const p = profile[i]! - meanProfile;
    product += c * p;
    chromaSquares += c * c;
    profileSquares += p * p;
  }
  return product / Math.sqrt(chromaSquares * profileSquares);
}

/**
 * The key of a chroma (energy per pitch class, C first; none where its contrast is that of
 * noise), by the Krumhansl–Schmuckler method:
 * the Pearson correlation of the chroma with each of the 24 rotated key profiles (averaged
 * over the profiles given), the best one winning. Confidence is the best correlation's margin
 * over the second best, relative to the room it had (1 − second): near 0 when two keys explain
 * the chroma equally well, which for real music is mostly a key and its relative or dominant.
 */
export function estimateKey(
  { chroma, contrast }: { chroma: Float64Array; contrast: number },
  profiles: readonly KeyProfile[] = KEY_PROFILES,
): KeyEstimate {
  if (!(contrast >= MIN_CHROMA_CONTRAST)) return NO_KEY;

  let best = { key: TONICS[0] + ' major', r: -Infinity };
  let second = -Infinity;
  for (let tonic = 0; tonic < 12; tonic++) {
    for (const mode of ['major', 'minor'] as const) {
      let r = 0;
      for (const profile of profiles) r += correlation(chroma, profile[mode], tonic);
      r /= profiles.length;
      if (r > best.r) {
        second = best.r;
        best = { key: `${TONICS[tonic]} ${mode}`, r };
      } else if (r > second) second = r;
    }
  }
  const confidence = Math.max(0, Math.min(1, (best.r - second) / (1 - second)));
  return { key: best.key as MeasuredKey, confidence: Math.round(confidence * 100) / 100 };
}
