import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaLink } from '@cuebrief/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appAudio, fakeMediaPlayback } from '../../test/fake-media';
import { createdWaveSurfers } from '../../test/fake-wavesurfer';
import { linkTo, PEAKS, trackOf } from '../../test/player-tracks';
import { AudioPlayer } from './audio-player';
import { PlayerProvider } from './player-provider';

/** Renders players inside the app's player, as the app does. */
function renderPlayers(...players: ReturnType<typeof trackOf>[]) {
  render(
    <PlayerProvider>
      {players.map((props) => (
        <AudioPlayer key={props.id} {...props} />
      ))}
    </PlayerProvider>,
  );
  return players;
}

function renderPlayer(title: string, getLink?: () => Promise<MediaLink>) {
  return renderPlayers(trackOf(title, getLink && { getLink }))[0]!;
}

let media: ReturnType<typeof fakeMediaPlayback>;
beforeEach(() => {
  media = fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('the audio player', () => {
  it('draws the stored peaks with wavesurfer without fetching the audio', async () => {
    const { getLink } = renderPlayer('Night Drive');
    await waitFor(() => expect(createdWaveSurfers).toHaveLength(1));
    const { options } = createdWaveSurfers[0]!;
    expect(options.peaks).toEqual([PEAKS]);
    expect(options.duration).toBe(200);
    expect(options.url).toBeUndefined();
    // Not the app's element: wavesurfer would reload its source and cut what plays.
    expect(options.media).toBeInstanceOf(HTMLAudioElement);
    expect(options.media).not.toBe(appAudio());
    expect(getLink).not.toHaveBeenCalled();
    expect(appAudio().getAttribute('src')).toBeNull();
    expect(screen.getByText('0:00 / 3:20')).toBeInTheDocument();
  });

  it('fetches the signed link on the first play, and reuses it while it is valid', async () => {
    const { getLink, onPlayStarted } = renderPlayer('Night Drive');
    await userEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
    expect(await screen.findByRole('button', { name: 'Pause Night Drive' })).toBeVisible();
    expect(getLink).toHaveBeenCalledTimes(1);
    expect(onPlayStarted).toHaveBeenCalledTimes(1);
    const element = appAudio();
    expect(element.src).toBe('https://media.test/Night%20Drive.mp3?signature=1');

    await userEvent.click(screen.getByRole('button', { name: 'Pause Night Drive' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Play Night Drive' }));
    await screen.findByRole('button', { name: 'Pause Night Drive' });
    expect(getLink).toHaveBeenCalledTimes(1);
    expect(onPlayStarted).toHaveBeenCalledTimes(1);
  });

  it('asks for a new link once the last one has expired', async () => {
    const getLink = vi
      .fn<() => Promise<MediaLink>>()
      .mockResolvedValueOnce(linkTo('old', new Date(Date.now() + 10_000).toISOString()))
      .mockResolvedValueOnce(linkTo('new'));
    renderPlayer('Night Drive', getLink);
    await userEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pause Night Drive' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Play Night Drive' }));
    await screen.findByRole('button', { name: 'Pause Night Drive' });
    expect(getLink).toHaveBeenCalledTimes(2);
    const element = appAudio();
    expect(element.src).toContain('/new.mp3');
  });

  it('fetches a fresh link and goes on when the expired one fails while playing', async () => {
    const getLink = vi
      .fn<() => Promise<MediaLink>>()
      .mockResolvedValueOnce(linkTo('old', new Date(Date.now() + 10_000).toISOString()))
      .mockResolvedValueOnce(linkTo('new'));
    renderPlayer('Night Drive', getLink);
    await userEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
    await screen.findByRole('button', { name: 'Pause Night Drive' });
    const element = appAudio();
    element.currentTime = 42;
    act(() => {
      element.dispatchEvent(new Event('timeupdate'));
      element.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(element.src).toContain('/new.mp3'));
    expect(getLink).toHaveBeenCalledTimes(2);
    expect(element.currentTime).toBe(42);
    expect(await screen.findByRole('button', { name: 'Pause Night Drive' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('plays one audio at a time: starting another pauses the first', async () => {
    renderPlayers(trackOf('First Light'), trackOf('Second Wind'));
    await userEvent.click(screen.getByRole('button', { name: 'Play First Light' }));
    await screen.findByRole('button', { name: 'Pause First Light' });
    await userEvent.click(screen.getByRole('button', { name: 'Play Second Wind' }));
    expect(await screen.findByRole('button', { name: 'Pause Second Wind' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play First Light' })).toBeVisible();
    expect(media.playing.size).toBe(1);
    expect(document.querySelectorAll('audio')).toHaveLength(1);
  });

  it('seeks from the keyboard on the waveform slider', async () => {
    renderPlayer('Night Drive');
    const slider = screen.getByRole('slider', { name: 'Position in Night Drive' });
    expect(slider).toHaveAttribute('aria-valuemax', '200');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    expect(slider).toHaveAttribute('aria-valuetext', '0:10 of 3:20');
    await userEvent.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await userEvent.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '200');
    await userEvent.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('plays and pauses with Space and Enter on the play button', async () => {
    const { getLink } = renderPlayer('Night Drive');
    screen.getByRole('button', { name: 'Play Night Drive' }).focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Pause Night Drive' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Play Night Drive' })).toBeVisible();
    expect(getLink).toHaveBeenCalledTimes(1);
  });

  it('starts where the waveform was clicked before the first play', async () => {
    renderPlayer('Night Drive');
    await waitFor(() => expect(createdWaveSurfers).toHaveLength(1));
    act(() => createdWaveSurfers[0]!.emit('interaction', 50));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '50');
    await userEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
    await screen.findByRole('button', { name: 'Pause Night Drive' });
    const element = appAudio();
    expect(element.currentTime).toBe(50);
  });

  it('says so when the audio cannot be played, and tries again on the next play', async () => {
    const getLink = vi
      .fn<() => Promise<MediaLink>>()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValueOnce(linkTo('ok'));
    renderPlayer('Night Drive', getLink);
    await userEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This audio could not be played.');
    await userEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
    expect(await screen.findByRole('button', { name: 'Pause Night Drive' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
