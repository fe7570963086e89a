import type { MediaLink } from '@cuebrief/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { claimPlayback } from './playback-coordinator';

export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** A link this close to its end is fetched again: a long track must not outlive its link. */
const LINK_MARGIN_MS = 30_000;

const isUsable = (link: MediaLink | null): link is MediaLink =>
  link !== null && Date.parse(link.expiresAt) - Date.now() > LINK_MARGIN_MS;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Resolves once the element knows the audio's length, so a position can be set on it. */
const metadataOf = (media: HTMLMediaElement) =>
  media.readyState >= HTMLMediaElement.HAVE_METADATA
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        media.addEventListener('loadedmetadata', () => resolve(), { once: true });
        media.addEventListener('error', () => reject(new Error('media error')), { once: true });
      });

/**
 * The `<audio>` element of one player, made on the first render. React never renders from it
 * (the player keeps its own state), so it is an outside system held in a ref: its source and
 * position change in handlers and effects only.
 */
function useAudioElement(): RefObject<HTMLAudioElement> {
  const element = useRef<HTMLAudioElement>(null);
  if (element.current === null) {
    const audio = document.createElement('audio');
    audio.preload = 'none';
    element.current = audio;
  }
  return element as RefObject<HTMLAudioElement>;
}

/**
 * The playing of one audio through its own `<audio>` element. Nothing is downloaded until the
 * first play, which asks `getLink` for a signed link (the element sends no token); a link
 * about to expire, or one the element could not load, is asked for again. Starting pauses any
 * other player on the page. A position chosen before the first play is where it starts.
 */
export function useAudioPlayback(options: {
  durationSeconds: number;
  getLink: () => Promise<MediaLink>;
  /** Called once, when this audio first starts playing (a client's listen is then recorded). */
  onPlayStarted?: () => void;
}) {
  const mediaRef = useAudioElement();
  const [status, setStatus] = useState<PlaybackStatus>('idle');
  const [time, setTime] = useState(0);
  const link = useRef<MediaLink | null>(null);
  const position = useRef(0);
  const release = useRef<(() => void) | null>(null);
  const hasStarted = useRef(false);
  // Whether the person still wants it playing: a pause while the link loads must win.
  const wantsToPlay = useRef(false);
  // The caller's latest options, for handlers that outlive a render (never read while rendering).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const giveUp = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);

  /** Loads a fresh link at the current position. */
  const load = useCallback(async () => {
    link.current = await latest.current.getLink();
    // Nothing was fetched before the first play (preload none); now it is wanted at once.
    mediaRef.current.preload = 'auto';
    mediaRef.current.src = link.current.url;
    await metadataOf(mediaRef.current);
    mediaRef.current.currentTime = position.current;
  }, [mediaRef]);

  const pause = useCallback(() => {
    wantsToPlay.current = false;
    mediaRef.current.pause();
    giveUp();
    setStatus((current) => (current === 'error' || current === 'idle' ? current : 'paused'));
  }, [giveUp, mediaRef]);

  const play = useCallback(async () => {
    wantsToPlay.current = true;
    setStatus('loading');
    giveUp();
    release.current = claimPlayback(pause);
    try {
      if (!isUsable(link.current)) await load();
      if (!wantsToPlay.current) return;
      await mediaRef.current.play();
      if (!hasStarted.current) {
        hasStarted.current = true;
        latest.current.onPlayStarted?.();
      }
    } catch (error) {
      // A pause while loading interrupts play(): that is the person's wish, not a failure.
      if (isAbort(error)) return;
      giveUp();
      link.current = null;
      setStatus('error');
    }
  }, [giveUp, load, mediaRef, pause]);

  const seek = useCallback(
    (seconds: number) => {
      const target = Math.min(Math.max(seconds, 0), latest.current.durationSeconds);
      position.current = target;
      if (link.current) mediaRef.current.currentTime = target;
      setTime(target);
    },
    [mediaRef],
  );

  useEffect(() => {
    const element = mediaRef.current;
    const onTime = () => {
      position.current = element.currentTime;
      setTime(element.currentTime);
    };
    const onPlaying = () => setStatus('playing');
    const onWaiting = () => setStatus('loading');
    const onPause = () => {
      giveUp();
      setStatus((current) => (current === 'error' || current === 'idle' ? current : 'paused'));
    };
    const onEnded = () => {
      giveUp();
      position.current = 0;
      setTime(0);
      setStatus('paused');
    };
    // A link that expired while paused fails on the next range request: fetch one more and go
    // on from where it was; a second failure is the audio's.
    let hasRetried = false;
    const onError = () => {
      if (!link.current) return;
      if (hasRetried || isUsable(link.current)) {
        giveUp();
        link.current = null;
        setStatus('error');
        return;
      }
      hasRetried = true;
      void load()
        .then(() => element.play())
        .catch(() => {
          giveUp();
          link.current = null;
          setStatus('error');
        });
    };
    const onPlay = () => {
      hasRetried = false;
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('playing', onPlaying);
    element.addEventListener('waiting', onWaiting);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onEnded);
    element.addEventListener('error', onError);
    element.addEventListener('play', onPlay);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('waiting', onWaiting);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onEnded);
      element.removeEventListener('error', onError);
      element.removeEventListener('play', onPlay);
      if (!element.paused) element.pause();
      giveUp();
    };
  }, [giveUp, load, mediaRef]);

  const toggle = useCallback(() => {
    if (status === 'playing' || status === 'loading') pause();
    else void play();
  }, [pause, play, status]);

  return { mediaRef, status, time, toggle, seek };
}
