import type { MediaLink, Placement } from '@cuebrief/shared';
import { useCallback } from 'react';
import { fetchPlacement } from './placements';

/** A link with less than this left is not handed to the player (it asks again near the end). */
const MARGIN_MS = 60_000;

/**
 * The player's link getter for a placement's music. The placement already carries a signed
 * link, so the first play needs no call; once that link is near its end (a page left open), the
 * placement is read again for a fresh one. Guests may read it too: the route is public.
 */
export function usePlacementPlayLink(placement: Placement): () => Promise<MediaLink> {
  const { id, audio } = placement;
  return useCallback(async () => {
    if (audio && Date.parse(audio.play.expiresAt) - Date.now() > MARGIN_MS) return audio.play;
    const fresh = await fetchPlacement(id);
    if (!fresh.audio) throw new Error('The placement has no music any more.');
    return fresh.audio.play;
  }, [id, audio]);
}
