import { vi } from 'vitest';

/**
 * jsdom cannot play audio: this makes every `<audio>` element behave as if it could. play()
 * starts at once (the 'play' and 'playing' events fire), pause() stops it ('pause'), and the
 * element always knows its length. Restored by `vi.restoreAllMocks()`.
 */
export function fakeMediaPlayback() {
  const playing = new Set<HTMLMediaElement>();
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return !playing.has(this);
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (
    this: HTMLMediaElement,
  ) {
    playing.add(this);
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (playing.delete(this)) this.dispatchEvent(new Event('pause'));
  });
  return { playing, play };
}

/** The app's one `<audio>` element, which PlayerProvider keeps hidden in the page. */
export function appAudio(): HTMLAudioElement {
  const element = document.querySelector<HTMLAudioElement>('[data-testid="app-audio"] audio');
  if (!element) throw new Error('No player: render inside PlayerProvider (renderApp does).');
  return element;
}
