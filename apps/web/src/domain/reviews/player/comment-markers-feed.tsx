import { useMemo } from 'react';
import {
  usePlayerMarkers,
  usePlayerSelector,
} from '../../../components/audio-player/player-provider';
import { useTakeComments } from '../api/use-take-comments';
import { markersOf } from './comment-markers';

/**
 * Puts the comment markers of the version playing on the player bar's waveform, whichever page
 * is open: mounted once beside the bar, so the markers stay when the person moves on from the
 * page the take was started from. Only a take's version has comments to show.
 */
export function CommentMarkersFeed() {
  const current = usePlayerSelector((state) => state.current);
  const takeTrackId = current?.takeId ? current.id : null;
  const comments = useTakeComments(takeTrackId ?? '', takeTrackId !== null);
  const markers = useMemo(() => markersOf(comments.data ?? []), [comments.data]);
  usePlayerMarkers(takeTrackId, markers);
  return null;
}
