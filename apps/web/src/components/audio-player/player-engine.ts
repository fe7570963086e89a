import type { MediaLink } from '@cuebrief/shared';
import { createPlayerStore, type PlayerStore } from './player-store';
import type {
  CommentRequestHandler,
  PlayerActions,
  PlayerMarker,
  PlayerStatus,
  PlayerTrack,
} from './player-types';

/** A link this close to its end is fetched again: a long track must not outlive its link. */
const LINK_MARGIN_MS = 30_000;
/** Within this much of its start, "previous" goes to the previous track, after it restarts. */
const RESTART_WINDOW_SECONDS = 3;
const VOLUME_KEY = 'cuebrief.playerVolume';

const isUsable = (link: MediaLink | null): link is MediaLink =>
  link !== null && Date.parse(link.expiresAt) - Date.now() > LINK_MARGIN_MS;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Thrown when another track was chosen while a link or the audio's length was awaited. */
class Superseded extends Error {}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** Resolves once the element knows the audio's length, so a position can be set on it. */
const metadataOf = (media: HTMLMediaElement) =>
  media.readyState >= HTMLMediaElement.HAVE_METADATA
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        media.addEventListener('loadedmetadata', () => resolve(), { once: true });
        media.addEventListener('error', () => reject(new Error('media error')), { once: true });
      });

const storedVolume = () => {
  if (typeof localStorage === 'undefined') return 1;
  const stored = Number(localStorage.getItem(VOLUME_KEY) ?? Number.NaN);
  return Number.isFinite(stored) ? clamp(stored, 0, 1) : 1;
};

export type PlayerEngine = {
  store: PlayerStore;
  /** The app's one `<audio>` element. */
  element: HTMLAudioElement;
  actions: PlayerActions;
  /** Listens to the element; the returned function stops listening and pauses. */
  attach: () => () => void;
  /** Shows `markers` on the bar while `trackId` is current; the returned function removes them. */
  setMarkers: (trackId: string, markers: readonly PlayerMarker[]) => () => void;
  /** What C does; the returned function forgets it (only if it is still the one registered). */
  setCommentHandler: (handler: CommentRequestHandler) => () => void;
  /** Stops and forgets whose listens were recorded: the next person starts afresh (logout). */
  reset: () => void;
};

/**
 * The app's player: ONE `<audio>` element, a queue and the current track. Nothing is
 * downloaded until a track first plays, which asks its `getLink` for a signed link (the element
 * sends no token); a link about to expire, or one the element could not load, is asked for
 * again and the track goes on from where it was. Being one element, one audio plays at a time.
 */
export function createPlayerEngine(): PlayerEngine {
  const store = createPlayerStore({
    current: null,
    queue: [],
    index: 0,
    status: 'idle',
    time: 0,
    volume: storedVolume(),
    markersOf: null,
    hasCommentHandler: false,
  });
  // The build's pre-render of the guest pages renders the player without a browser: nothing
  // plays there (no effect runs, so nothing attaches), and the browser's first render makes its own.
  const element =
    typeof document === 'undefined' ? ({} as HTMLAudioElement) : document.createElement('audio');
  element.preload = 'none';
  element.volume = store.get().volume;

  /** The current track's link once asked for (null: ask on the next play). */
  let link: MediaLink | null = null;
  /** Where the current track is or will start: kept while the element has no source yet. */
  let position = 0;
  /** Whether the person wants it playing: a pause while a link loads must win. */
  let wantsToPlay = false;
  /** Counts track changes, so an answer that arrives for an earlier track is dropped. */
  let generation = 0;
  /** While a new source loads, the element reports 0 as its time: that is not the position. */
  let isSettingSource = false;
  let hasRetried = false;
  const started = new Set<string>();
  let commentHandler: CommentRequestHandler | null = null;

  const setStatusUnlessSettled = (status: PlayerStatus) =>
    store.set({
      status: ['error', 'idle'].includes(store.get().status) ? store.get().status : status,
    });

  const fail = () => {
    link = null;
    wantsToPlay = false;
    store.set({ status: 'error' });
  };

  /** Loads a fresh link for `track` at the current position. */
  const load = async (track: PlayerTrack, asked: number) => {
    const fresh = await track.getLink();
    if (asked !== generation) throw new Superseded();
    link = fresh;
    // Nothing was fetched before the first play (preload none); now it is wanted at once.
    element.preload = 'auto';
    isSettingSource = true;
    try {
      element.src = fresh.url;
      await metadataOf(element);
    } finally {
      isSettingSource = false;
    }
    if (asked !== generation) throw new Superseded();
    element.currentTime = position;
  };

  const play = async () => {
    const track = store.get().current;
    if (!track) return;
    const asked = generation;
    wantsToPlay = true;
    store.set({ status: 'loading' });
    try {
      if (!isUsable(link)) await load(track, asked);
      if (!wantsToPlay || asked !== generation) return;
      await element.play();
      if (asked !== generation || started.has(track.id)) return;
      started.add(track.id);
      track.onPlayStarted?.();
    } catch (error) {
      // A pause while loading interrupts play(): that is the person's wish, not a failure.
      if (error instanceof Superseded || isAbort(error) || asked !== generation) return;
      fail();
    }
  };

  const pause = () => {
    wantsToPlay = false;
    element.pause();
    setStatusUnlessSettled('paused');
  };

  /** Makes `queue[index]` current at `startAt`, dropping the previous track's source. */
  const select = (queue: readonly PlayerTrack[], index: number, startAt: number) => {
    const track = queue[index]!;
    generation += 1;
    link = null;
    hasRetried = false;
    element.pause();
    element.removeAttribute('src');
    position = clamp(startAt, 0, track.durationSeconds);
    store.set({ queue, index, current: track, time: position });
  };

  const playQueue: PlayerActions['playQueue'] = (tracks, index, startAt) => {
    if (tracks.length === 0) return;
    const at = clamp(index, 0, tracks.length - 1);
    const track = tracks[at]!;
    if (track.id === store.get().current?.id) {
      // The same audio again (e.g. from another list): keep its link and, unless told, its place.
      store.set({ queue: tracks, index: at, current: track });
      if (startAt !== undefined) seek(startAt);
    } else {
      select(tracks, at, startAt ?? 0);
    }
    void play();
  };

  const seek = (seconds: number) => {
    const track = store.get().current;
    if (!track) return;
    position = clamp(seconds, 0, track.durationSeconds);
    if (link) element.currentTime = position;
    store.set({ time: position });
  };

  const next = () => {
    const { queue, index } = store.get();
    if (index + 1 >= queue.length) return;
    select(queue, index + 1, 0);
    void play();
  };

  const previous = () => {
    const { queue, index, time } = store.get();
    if (index === 0 || time > RESTART_WINDOW_SECONDS) {
      seek(0);
      return;
    }
    select(queue, index - 1, 0);
    void play();
  };

  const switchTrack = (track: PlayerTrack) => {
    const { current, queue, index, status } = store.get();
    if (!current) {
      playQueue([track], 0);
      return;
    }
    if (track.id === current.id) return;
    const wasPlaying = wantsToPlay;
    const replaced = queue.map((queued, at) => (at === index ? track : queued));
    select(replaced, index, position);
    if (wasPlaying) void play();
    else store.set({ status: status === 'idle' ? 'idle' : 'paused' });
  };

  const extendQueue: PlayerActions['extendQueue'] = (tracks) => {
    const { queue } = store.get();
    if (queue.length === 0 || tracks.length <= queue.length) return;
    if (queue.some((queued, at) => tracks[at]?.id !== queued.id)) return;
    store.set({ queue: [...queue, ...tracks.slice(queue.length)] });
  };

  const stop = () => {
    generation += 1;
    wantsToPlay = false;
    link = null;
    position = 0;
    element.pause();
    element.removeAttribute('src');
    store.set({ current: null, queue: [], index: 0, status: 'idle', time: 0 });
  };

  const actions: PlayerActions = {
    playQueue,
    toggle: () => {
      const { status } = store.get();
      if (status === 'playing' || status === 'loading') pause();
      else void play();
    },
    pause,
    seek,
    next,
    previous,
    setVolume: (volume) => {
      const level = clamp(volume, 0, 1);
      element.volume = level;
      localStorage.setItem(VOLUME_KEY, String(level));
      store.set({ volume: level });
    },
    switchTrack,
    stop,
    extendQueue,
    requestComment: () => {
      const { current } = store.get();
      if (current?.canComment && commentHandler) commentHandler(current, position);
    },
  };

  const attach = () => {
    const onTime = () => {
      if (!link || isSettingSource) return;
      position = element.currentTime;
      store.set({ time: position });
    };
    const onPlaying = () => store.set({ status: 'playing' });
    const onWaiting = () => {
      if (wantsToPlay) store.set({ status: 'loading' });
    };
    // A pause the person did not ask for (the system's, another tab's media keys). A pause
    // event of a track left behind arrives while the next one loads, and changes nothing.
    const onPause = () => {
      if (!wantsToPlay) setStatusUnlessSettled('paused');
    };
    const onEnded = () => {
      const { queue, index } = store.get();
      if (index + 1 < queue.length) {
        next();
        return;
      }
      wantsToPlay = false;
      position = 0;
      store.set({ time: 0, status: 'paused' });
    };
    // A link that expired while paused fails on the next range request: fetch one more and go
    // on from where it was; a second failure is the audio's.
    const onError = () => {
      const track = store.get().current;
      if (!link || !track) return;
      if (hasRetried || isUsable(link)) {
        fail();
        return;
      }
      hasRetried = true;
      const asked = generation;
      void load(track, asked)
        .then(() => (wantsToPlay ? element.play() : undefined))
        .catch((error: unknown) => {
          if (!(error instanceof Superseded) && asked === generation) fail();
        });
    };
    const onPlay = () => {
      hasRetried = false;
    };
    const listeners = {
      timeupdate: onTime,
      playing: onPlaying,
      waiting: onWaiting,
      pause: onPause,
      ended: onEnded,
      error: onError,
      play: onPlay,
    };
    Object.entries(listeners).forEach(([event, listener]) =>
      element.addEventListener(event, listener),
    );
    return () => {
      Object.entries(listeners).forEach(([event, listener]) =>
        element.removeEventListener(event, listener),
      );
      wantsToPlay = false;
      if (!element.paused) element.pause();
    };
  };

  return {
    store,
    element,
    actions,
    attach,
    setMarkers: (trackId, markers) => {
      const entry = { trackId, markers };
      store.set({ markersOf: entry });
      return () => {
        if (store.get().markersOf === entry) store.set({ markersOf: null });
      };
    },
    setCommentHandler: (handler) => {
      commentHandler = handler;
      store.set({ hasCommentHandler: true });
      return () => {
        if (commentHandler !== handler) return;
        commentHandler = null;
        store.set({ hasCommentHandler: false });
      };
    },
    reset: () => {
      stop();
      started.clear();
    },
  };
}
