import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaLink } from '@cuebrief/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appAudio, fakeMediaPlayback } from '../../test/fake-media';
import { createdWaveSurfers } from '../../test/fake-wavesurfer';
import { playButtonOf, trackOf, waitForStatus } from '../../test/player-tracks';
import { AudioPlayer } from './audio-player';
import { PlayerBar } from './player-bar';
import { PlayerProvider, PlayerQueue, usePlayer, type PlayerTrack } from './player-provider';

type Track = ReturnType<typeof trackOf>;

/** A list's inline players in a PlayerQueue, and the bar, as a page shows them. */
function List({ tracks }: { tracks: readonly Track[] }) {
  return (
    <PlayerQueue tracks={tracks}>
      {tracks.map((track) => (
        <AudioPlayer key={track.id} {...track} />
      ))}
    </PlayerQueue>
  );
}

/** Stands in for a versions list: swaps the current track for another (A/B). */
function SwitchTo({ track }: { track: PlayerTrack }) {
  const { switchTrack } = usePlayer();
  return <button onClick={() => switchTrack(track)}>{`Switch to ${track.title}`}</button>;
}

/** Moves the app's element as a browser playing it would, and says so. */
const playedTo = (seconds: number) =>
  act(() => {
    appAudio().currentTime = seconds;
    appAudio().dispatchEvent(new Event('timeupdate'));
  });

const barTitle = () => screen.getByTestId('player-title').textContent;

let media: ReturnType<typeof fakeMediaPlayback>;
beforeEach(() => {
  media = fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('the queue of the app player', () => {
  const three = () => [trackOf('One'), trackOf('Two'), trackOf('Three')];

  it('plays the list it was started from: next and previous go through it', async () => {
    const tracks = three();
    render(
      <PlayerProvider>
        <List tracks={tracks} />
        <PlayerBar />
      </PlayerProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
    await userEvent.click(playButtonOf('Two'));
    await waitForStatus('Two', 'playing');
    expect(barTitle()).toBe('Two');

    await userEvent.click(screen.getByTestId('player-next'));
    await waitForStatus('Three', 'playing');
    expect(playButtonOf('Two')).toHaveAttribute('aria-label', 'Play Two');
    expect(appAudio().src).toContain('/Three.mp3');
    expect(barTitle()).toBe('Three');
    // The last of the list: nothing after it.
    expect(screen.getByTestId('player-next')).toBeDisabled();
    expect(media.playing.size).toBe(1);
  });

  it('goes on into what a list loads while one of it plays; another list’s queue stays', async () => {
    const [one, two, last] = three();
    const four = trackOf('Four');
    const page = (tracks: Track[]) => (
      <PlayerProvider>
        <List tracks={tracks} />
        <PlayerBar />
      </PlayerProvider>
    );
    const { rerender } = render(page([one!, two!]));
    await userEvent.click(playButtonOf('Two'));
    await waitForStatus('Two', 'playing');
    expect(screen.getByTestId('player-next')).toBeDisabled();
    // "Show more": the list's next window comes in while its last loaded track plays.
    rerender(page([one!, two!, last!]));
    await waitFor(() => expect(screen.getByTestId('player-next')).toBeEnabled());
    await userEvent.click(screen.getByTestId('player-next'));
    await waitForStatus('Three', 'playing');
    expect(barTitle()).toBe('Three');
    // A list that is not the one playing (its first tracks differ) changes nothing.
    rerender(page([four, one!, two!, last!]));
    expect(screen.getByTestId('player-next')).toBeDisabled();
  });

  it('goes back to the start of the track after its first 3 seconds, to the previous one before', async () => {
    const tracks = three();
    render(
      <PlayerProvider>
        <List tracks={tracks} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await userEvent.click(playButtonOf('Two'));
    await waitForStatus('Two', 'playing');
    playedTo(40);
    await userEvent.click(screen.getByTestId('player-previous'));
    expect(barTitle()).toBe('Two');
    expect(appAudio().currentTime).toBe(0);
    await userEvent.click(screen.getByTestId('player-previous'));
    await waitForStatus('One', 'playing');
    expect(playButtonOf('Two')).toHaveAttribute('aria-label', 'Play Two');
    expect(appAudio().src).toContain('/One.mp3');
  });

  it('goes on to the next track when one ends, and stops after the last', async () => {
    const tracks = three();
    render(
      <PlayerProvider>
        <List tracks={tracks} />
      </PlayerProvider>,
    );
    await userEvent.click(playButtonOf('Two'));
    await waitForStatus('Two', 'playing');
    act(() => {
      appAudio().dispatchEvent(new Event('ended'));
    });
    await waitForStatus('Three', 'playing');
    act(() => {
      appAudio().dispatchEvent(new Event('ended'));
    });
    await waitForStatus('Three', 'paused');
    expect(screen.getAllByRole('slider')[2]).toHaveAttribute('aria-valuenow', '0');
  });

  it('plays an inline player outside any list alone', async () => {
    render(
      <PlayerProvider>
        <AudioPlayer {...trackOf('Alone')} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await userEvent.click(playButtonOf('Alone'));
    await waitForStatus('Alone', 'playing');
    expect(screen.getByTestId('player-next')).toBeDisabled();
  });

  it("records a track's first play once per page life, not on each play", async () => {
    const tracks = three();
    const { rerender } = render(
      <PlayerProvider>
        <List tracks={tracks} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await userEvent.click(playButtonOf('One'));
    await waitForStatus('One', 'playing');
    await userEvent.click(screen.getByTestId('player-next'));
    await waitForStatus('Two', 'playing');
    expect(tracks[1]!.onPlayStarted).toHaveBeenCalledTimes(1);
    // Another page, then back to the list: its players are new, the page life is not.
    rerender(
      <PlayerProvider>
        <PlayerBar />
      </PlayerProvider>,
    );
    rerender(
      <PlayerProvider>
        <List tracks={tracks} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await userEvent.click(await waitFor(() => playButtonOf('Two')));
    await userEvent.click(playButtonOf('One'));
    await waitForStatus('One', 'playing');
    expect(tracks[0]!.onPlayStarted).toHaveBeenCalledTimes(1);
    expect(tracks[1]!.onPlayStarted).toHaveBeenCalledTimes(1);
    expect(tracks[2]!.onPlayStarted).not.toHaveBeenCalled();
  });
});

describe('the inline player of the current track', () => {
  it('mirrors the app player: its time, its waveform, and seeks it', async () => {
    const tracks = [trackOf('One'), trackOf('Two')];
    render(
      <PlayerProvider>
        <List tracks={tracks} />
      </PlayerProvider>,
    );
    await waitFor(() => expect(createdWaveSurfers).toHaveLength(2));
    await userEvent.click(playButtonOf('One'));
    await waitForStatus('One', 'playing');
    playedTo(42);
    const [one, two] = screen.getAllByRole('slider', { name: /^Position in/ });
    expect(one).toHaveAttribute('aria-valuenow', '42');
    expect(createdWaveSurfers[0]!.setTime).toHaveBeenLastCalledWith(42);
    expect(screen.getByText('0:42 / 3:20')).toBeVisible();
    // The other shows idle at its start.
    expect(two).toHaveAttribute('aria-valuenow', '0');
    expect(playButtonOf('Two')).toHaveAttribute('data-status', 'idle');

    one!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(appAudio().currentTime).toBe(47);
    act(() => createdWaveSurfers[0]!.emit('interaction', 100));
    expect(appAudio().currentTime).toBe(100);
    expect(one).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('switching version (A/B)', () => {
  it('swaps to the other track at the same position and keeps playing', async () => {
    const a = trackOf('Take v1');
    const b = trackOf('Take v2');
    render(
      <PlayerProvider>
        <List tracks={[a]} />
        <SwitchTo track={b} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await userEvent.click(playButtonOf('Take v1'));
    await waitForStatus('Take v1', 'playing');
    playedTo(42);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Take v2' }));
    await waitFor(() => expect(appAudio().src).toContain('/Take%20v2.mp3'));
    expect(appAudio().currentTime).toBe(42);
    await waitFor(() =>
      expect(screen.getByTestId('player-play-button')).toHaveAttribute('data-status', 'playing'),
    );
    expect(barTitle()).toBe('Take v2');
    expect(b.onPlayStarted).toHaveBeenCalledTimes(1);
    // v1's player is no longer the current one.
    expect(playButtonOf('Take v1')).toHaveAttribute('data-status', 'idle');
  });

  it('stays paused when it was, at the same position, and loads nothing until played', async () => {
    const a = trackOf('Take v1');
    const b = trackOf('Take v2');
    render(
      <PlayerProvider>
        <List tracks={[a]} />
        <SwitchTo track={b} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await userEvent.click(playButtonOf('Take v1'));
    await waitForStatus('Take v1', 'playing');
    playedTo(30);
    await userEvent.click(playButtonOf('Take v1'));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Take v2' }));
    expect(barTitle()).toBe('Take v2');
    expect(b.getLink).not.toHaveBeenCalled();
    expect(media.playing.size).toBe(0);
    const seek = screen.getByRole('slider', { name: 'Position in Take v2, in the player' });
    expect(seek).toHaveAttribute('aria-valuenow', '30');

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await screen.findByRole('button', { name: 'Pause' });
    expect(appAudio().src).toContain('/Take%20v2.mp3');
    expect(appAudio().currentTime).toBe(30);
  });

  it('keeps the position within the other version when it is shorter', async () => {
    const a = trackOf('Long');
    const b = trackOf('Short', { durationSeconds: 20 });
    render(
      <PlayerProvider>
        <List tracks={[a]} />
        <SwitchTo track={b} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await userEvent.click(playButtonOf('Long'));
    await waitForStatus('Long', 'playing');
    playedTo(42);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Short' }));
    await waitFor(() => expect(appAudio().src).toContain('/Short.mp3'));
    expect(appAudio().currentTime).toBe(20);
  });
});

describe('the link of the current track', () => {
  it('is asked for again when the track comes back after its link expired', async () => {
    const soon = () => new Date(Date.now() + 10_000).toISOString();
    const one = trackOf('One');
    vi.mocked(one.getLink)
      .mockResolvedValueOnce({ url: 'https://media.test/one-old.mp3', expiresAt: soon() })
      .mockResolvedValueOnce({ url: 'https://media.test/one-new.mp3', expiresAt: soon() });
    render(
      <PlayerProvider>
        <List tracks={[one, trackOf('Two')]} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await userEvent.click(playButtonOf('One'));
    await waitForStatus('One', 'playing');
    await userEvent.click(screen.getByTestId('player-next'));
    await waitForStatus('Two', 'playing');
    await userEvent.click(screen.getByTestId('player-previous'));
    await waitForStatus('One', 'playing');
    expect(one.getLink).toHaveBeenCalledTimes(2);
    expect(appAudio().src).toBe('https://media.test/one-new.mp3');
  });

  it('drops the answer for a track left while its link loaded', async () => {
    let answer: (link: MediaLink) => void = () => {};
    const slow = trackOf('Slow', {
      getLink: vi.fn(() => new Promise<MediaLink>((resolve) => (answer = resolve))),
    });
    render(
      <PlayerProvider>
        <List tracks={[slow, trackOf('Fast')]} />
      </PlayerProvider>,
    );
    await userEvent.click(playButtonOf('Slow'));
    await userEvent.click(playButtonOf('Fast'));
    await waitForStatus('Fast', 'playing');
    await act(async () =>
      answer({ url: 'https://media.test/slow.mp3', expiresAt: '2099-01-01T00:00:00Z' }),
    );
    expect(appAudio().src).toContain('/Fast.mp3');
    expect(playButtonOf('Slow')).toHaveAttribute('data-status', 'idle');
  });
});
