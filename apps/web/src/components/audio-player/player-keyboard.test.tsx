import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appAudio, fakeMediaPlayback } from '../../test/fake-media';
import { playButtonOf, trackOf, waitForStatus } from '../../test/player-tracks';
import { AudioPlayer } from './audio-player';
import { PlayerBar } from './player-bar';
import {
  PlayerProvider,
  PlayerQueue,
  usePlayerCommentRequest,
  type CommentRequestHandler,
} from './player-provider';

/** Registers what C does, as the reviews screen does. */
function CommentTaker({ onRequest }: { onRequest: CommentRequestHandler }) {
  usePlayerCommentRequest(onRequest);
  return null;
}

function renderPage(options: { onComment?: CommentRequestHandler; canComment?: boolean } = {}) {
  const tracks = ['One', 'Two', 'Three'].map((title) =>
    trackOf(title, { canComment: options.canComment ?? true, takeId: `take-${title}` }),
  );
  render(
    <PlayerProvider>
      <label>
        Note
        <input />
      </label>
      <label>
        Words
        <textarea />
      </label>
      <div contentEditable aria-label="Rich text" role="textbox" />
      <select aria-label="Sort">
        <option>Newest</option>
      </select>
      <a href="/elsewhere">A link</a>
      <PlayerQueue tracks={tracks}>
        {tracks.map((track) => (
          <AudioPlayer key={track.id} {...track} />
        ))}
      </PlayerQueue>
      {options.onComment && <CommentTaker onRequest={options.onComment} />}
      <PlayerBar />
    </PlayerProvider>,
  );
  return tracks;
}

/** Starts Two and leaves the focus on the page itself, as after a click on nothing. */
async function playTwo() {
  await userEvent.click(playButtonOf('Two'));
  await waitForStatus('Two', 'playing');
  act(() => {
    appAudio().currentTime = 42;
    appAudio().dispatchEvent(new Event('timeupdate'));
  });
  (document.activeElement as HTMLElement | null)?.blur();
}

const status = (title: string) => playButtonOf(title).dataset.status;

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('the player keys anywhere on the page', () => {
  it('do nothing while no track is loaded, so Space still scrolls', async () => {
    renderPage();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(space);
    });
    expect(space.defaultPrevented).toBe(false);
    expect(status('One')).toBe('idle');
  });

  it('play and pause with Space, go through the list with J and K, move 5 s with the arrows', async () => {
    renderPage();
    await playTwo();
    await userEvent.keyboard(' ');
    expect(status('Two')).toBe('paused');
    await userEvent.keyboard(' ');
    await waitForStatus('Two', 'playing');

    await userEvent.keyboard('{ArrowRight}');
    expect(appAudio().currentTime).toBe(47);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(appAudio().currentTime).toBe(37);

    await userEvent.keyboard('k');
    await waitForStatus('Three', 'playing');
    await userEvent.keyboard('j');
    await waitForStatus('Two', 'playing');
    await userEvent.keyboard('J');
    await waitForStatus('One', 'playing');
  });

  it('are left to text fields, lists, and the sliders', async () => {
    renderPage();
    await playTwo();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), ' jk c{ArrowLeft}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Words' }), ' jk');
    screen.getByRole('textbox', { name: 'Rich text' }).focus();
    await userEvent.keyboard(' k{ArrowRight}');
    screen.getByRole('combobox', { name: 'Sort' }).focus();
    await userEvent.keyboard(' k');
    expect(status('Two')).toBe('playing');
    expect(appAudio().currentTime).toBe(42);

    // The volume slider's arrows change the volume, not the position.
    screen.getByRole('slider', { name: 'Volume' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(appAudio().currentTime).toBe(42);
    expect(appAudio().volume).toBeCloseTo(0.95);
  });

  it('leave Space to a focused button or link, and ignore keys with modifiers', async () => {
    renderPage();
    await playTwo();
    screen.getByTestId('player-next').focus();
    await userEvent.keyboard(' ');
    // The button did its own job once (next), the page did not also pause.
    await waitForStatus('Three', 'playing');
    screen.getByRole('link', { name: 'A link' }).focus();
    await userEvent.keyboard(' ');
    expect(status('Three')).toBe('playing');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Control>}k{/Control}{Meta>}j{/Meta}{Alt>}{ArrowRight}{/Alt}');
    await userEvent.keyboard('{Shift>} {/Shift}');
    expect(status('Three')).toBe('playing');
    expect(appAudio().currentTime).toBe(0);
  });

  it('C asks the registered handler for a comment at the playhead', async () => {
    const onComment = vi.fn();
    const tracks = renderPage({ onComment });
    await playTwo();
    await userEvent.keyboard('c');
    expect(onComment).toHaveBeenCalledTimes(1);
    expect(onComment).toHaveBeenCalledWith(
      expect.objectContaining({ id: tracks[1]!.id, takeId: 'take-Two' }),
      42,
    );
    // And so does the bar's button, named with the time.
    await userEvent.click(screen.getByRole('button', { name: 'Comment at 0:42' }));
    expect(onComment).toHaveBeenCalledTimes(2);
  });

  it('C does nothing without a handler', async () => {
    renderPage();
    await playTwo();
    await userEvent.keyboard('c');
    expect(screen.queryByRole('button', { name: /^Comment at/ })).not.toBeInTheDocument();
    expect(status('Two')).toBe('playing');
  });

  it('C does nothing on a track the viewer may not comment on', async () => {
    const onComment = vi.fn();
    render(
      <PlayerProvider>
        <AudioPlayer {...trackOf('Locked', { canComment: false })} />
        <CommentTaker onRequest={onComment} />
      </PlayerProvider>,
    );
    await userEvent.click(playButtonOf('Locked'));
    await waitForStatus('Locked', 'playing');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('c');
    expect(onComment).not.toHaveBeenCalled();
  });
});
