import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { connectMediaSession } from './media-session';
import { createPlayerEngine, type PlayerEngine } from './player-engine';
import type {
  CommentRequestHandler,
  PlayerActions,
  PlayerMarker,
  PlayerState,
  PlayerTrack,
} from './player-types';
import { usePlayerKeyboard } from './use-player-keyboard';

export type {
  CommentRequestHandler,
  PlayerMarker,
  PlayerStatus,
  PlayerTrack,
} from './player-types';

const PlayerContext = createContext<PlayerEngine | null>(null);

/**
 * The app's player, above the router's pages so it plays on while the person moves between
 * them: one `<audio>` element (kept in the page, hidden), the queue, the keyboard shortcuts
 * (Space, J/K, ←/→, C; see use-player-keyboard.ts) and the system's media controls. A new
 * `sessionKey` (someone signs in or out) stops it, forgets the queue and whose listens were
 * recorded.
 */
export function PlayerProvider({
  sessionKey,
  children,
}: {
  sessionKey?: string;
  children: ReactNode;
}) {
  const [engine] = useState(createPlayerEngine);
  const holder = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    holder.current?.append(engine.element);
    const detach = engine.attach();
    const disconnect = connectMediaSession(engine);
    return () => {
      disconnect();
      detach();
      engine.element.remove();
    };
  }, [engine]);

  const isFirstSession = useRef(true);
  useEffect(() => {
    if (isFirstSession.current) {
      isFirstSession.current = false;
      return;
    }
    engine.reset();
  }, [engine, sessionKey]);

  usePlayerKeyboard(engine);

  return (
    <PlayerContext.Provider value={engine}>
      {children}
      <div ref={holder} hidden data-testid="app-audio" />
    </PlayerContext.Provider>
  );
}

function useEngine(): PlayerEngine {
  const engine = useContext(PlayerContext);
  if (!engine) throw new Error('The player is used outside PlayerProvider.');
  return engine;
}

export type Player = Omit<PlayerState, 'markersOf'> &
  PlayerActions & {
    /** The current track's markers (none when no component gave any for it). */
    markers: readonly PlayerMarker[];
    /** Whether C / the comment button can ask for a comment on the current track now. */
    canRequestComment: boolean;
  };

const NO_MARKERS: readonly PlayerMarker[] = [];

/** Everything about the player; renders on every change, the position's too (a few a second). */
export function usePlayer(): Player {
  const engine = useEngine();
  const state = useSyncExternalStore(engine.store.subscribe, engine.store.get);
  return useMemo(() => {
    const { markersOf, ...rest } = state;
    const current = rest.current;
    return {
      ...rest,
      ...engine.actions,
      markers: current && markersOf?.trackId === current.id ? markersOf.markers : NO_MARKERS,
      canRequestComment: Boolean(current?.canComment) && state.hasCommentHandler,
    };
  }, [engine, state]);
}

/**
 * One piece of the player's state, rendering only when it changes: what a list's inline player
 * needs (am I current, my time) without rendering on every other track's change. The selector
 * must return a primitive or a stable value.
 */
export function usePlayerSelector<T>(select: (state: PlayerState) => T): T {
  const engine = useEngine();
  return useSyncExternalStore(engine.store.subscribe, () => select(engine.store.get()));
}

/** The player's actions alone: never renders on a change of state. */
export function usePlayerActions(): PlayerActions {
  return useEngine().actions;
}

/**
 * Shows `markers` on the bar's waveform while the track `trackId` is the current one (comments
 * on a take's version), from a component that knows them; gone when it unmounts.
 */
export function usePlayerMarkers(trackId: string | null, markers: readonly PlayerMarker[]) {
  const engine = useEngine();
  useEffect(
    () => (trackId ? engine.setMarkers(trackId, markers) : undefined),
    [engine, trackId, markers],
  );
}

/**
 * Says what C (and the bar's comment button) does: `handler(track, seconds)` is asked for a
 * comment on the current track at the playhead. One handler at a time, the latest mounted.
 */
export function usePlayerCommentRequest(handler: CommentRequestHandler) {
  const engine = useEngine();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () => engine.setCommentHandler((track, seconds) => latest.current(track, seconds)),
    [engine],
  );
}

const QueueContext = createContext<readonly PlayerTrack[] | null>(null);

/**
 * Around a list: the inline players inside it play with the list as the queue, so next and
 * previous (the bar's buttons, J/K) go through the list. A list read a window at a time gives
 * what is loaded; when more loads while one of it plays, the queue goes on into it.
 */
export function PlayerQueue({
  tracks,
  children,
}: {
  tracks: readonly PlayerTrack[];
  children: ReactNode;
}) {
  const { extendQueue } = usePlayerActions();
  useEffect(() => extendQueue(tracks), [extendQueue, tracks]);
  return <QueueContext.Provider value={tracks}>{children}</QueueContext.Provider>;
}

/** The tracks of the nearest PlayerQueue, or null outside one. */
export function usePlayerQueue(): readonly PlayerTrack[] | null {
  return useContext(QueueContext);
}
