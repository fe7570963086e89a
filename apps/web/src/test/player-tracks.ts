import type { MediaLink } from '@cuebrief/shared';
import { vi } from 'vitest';
import type { PlayerTrack } from '../components/audio-player/player-provider';

export const PEAKS = [0.1, 0.5, 0.9, 0.4, 0.2];

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

/** A signed link to `name`, valid for an hour unless told. */
export const linkTo = (name: string, expiresAt = inAnHour()): MediaLink => ({
  url: `https://media.test/${name}.mp3?signature=1`,
  expiresAt,
});

/** A track of 200 s whose link and first play are mocks to watch. */
export function trackOf(title: string, extra: Partial<PlayerTrack> = {}) {
  return {
    id: `id-${title}`,
    title,
    peaks: PEAKS,
    durationSeconds: 200,
    getLink: vi.fn(async () => linkTo(title)),
    onPlayStarted: vi.fn(),
    ...extra,
  } satisfies PlayerTrack;
}
