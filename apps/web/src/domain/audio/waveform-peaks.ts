import { decodeWaveform } from '@cuebrief/shared';

/** Waves decoded, by their text: about as many as a few long pages of takes show. */
const decoded = new Map<string, readonly number[]>();
const KEPT = 600;

/**
 * The peaks an audio's `waveform` (docs/contracts.md#waveforms) stands for, decoded once: the
 * same audio in a list, in the player bar and after a refetch gets the same array, so a
 * waveform drawn from it is not drawn again. The oldest decoded go first past KEPT.
 */
export function peaksOf(audio: { waveform: string }): readonly number[] {
  const known = decoded.get(audio.waveform);
  if (known) return known;
  const peaks = decodeWaveform(audio.waveform);
  if (decoded.size >= KEPT) {
    const oldest = decoded.keys().next().value;
    if (oldest !== undefined) decoded.delete(oldest);
  }
  decoded.set(audio.waveform, peaks);
  return peaks;
}
