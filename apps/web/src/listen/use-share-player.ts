import type { SharePageItem } from '@cuebrief/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trackPlaySegments } from './play-segments';
import { reportPlay, sendPlayBeacon } from './share-api';

export type PlayerState = {
  /** The item the page's audio element holds, playing or paused. */
  itemId: string | null;
  isPlaying: boolean;
  /** Seconds into the current item. */
  position: number;
  /** An item whose audio could not be loaded. */
  failedItemId: string | null;
};

/**
 * The page's one audio element: one item at a time, its play segments reported with the page's
 * pass. Render `<audio ref={audioRef}>` once; `toggle` plays or pauses an item and `seek` moves
 * within one (switching to it keeps whether the music was playing).
 */
export function useSharePlayer(token: string, pass: string) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const currentItem = useRef<SharePageItem | null>(null);
  const segments = useRef<ReturnType<typeof trackPlaySegments> | null>(null);
  const passRef = useRef(pass);
  const [state, setState] = useState<PlayerState>({
    itemId: null,
    isPlaying: false,
    position: 0,
    failedItemId: null,
  });

  useEffect(() => {
    passRef.current = pass;
  }, [pass]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const tracker = trackPlaySegments({
      audio,
      itemId: () => currentItem.current?.id ?? null,
      report: (segment, how) =>
        (how === 'beacon' ? sendPlayBeacon : reportPlay)(token, {
          ...segment,
          pass: passRef.current,
        }),
    });
    segments.current = tracker;
    const sync = () =>
      setState((current) => ({
        ...current,
        isPlaying: !audio.paused && !audio.ended,
        position: audio.currentTime,
      }));
    const fail = () => {
      // A source that is unloaded on purpose (an empty src) is not a failure of the item.
      if (!audio.getAttribute('src')) return;
      setState((current) => ({
        ...current,
        isPlaying: false,
        failedItemId: currentItem.current?.id ?? null,
      }));
    };
    const events = ['play', 'pause', 'playing', 'timeupdate', 'seeked', 'ended'];
    for (const event of events) audio.addEventListener(event, sync);
    audio.addEventListener('error', fail);
    return () => {
      tracker.stop();
      segments.current = null;
      for (const event of events) audio.removeEventListener(event, sync);
      audio.removeEventListener('error', fail);
    };
  }, [token]);

  /** Makes `item` the element's source, ending the last item's segment first. */
  const load = useCallback((audio: HTMLAudioElement, item: SharePageItem) => {
    if (currentItem.current?.id === item.id) return;
    segments.current?.close();
    audio.pause();
    currentItem.current = item;
    audio.src = item.streamUrl;
    setState({ itemId: item.id, isPlaying: false, position: 0, failedItemId: null });
  }, []);

  const play = useCallback((audio: HTMLAudioElement) => {
    audio.play().catch((error: unknown) => {
      // A pause or another item before playback began interrupts play(): not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState((current) => ({ ...current, isPlaying: false, failedItemId: current.itemId }));
    });
  }, []);

  const toggle = useCallback(
    (item: SharePageItem) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (currentItem.current?.id === item.id && !audio.paused) {
        audio.pause();
        return;
      }
      load(audio, item);
      play(audio);
    },
    [load, play],
  );

  const seek = useCallback(
    (item: SharePageItem, seconds: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      const wasPlaying = !audio.paused;
      const switching = currentItem.current?.id !== item.id;
      load(audio, item);
      const position = Math.min(Math.max(0, seconds), item.durationSeconds);
      audio.currentTime = position;
      setState((current) => ({ ...current, position }));
      if (switching && wasPlaying) play(audio);
    },
    [load, play],
  );

  return { audioRef, state, toggle, seek };
}
