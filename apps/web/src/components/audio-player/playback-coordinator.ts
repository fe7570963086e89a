type Claim = { pause: () => void };

let playing: Claim | null = null;

/**
 * One audio at a time across the page: a player that starts claims playback, which pauses the
 * one that had it. The returned function gives the claim up (on pause, end or unmount); giving
 * up a claim another player has since taken does nothing.
 */
export function claimPlayback(pause: () => void): () => void {
  const claim: Claim = { pause };
  const previous = playing;
  playing = claim;
  previous?.pause();
  return () => {
    if (playing === claim) playing = null;
  };
}
