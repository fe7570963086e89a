/** How an upload is going: share sent, and at the recent pace, how fast and how long to go. */
export type UploadProgress = {
  loaded: number;
  total: number;
  /** 0..100, whole. */
  percent: number;
  /** Null until two readings a moment apart give a pace. */
  bytesPerSecond: number | null;
  secondsLeft: number | null;
};

/** The pace is taken over the last few seconds, so a stall or a burst shows soon but not jumpily. */
const WINDOW_MS = 3000;

/**
 * Turns the browser's progress readings (bytes sent so far, at a time) into what a progress row
 * shows. One meter per upload attempt.
 */
export function createProgressMeter() {
  let readings: { at: number; loaded: number }[] = [];
  return (loaded: number, total: number, at: number): UploadProgress => {
    readings = [...readings.filter((reading) => at - reading.at <= WINDOW_MS), { at, loaded }];
    const first = readings[0]!;
    const elapsedSeconds = (at - first.at) / 1000;
    const bytesPerSecond = elapsedSeconds > 0 ? (loaded - first.loaded) / elapsedSeconds : null;
    return {
      loaded,
      total,
      percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0,
      bytesPerSecond,
      secondsLeft:
        bytesPerSecond && bytesPerSecond > 0 ? Math.ceil((total - loaded) / bytesPerSecond) : null,
    };
  };
}
