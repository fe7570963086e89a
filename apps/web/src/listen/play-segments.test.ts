import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  newSegmentId,
  REPORT_EVERY_MS,
  trackPlaySegments,
  type PlaySegment,
} from './play-segments';

/**
 * An audio element whose position, pause and seek states the test sets, and whose events it
 * fires: what the browser would do while someone listens.
 */
function fakeAudio() {
  const audio = document.createElement('audio');
  const state = { currentTime: 0, paused: true, seeking: false };
  for (const key of Object.keys(state) as (keyof typeof state)[]) {
    Object.defineProperty(audio, key, { get: () => state[key], configurable: true });
  }
  const fire = (event: string) => audio.dispatchEvent(new Event(event));
  return {
    audio,
    play(at = state.currentTime) {
      state.currentTime = at;
      state.paused = false;
      fire('play');
      fire('playing');
    },
    /** Plays on to `seconds`, as the element reports its position a few times a second. */
    reach(seconds: number) {
      state.currentTime = seconds;
      fire('timeupdate');
    },
    pause() {
      state.paused = true;
      fire('pause');
    },
    end(at: number) {
      state.currentTime = at;
      state.paused = true;
      fire('pause');
      fire('ended');
    },
    /** By the time 'seeking' fires, the position is already the new one. */
    seek(to: number) {
      state.seeking = true;
      state.currentTime = to;
      fire('seeking');
      state.seeking = false;
      fire('seeked');
    },
    emptied() {
      state.currentTime = 0;
      state.paused = true;
      fire('emptied');
    },
  };
}

const ITEM_A = '00000000-0000-4000-8000-00000000000a';
const ITEM_B = '00000000-0000-4000-8000-00000000000b';

let player: ReturnType<typeof fakeAudio>;
let reports: { segment: PlaySegment; how: 'fetch' | 'beacon' }[];
let itemId: string | null;
let tracker: ReturnType<typeof trackPlaySegments>;
let ids: number;

beforeEach(() => {
  vi.useFakeTimers();
  player = fakeAudio();
  reports = [];
  itemId = ITEM_A;
  ids = 0;
  tracker = trackPlaySegments({
    audio: player.audio,
    itemId: () => itemId,
    report: (segment, how) => reports.push({ segment, how }),
    newId: () => `segment-${++ids}`,
  });
});
afterEach(() => {
  tracker.stop();
  vi.useRealTimers();
});

const sent = () => reports.map((r) => r.segment);

describe('play segments of the recipient page', () => {
  it('reports a segment from play to pause, once', () => {
    player.play();
    player.reach(12.34);
    player.pause();
    expect(reports).toEqual([
      {
        segment: { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 0, seconds: 12.3 },
        how: 'fetch',
      },
    ]);
  });

  it('reports a growing segment every 15 seconds while it plays, under the same id', () => {
    player.play(3);
    player.reach(18);
    vi.advanceTimersByTime(REPORT_EVERY_MS);
    player.reach(33);
    vi.advanceTimersByTime(REPORT_EVERY_MS);
    player.reach(40);
    player.pause();
    expect(sent()).toEqual([
      { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 3, seconds: 15 },
      { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 3, seconds: 30 },
      { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 3, seconds: 37 },
    ]);
    // Paused, nothing more is sent.
    vi.advanceTimersByTime(REPORT_EVERY_MS * 3);
    expect(reports).toHaveLength(3);
  });

  it('ends a segment at a seek where it was last heard, and starts another at the new place', () => {
    player.play();
    player.reach(30);
    player.seek(90);
    player.reach(100);
    player.pause();
    expect(sent()).toEqual([
      { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 0, seconds: 30 },
      { itemId: ITEM_A, segmentId: 'segment-2', fromSeconds: 90, seconds: 10 },
    ]);
  });

  it('reports nothing for a seek while paused, and starts from there on play', () => {
    player.seek(45);
    expect(reports).toEqual([]);
    player.play();
    player.reach(50);
    player.pause();
    expect(sent()).toEqual([
      { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 45, seconds: 5 },
    ]);
  });

  it('ends the segment at the end of the music', () => {
    player.play(100);
    player.reach(119.8);
    player.end(120);
    expect(sent()).toEqual([
      { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 100, seconds: 20 },
    ]);
  });

  it('sends the last report by beacon when the page is left while playing', () => {
    player.play();
    player.reach(8);
    window.dispatchEvent(new Event('pagehide'));
    expect(reports).toEqual([
      {
        segment: { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 0, seconds: 8 },
        how: 'beacon',
      },
    ]);
  });

  it('does not count a play that is paused at once', () => {
    player.play();
    player.reach(0.3);
    player.pause();
    expect(reports).toEqual([]);
  });

  it('closes the segment before another item is loaded, and names each its own item', () => {
    player.play();
    player.reach(20);
    tracker.close();
    itemId = ITEM_B;
    player.emptied();
    player.play(0);
    player.reach(4);
    player.pause();
    expect(sent()).toEqual([
      { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 0, seconds: 20 },
      { itemId: ITEM_B, segmentId: 'segment-2', fromSeconds: 0, seconds: 4 },
    ]);
  });

  it('ends a segment whose source was unloaded at the last position heard', () => {
    player.play();
    player.reach(25);
    player.emptied();
    expect(sent()).toEqual([
      { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 0, seconds: 25 },
    ]);
  });

  it('keeps one segment through a stall (playing fires again after buffering)', () => {
    player.play();
    player.reach(10);
    player.audio.dispatchEvent(new Event('waiting'));
    player.audio.dispatchEvent(new Event('playing'));
    player.reach(16);
    player.pause();
    expect(sent()).toEqual([
      { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 0, seconds: 16 },
    ]);
  });

  it('reports the open segment when stopped, and nothing after', () => {
    player.play();
    player.reach(6);
    tracker.stop();
    player.play();
    player.reach(30);
    player.pause();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([
      { itemId: ITEM_A, segmentId: 'segment-1', fromSeconds: 0, seconds: 6 },
    ]);
  });
});

describe('segment ids', () => {
  it('are v4 UUIDs, also where crypto.randomUUID is missing (plain HTTP)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newSegmentId()).toMatch(uuid);
    // An own property hides the prototype's method, as on a page served over plain HTTP.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newSegmentId();
      expect(id).toMatch(uuid);
      expect(newSegmentId()).not.toBe(id);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
