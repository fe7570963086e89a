/** How far an arrow key moves the play position. */
export const SEEK_STEP_SECONDS = 5;

/**
 * Where a key on the waveform slider moves the play position, or null for a key it does not
 * use: arrows step 5 s back or on (Left/Down, Right/Up, as every slider), Home and End go to
 * the ends. The result stays within the audio.
 */
export function seekTargetFor(key: string, current: number, duration: number): number | null {
  const within = (seconds: number) => Math.min(Math.max(seconds, 0), duration);
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return within(current - SEEK_STEP_SECONDS);
    case 'ArrowRight':
    case 'ArrowUp':
      return within(current + SEEK_STEP_SECONDS);
    case 'Home':
      return 0;
    case 'End':
      return duration;
    default:
      return null;
  }
}
