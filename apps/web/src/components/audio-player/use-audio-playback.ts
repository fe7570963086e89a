import type { MediaLink } from '@cuebrief/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
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
  const [media] = useState(() => {
    const element = document.createElement('audio');
    element.preload = 'none';
    return element;
  });
  const [status, setStatus] = useState<PlaybackStatus>('idle');
  const [time, setTime] = useState(0);
  const link = useRef<MediaLink | null>(null);
  const position = useRef(0);
  const release = useRef<(() => void) | null>(null);
  const hasStarted = useRef(false);
  // Whether the person still wants it playing: a pause while the link loads must win.
  const wantsToPlay = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const giveUp = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);

  /** Loads a fresh link at the current position. */
  const load = useCallback(async () => {
    link.current = await latest.current.getLink();
    // Nothing was fetched before the first play (preload none); now it is wanted at once.
    media.preload = 'auto';
    media.src = link.current.url;
    await metadataOf(media);
    media.currentTime = position.current;
  }, [media]);

  const pause = useCallback(() => {
    wantsToPlay.current = false;
    media.pause();
    giveUp();
    setStatus((current) => (current === 'error' || current === 'idle' ? current : 'paused'));
  }, [giveUp, media]);

  const play = useCallback(async () => {
    wantsToPlay.current = true;
    setStatus('loading');
    giveUp();
    release.current = claimPlayback(pause);
    try {
      if (!isUsable(link.current)) await load();
      if (!wantsToPlay.current) return;
      await media.play();
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
  }, [giveUp, load, media]);

  const seek = useCallback(
    (seconds: number) => {
      const target = Math.min(Math.max(seconds, 0), latest.current.durationSeconds);
      position.current = target;
      if (link.current) media.currentTime = target;
      setTime(target);
    },
    [media],
  );

  useEffect(() => {
    const onTime = () => {
      position.current = media.currentTime;
      setTime(media.currentTime);
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
        .then(() => media.play())
        .catch(() => {
          giveUp();
          link.current = null;
          setStatus('error');
        });
    };
    const onPlay = () => {
      hasRetried = false;
    };
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('playing', onPlaying);
    media.addEventListener('waiting', onWaiting);
    media.addEventListener('pause', onPause);
    media.addEventListener('ended', onEnded);
    media.addEventListener('error', onError);
    media.addEventListener('play', onPlay);
    return () => {
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('playing', onPlaying);
      media.removeEventListener('waiting', onWaiting);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('ended', onEnded);
      media.removeEventListener('error', onError);
      media.removeEventListener('play', onPlay);
      if (!media.paused) media.pause();
      giveUp();
    };
  }, [giveUp, load, media]);

  const toggle = useCallback(() => {
    if (status === 'playing' || status === 'loading') pause();
    else void play();
  }, [pause, play, status]);

  return { media, status, time, toggle, seek };
}
