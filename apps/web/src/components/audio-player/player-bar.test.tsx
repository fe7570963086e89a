import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth/auth-context';
import { appAudio, fakeMediaPlayback } from '../../test/fake-media';
import { trackOf } from '../../test/player-tracks';
import { renderApp } from '../../test/render';
import { AudioPlayer } from './audio-player';
import { PlayerBar } from './player-bar';
import { PlayerProvider, usePlayerMarkers, type PlayerMarker } from './player-provider';

const bar = () => screen.getByRole('region', { name: 'Player' });

/** Gives the bar markers for `trackId`, as the reviews screen does with its comments. */
function Markers({ trackId, markers }: { trackId: string; markers: readonly PlayerMarker[] }) {
  usePlayerMarkers(trackId, markers);
  return null;
}

const COMMENTS: readonly PlayerMarker[] = [
  { id: 'c1', atSeconds: 12, endSeconds: null, label: 'Love this lift' },
  { id: 'c2', atSeconds: 60, endSeconds: 75, label: 'Too busy here' },
];

async function playFrom(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Play ${title}` }));
  await screen.findByRole('button', { name: `Pause ${title}` });
}

let media: ReturnType<typeof fakeMediaPlayback>;
beforeEach(() => {
  media = fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('the player bar', () => {
  it('shows what plays with labelled controls once a track is loaded, and says it politely', async () => {
    render(
      <PlayerProvider>
        <AudioPlayer {...trackOf('Night Drive', { subtitle: 'v2 · Lena Hart' })} />
        <PlayerBar />
      </PlayerProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
    await playFrom('Night Drive');
    const player = within(bar());
    expect(player.getByText('Night Drive')).toBeVisible();
    expect(player.getByText('v2 · Lena Hart')).toBeVisible();
    expect(player.getByText('Now playing: Night Drive')).toHaveAttribute('aria-live', 'polite');
    expect(player.getByRole('button', { name: 'Previous track' })).toHaveAttribute(
      'aria-keyshortcuts',
      'J',
    );
    expect(player.getByRole('button', { name: 'Pause' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Space',
    );
    expect(player.getByRole('button', { name: 'Next track' })).toHaveAttribute(
      'aria-keyshortcuts',
      'K',
    );
    const seek = player.getByRole('slider', { name: 'Position in Night Drive, in the player' });
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 3:20');
    expect(player.getByText('0:00 / 3:20')).toBeVisible();
    expect(player.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
      'aria-valuetext',
      '100 %',
    );
    expect(player.getByRole('button', { name: 'Mute' })).toBeVisible();
    expect(player.getByRole('button', { name: 'Close the player' })).toBeVisible();
  });

  it('drives the same player as the inline one, with its own play button and slider', async () => {
    render(
      <PlayerProvider>
        <AudioPlayer {...trackOf('Night Drive')} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await playFrom('Night Drive');
    const player = within(bar());
    await userEvent.click(player.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play Night Drive' })).toBeVisible();
    const seek = player.getByRole('slider', { name: 'Position in Night Drive, in the player' });
    seek.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(seek).toHaveAttribute('aria-valuenow', '5');
    expect(screen.getByRole('slider', { name: 'Position in Night Drive' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
  });

  it("draws the current track's markers, and a click on one seeks there", async () => {
    const night = trackOf('Night Drive');
    const other = trackOf('Other');
    render(
      <PlayerProvider>
        <AudioPlayer {...night} />
        <AudioPlayer {...other} />
        <Markers trackId={night.id} markers={COMMENTS} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await playFrom('Other');
    expect(within(bar()).queryAllByTestId('player-marker')).toHaveLength(0);

    await playFrom('Night Drive');
    const markers = within(bar()).getAllByTestId('player-marker');
    expect(markers).toHaveLength(2);
    expect(markers[0]).toHaveAccessibleName('Comment at 0:12: Love this lift');
    expect(markers[1]).toHaveAccessibleName('Comment at 1:00–1:15: Too busy here');
    expect(markers[0]).toHaveStyle({ left: '6%' });
    await userEvent.click(markers[1]!);
    expect(appAudio().currentTime).toBe(60);
    expect(within(bar()).getByRole('slider', { name: /in the player$/ })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  });

  it('sets the volume, mutes and gives the level back, and remembers it', async () => {
    const { unmount } = render(
      <PlayerProvider>
        <AudioPlayer {...trackOf('Night Drive')} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await playFrom('Night Drive');
    fireEvent.change(within(bar()).getByRole('slider', { name: 'Volume' }), {
      target: { value: 40 },
    });
    expect(appAudio().volume).toBeCloseTo(0.4);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Mute' }));
    expect(appAudio().volume).toBe(0);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Unmute' }));
    expect(appAudio().volume).toBeCloseTo(0.4);
    unmount();

    render(
      <PlayerProvider>
        <AudioPlayer {...trackOf('Night Drive')} />
        <PlayerBar />
      </PlayerProvider>,
    );
    expect(appAudio().volume).toBeCloseTo(0.4);
  });

  it('closes: the music stops, the queue is forgotten, the bar goes', async () => {
    render(
      <PlayerProvider>
        <AudioPlayer {...trackOf('Night Drive')} />
        <PlayerBar />
      </PlayerProvider>,
    );
    await playFrom('Night Drive');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Close the player' }));
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
    expect(media.playing.size).toBe(0);
    expect(appAudio().getAttribute('src')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Night Drive' })).toHaveAttribute(
      'data-status',
      'idle',
    );
  });

  it('says when the audio cannot be played', async () => {
    render(
      <PlayerProvider>
        <AudioPlayer
          {...trackOf('Night Drive', { getLink: vi.fn().mockRejectedValue(new Error('404')) })}
        />
        <PlayerBar />
      </PlayerProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
    expect(
      await within(bar()).findByText('This audio could not be played. Press play to try again.'),
    ).toBeVisible();
    expect(within(bar()).getByRole('button', { name: 'Play' })).toBeVisible();
  });
});

describe('the player across the app', () => {
  /** Two pages under one layout with the bar, as the app shell has it. */
  function Pages() {
    const { logout } = useAuth();
    return (
      <Routes>
        <Route
          element={
            <>
              <Outlet />
              <button onClick={() => void logout()}>Log out</button>
              <PlayerBar />
            </>
          }
        >
          <Route
            path="/"
            element={
              <>
                <AudioPlayer {...trackOf('Night Drive')} />
                <Link to="/other">Another page</Link>
              </>
            }
          />
          <Route path="/other" element={<p>Another page</p>} />
          <Route path="/login" element={<p>Sign in</p>} />
        </Route>
      </Routes>
    );
  }

  it('plays on while the person moves to another page', async () => {
    renderApp(<Pages />, { role: 'Client' });
    await playFrom('Night Drive');
    act(() => {
      appAudio().currentTime = 30;
      appAudio().dispatchEvent(new Event('timeupdate'));
    });
    await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
    expect(await screen.findByText('Another page')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pause Night Drive' })).not.toBeInTheDocument();
    expect(within(bar()).getByText('Night Drive')).toBeVisible();
    expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(media.playing.has(appAudio())).toBe(true);
    expect(appAudio().currentTime).toBe(30);
  });

  it('stops and forgets the queue when the person signs out', async () => {
    renderApp(<Pages />, { role: 'Client' });
    await playFrom('Night Drive');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument(),
    );
    expect(media.playing.size).toBe(0);
    expect(appAudio().getAttribute('src')).toBeNull();
  });
});
