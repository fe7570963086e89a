import type { ListPeaks } from '@cuebrief/shared';

/**
 * An audio view as a list answers it (docs/contracts.md#waveforms): its `waveform` always, its
 * `peaks` only when the caller asked with `peaks=full`. The peaks as JSON numbers are about
 * 6 KB an audio, the bytes 1.3 KB, so a list of takes with versions stays a few hundred KB.
 */
export function listedPeaks<View extends { peaks: number[] }>(view: View, peaks: ListPeaks): View {
  return peaks === 'full' ? view : { ...view, peaks: [] };
}
