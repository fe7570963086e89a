import type { TakeTableRow } from '@cuebrief/shared';
import type { PlayerTrack } from '../../../../components/audio-player/player-provider';
import { fetchPlayLink } from '../../../../domain/audio/audio-api';

/**
 * The rows of a page as the app's player plays them, the page being the queue: each take's
 * latest version, with its take so the bar shows its comments and C starts one (the client
 * starts threads). The bar draws the row's small waveform; the table never loads full ones.
 */
export function tracksOf(
  rows: readonly TakeTableRow[],
  options: { byline: (row: TakeTableRow) => string; onPlayStarted: (audioId: string) => void },
): PlayerTrack[] {
  return rows.map((row) => ({
    id: row.audioId,
    title: row.title,
    subtitle: options.byline(row),
    peaks: row.miniPeaks,
    durationSeconds: row.durationSeconds,
    getLink: () => fetchPlayLink(row.audioId),
    onPlayStarted: () => options.onPlayStarted(row.audioId),
    takeId: row.takeId,
    canComment: true,
  }));
}
