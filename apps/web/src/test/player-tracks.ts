import type { MediaLink } from '@cuebrief/shared';
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
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

/**
 * The play button of the inline player of `title` (found by test id: role queries over a page
 * of players are slow in jsdom, and its name is checked where it matters).
 */
export function playButtonOf(title: string): HTMLElement {
  const named = new RegExp(`^(Play|Pause) ${title}$`);
  const button = screen
    .queryAllByTestId('audio-play-button')
    .find((candidate) => named.test(candidate.getAttribute('aria-label') ?? ''));
  if (!button) throw new Error(`No player of ${title}`);
  return button;
}

/** Waits until the inline player of `title` shows `status` (playing, paused, idle…). */
export const waitForStatus = (title: string, status: string) =>
  waitFor(() => expect(playButtonOf(title)).toHaveAttribute('data-status', status));
