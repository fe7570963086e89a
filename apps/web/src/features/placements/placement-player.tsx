import type { Placement } from '@cuebrief/shared';
import { AudioPlayer } from '../../components/audio-player/audio-player';
import { peaksOf } from '../../domain/audio/waveform-peaks';
import { usePlacementPlayLink } from './api/play-link';

/**
 * The app's one player for a placement's music: the link comes with the placement, so a guest
 * plays it without an account. Nothing when the placement has no music yet.
 */
export function PlacementPlayer({ placement }: { placement: Placement }) {
  const getLink = usePlacementPlayLink(placement);
  if (!placement.audio) return null;
  return (
    <AudioPlayer
      title={placement.title}
      peaks={peaksOf(placement.audio)}
      durationSeconds={placement.audio.durationSeconds}
      getLink={getLink}
    />
  );
}
