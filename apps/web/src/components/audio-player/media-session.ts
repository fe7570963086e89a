import type { PlayerEngine } from './player-engine';

/**
 * Tells the system what plays (a phone's lock screen, a keyboard's media keys, headphones'
 * buttons): the current track's title and subtitle, playing or paused, and play, pause,
 * previous, next and seeking from there. Returns the function that stops it. Does nothing where
 * the browser has no Media Session.
 */
export function connectMediaSession(engine: PlayerEngine): () => void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return () => {};
  const session = navigator.mediaSession;
  const { actions, store } = engine;
  const isPlaying = () => ['playing', 'loading'].includes(store.get().status);
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => !isPlaying() && actions.toggle()],
    ['pause', () => actions.pause()],
    ['previoustrack', () => actions.previous()],
    ['nexttrack', () => actions.next()],
    ['seekto', (details) => details.seekTime !== undefined && actions.seek(details.seekTime)],
  ];
  const setHandlers = (isSet: boolean) =>
    handlers.forEach(([action, handler]) => {
      try {
        session.setActionHandler(action, isSet ? handler : null);
      } catch {
        // A browser that does not know this action: the others still work.
      }
    });
  setHandlers(true);

  let shown: unknown = null;
  const show = () => {
    const { current } = store.get();
    session.playbackState = isPlaying() ? 'playing' : current ? 'paused' : 'none';
    if (current === shown) return;
    shown = current;
    session.metadata =
      current && typeof MediaMetadata !== 'undefined'
        ? new MediaMetadata({ title: current.title, artist: current.subtitle ?? '' })
        : null;
  };
  show();
  const unsubscribe = store.subscribe(show);
  return () => {
    unsubscribe();
    setHandlers(false);
    session.metadata = null;
    session.playbackState = 'none';
  };
}
