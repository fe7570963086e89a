import type { Audio } from '@cuebrief/shared';
import type { PlayerTrack } from '../../../components/audio-player/player-provider';
import { fetchPlayLink } from '../../audio/audio-api';
import { peaksOf } from '../../audio/waveform-peaks';

/**
 * A version of a take as the app's player plays it: with its take, so the bar shows its
 * comment markers, and whether the viewer may start a comment on it (C).
 */
export function versionTrackOf(
  version: Audio,
  options: { subtitle?: string; canComment: boolean; onPlayStarted?: () => void },
): PlayerTrack {
  return {
    id: version.id,
    title: version.title,
    subtitle: options.subtitle,
    peaks: peaksOf(version),
    durationSeconds: version.durationSeconds,
    getLink: () => fetchPlayLink(version.id),
    onPlayStarted: options.onPlayStarted,
    takeId: version.takeId ?? version.id,
    canComment: options.canComment,
  };
}
