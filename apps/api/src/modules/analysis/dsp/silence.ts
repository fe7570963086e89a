import type { Meter } from './meter';

/**
 * Leading and trailing silence: how long a file waits before its first sound and runs on
 * after its last. A 10 ms window is silent when the peak of every channel in it is below
 * −60 dBFS (the level below which mastering engineers and streaming services' ingest checks
 * treat a file's head and tail as silence; dither and noise floors sit well under it). Only
 * counters are kept, never the audio, so any length is measured in the same memory.
 */
export type SilenceLengths = {
  /** Seconds before the first window that is not silent; the whole length when all is silent. */
  leadingSilenceSeconds: number;
  /** Seconds after the last window that is not silent; the whole length when all is silent. */
  trailingSilenceSeconds: number;
};

const SILENCE_DBFS = -60;
const WINDOW_SECONDS = 0.01;

export function createSilenceMeter(
  sampleRate: number,
  channelCount: number,
): Meter<SilenceLengths> {
  const threshold = 10 ** (SILENCE_DBFS / 20);
  const windowLength = Math.max(1, Math.round(sampleRate * WINDOW_SECONDS));
  let frames = 0;
  /** Frames into the current window. */
  let windowFilled = 0;
  let isWindowLoud = false;
  /** Frame where the first loud window starts, and where the last one ends; null until one. */
  let firstSound: number | null = null;
  let lastSoundEnd = 0;

  function closeWindow(end: number): void {
    if (isWindowLoud) {
      firstSound ??= end - windowFilled;
      lastSoundEnd = end;
    }
    windowFilled = 0;
    isWindowLoud = false;
  }

  /** Whether any channel reaches the threshold in `from..to`. */
  function isLoud(channels: readonly Float32Array[], from: number, to: number): boolean {
    for (let channel = 0; channel < channelCount; channel += 1) {
      const samples = channels[channel] as Float32Array;
      for (let i = from; i < to; i += 1) {
        const x = samples[i] as number;
        if (x >= threshold || x <= -threshold) return true;
      }
    }
    return false;
  }

  return {
    push(channels) {
      const length = channels[0]?.length ?? 0;
      let at = 0;
      while (at < length) {
        const end = Math.min(length, at + windowLength - windowFilled);
        // A window already known loud needs no more looking at.
        if (!isWindowLoud) isWindowLoud = isLoud(channels, at, end);
        windowFilled += end - at;
        frames += end - at;
        at = end;
        if (windowFilled === windowLength) closeWindow(frames);
      }
    },
    result() {
      if (windowFilled > 0) closeWindow(frames);
      const seconds = (count: number) => count / sampleRate;
      if (firstSound === null) {
        return { leadingSilenceSeconds: seconds(frames), trailingSilenceSeconds: seconds(frames) };
      }
      return {
        leadingSilenceSeconds: seconds(firstSound),
        trailingSilenceSeconds: seconds(frames - lastSoundEnd),
      };
    },
  };
}
