/**
 * The compact waveform of docs/contracts.md#waveforms: one byte per point (0–255 for 0..1 of
 * full scale), base64. 1,000 points are 1,336 characters against about 6 KB as JSON numbers,
 * and a byte is finer than any waveform is drawn. `atob`/`btoa` exist in browsers and Node.
 */
export function encodeWaveform(peaks: readonly number[]): string {
  let binary = '';
  for (const peak of peaks) {
    const clamped = Number.isFinite(peak) ? Math.min(1, Math.max(0, peak)) : 0;
    binary += String.fromCharCode(Math.round(clamped * 255));
  }
  return btoa(binary);
}

export function decodeWaveform(waveform: string): number[] {
  const binary = atob(waveform);
  const peaks = new Array<number>(binary.length);
  for (let i = 0; i < binary.length; i += 1) peaks[i] = binary.charCodeAt(i) / 255;
  return peaks;
}
