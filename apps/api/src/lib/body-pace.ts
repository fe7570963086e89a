import { UPLOAD_LIMITS_BYTES } from '@cuebrief/shared';

/** How slowly a request's body may arrive before the server stops waiting for it. */
export type BodyPaceLimits = {
  /** The slowest a body may arrive, averaged over `windowMs`. */
  minBytesPerSecond: number;
  windowMs: number;
  /** The longest any request but an upload may take, from its headers to its last byte. */
  jsonRequestMs: number;
  /** The longest an upload may take, from its headers to its last byte. */
  uploadRequestMs: number;
};

/**
 * 16 KiB/s (128 kbit/s) is below any broadband or mobile uplink of today, and a 30 s window
 * rides out a stalled Wi-Fi or a TCP retransmission; a body slower than that is someone holding
 * the connection. JSON bodies are at most 1 MiB and in practice a few KB, so a minute is ample.
 * An upload may take as long as the largest one (a 2 GB stems zip) takes at the minimum pace:
 * about 36 hours, so a real upload is never cut by it, while no connection is held forever.
 */
const MIN_BYTES_PER_SECOND = 16 * 1024;
const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMITS_BYTES));

export const BODY_PACE_LIMITS: BodyPaceLimits = {
  minBytesPerSecond: MIN_BYTES_PER_SECOND,
  windowMs: 30_000,
  jsonRequestMs: 60_000,
  uploadRequestMs: Math.ceil(LARGEST_UPLOAD_BYTES / MIN_BYTES_PER_SECOND) * 1000,
};

export type PaceVerdict = 'on-pace' | 'too-slow' | 'too-long';

/** The pace of one request's body, judged from samples of how many bytes have arrived. */
export type BodyPace = {
  /** From now on the request has an upload's time limit. */
  allowUploadTime(): void;
  /**
   * At `now` (ms), `bytes` have arrived in all. `isServerBehind`: bytes that arrived wait
   * unread on the server's side, so a slow window is the server's doing, not the client's,
   * and the window starts again.
   */
  judge(now: number, bytes: number, isServerBehind: boolean): PaceVerdict;
};

type Sample = { at: number; bytes: number };

/** The body of a request whose headers arrived at `startedAt`, when `bytes` had arrived. */
export function createBodyPace(limits: BodyPaceLimits, startedAt: number, bytes: number): BodyPace {
  let limitMs = limits.jsonRequestMs;
  let samples: Sample[] = [{ at: startedAt, bytes }];

  return {
    allowUploadTime() {
      limitMs = limits.uploadRequestMs;
    },
    judge(now, bytesNow, isServerBehind) {
      if (now - startedAt > limitMs) return 'too-long';
      if (isServerBehind) {
        samples = [{ at: now, bytes: bytesNow }];
        return 'on-pace';
      }
      samples.push({ at: now, bytes: bytesNow });
      // A sliding window: the newest sample at least a window old is where it starts.
      while (samples.length > 1 && (samples[1]?.at ?? now) <= now - limits.windowMs) {
        samples.shift();
      }
      const start = samples[0] ?? { at: now, bytes: bytesNow };
      const elapsedMs = now - start.at;
      if (elapsedMs < limits.windowMs) return 'on-pace';
      const bytesPerSecond = ((bytesNow - start.bytes) * 1000) / elapsedMs;
      return bytesPerSecond < limits.minBytesPerSecond ? 'too-slow' : 'on-pace';
    },
  };
}
