import type { TakeComment } from '@cuebrief/shared';
import type { PlayerMarker } from '../../../components/audio-player/player-provider';
import { momentOf } from '../comment-time';

/** How much of a comment a marker's tooltip says: the start, enough to know which it is. */
const LABEL_LENGTH = 80;

/**
 * The markers of a version's comment threads on a waveform: one per thread (its replies share
 * its time), named by where it is, who wrote it and the start of what it says.
 */
export function markersOf(comments: readonly TakeComment[]): PlayerMarker[] {
  return comments
    .filter((comment) => comment.parentId === null)
    .map((comment) => {
      const text =
        comment.body.length > LABEL_LENGTH
          ? `${comment.body.slice(0, LABEL_LENGTH - 1)}…`
          : comment.body;
      return {
        id: comment.id,
        atSeconds: comment.atSeconds,
        endSeconds: comment.endSeconds,
        label: `${momentOf(comment)} · ${comment.author.name}: ${text}`,
      };
    });
}
