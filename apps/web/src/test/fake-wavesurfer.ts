import type { WaveSurferOptions } from 'wavesurfer.js';
import { vi } from 'vitest';

/** A waveform the player made: the options it was given, and its event handlers to fire. */
export type FakeWaveSurfer = {
  options: WaveSurferOptions;
  /** Fires one of its events as wavesurfer would (e.g. 'interaction' after a click). */
  emit: (event: string, ...args: unknown[]) => void;
  destroy: ReturnType<typeof vi.fn>;
  /** The progress shown: the player's time, which the waveform follows. */
  setTime: ReturnType<typeof vi.fn>;
};

/** Every waveform made since the test began (the setup clears it). */
export const createdWaveSurfers: FakeWaveSurfer[] = [];

/**
 * Stands in for wavesurfer.js in every web test (see setup.ts): jsdom has no canvas to draw on,
 * and the tests are about what the app does with the waveform, not how it is painted.
 */
const WaveSurfer = {
  create(options: WaveSurferOptions) {
    const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
    const fake: FakeWaveSurfer & { on: (event: string, handler: () => void) => void } = {
      options,
      on: (event, handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
      emit: (event, ...args) => handlers.get(event)?.forEach((handler) => handler(...args)),
      destroy: vi.fn(),
      setTime: vi.fn(),
    };
    createdWaveSurfers.push(fake);
    return fake;
  },
};
export default WaveSurfer;
