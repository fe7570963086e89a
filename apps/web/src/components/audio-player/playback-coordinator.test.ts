import { describe, expect, it, vi } from 'vitest';
import { claimPlayback } from './playback-coordinator';

describe('one audio at a time', () => {
  it('pauses the player that had playback when another starts', () => {
    const pauseFirst = vi.fn();
    const pauseSecond = vi.fn();
    const releaseFirst = claimPlayback(pauseFirst);
    claimPlayback(pauseSecond);
    expect(pauseFirst).toHaveBeenCalledTimes(1);
    expect(pauseSecond).not.toHaveBeenCalled();
    // The first gives up a claim it no longer holds: the second keeps it.
    releaseFirst();
    const pauseThird = vi.fn();
    claimPlayback(pauseThird);
    expect(pauseSecond).toHaveBeenCalledTimes(1);
  });

  it('pauses no one once the player that played has given playback up', () => {
    const pauseFirst = vi.fn();
    const release = claimPlayback(pauseFirst);
    release();
    claimPlayback(vi.fn());
    expect(pauseFirst).not.toHaveBeenCalled();
  });
});
