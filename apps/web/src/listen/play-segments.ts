import type { SharePlayBody } from '@cuebrief/shared';

/**
 * Play statistics of the recipient's page (docs/contracts.md#the-recipients-page): a segment is
 * one stretch of listening, from a start or a seek to a pause, the end, a seek or leaving the
 * page. Each gets its own id and is reported as it grows (every REPORT_EVERY_MS while playing)
 * and once more when it ends; the server keeps the largest seconds per segment id, so repeats
 * never count twice and a lost report is made good by the next.
 */
export type PlaySegment = Omit<SharePlayBody, 'pass'>;
/** `beacon` while the page is being left: only sendBeacon is sure to get out then. */
export type SegmentReport = (segment: PlaySegment, how: 'fetch' | 'beacon') => void;

export const REPORT_EVERY_MS = 15_000;
/** A press of play and pause at once is not a listen: shorter segments are not reported. */
export const MIN_REPORTED_SECONDS = 0.5;

type OpenSegment = {
  itemId: string;
  segmentId: string;
  fromSeconds: number;
  /** The latest position known to be heard: where a seek or an unloaded source left off. */
  lastPosition: number;
  isReported: boolean;
};

/** A v4 UUID; randomUUID exists only on HTTPS and localhost, getRandomValues everywhere. */
export function newSegmentId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * Follows the page's one audio element and reports its segments. `itemId` says which item the
 * element holds now. `close()` ends the open segment at once (before the player loads another
 * item, since a new source resets the position); `stop()` ends it and lets go of the element.
 */
export function trackPlaySegments(options: {
  audio: HTMLMediaElement;
  itemId: () => string | null;
  report: SegmentReport;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  newId?: () => string;
}): { close: () => void; stop: () => void } {
  const { audio, report, target = window, newId = newSegmentId } = options;
  let open: OpenSegment | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  function send(segment: OpenSegment, how: 'fetch' | 'beacon') {
    const seconds = Math.max(0, segment.lastPosition - segment.fromSeconds);
    if (seconds < MIN_REPORTED_SECONDS && !segment.isReported) return;
    segment.isReported = true;
    report(
      {
        itemId: segment.itemId,
        segmentId: segment.segmentId,
        fromSeconds: tenths(segment.fromSeconds),
        seconds: tenths(seconds),
      },
      how,
    );
  }

  /** The element's position, while it still is the open segment's (not mid-seek). */
  function notePosition() {
    if (open && !audio.seeking) open.lastPosition = audio.currentTime;
  }

  function start() {
    const itemId = options.itemId();
    if (open || !itemId) return;
    open = {
      itemId,
      segmentId: newId(),
      fromSeconds: audio.currentTime,
      lastPosition: audio.currentTime,
      isReported: false,
    };
    timer = setInterval(() => {
      notePosition();
      if (open) send(open, 'fetch');
    }, REPORT_EVERY_MS);
  }

  function end(how: 'fetch' | 'beacon', { trustPosition }: { trustPosition: boolean }) {
    if (!open) return;
    if (trustPosition) notePosition();
    const ended = open;
    open = null;
    clearInterval(timer);
    send(ended, how);
  }

  const handlers: Record<string, () => void> = {
    playing: start,
    pause: () => end('fetch', { trustPosition: true }),
    ended: () => end('fetch', { trustPosition: true }),
    timeupdate: notePosition,
    // The position has already moved: the segment ends where it was last heard, and a new one
    // starts at the new place if the music plays on.
    seeking: () => {
      end('fetch', { trustPosition: false });
      if (!audio.paused) start();
    },
    // A new source: the old position is gone.
    emptied: () => end('fetch', { trustPosition: false }),
  };
  const onPageHide = () => end('beacon', { trustPosition: true });

  for (const [event, handler] of Object.entries(handlers)) audio.addEventListener(event, handler);
  target.addEventListener('pagehide', onPageHide);
  return {
    close: () => end('fetch', { trustPosition: true }),
    stop() {
      end('fetch', { trustPosition: true });
      for (const [event, handler] of Object.entries(handlers)) {
        audio.removeEventListener(event, handler);
      }
      target.removeEventListener('pagehide', onPageHide);
    },
  };
}
