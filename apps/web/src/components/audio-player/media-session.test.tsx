import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appAudio, fakeMediaPlayback } from '../../test/fake-media';
import { playButtonOf, trackOf, waitForStatus } from '../../test/player-tracks';
import { AudioPlayer } from './audio-player';
import { PlayerProvider, PlayerQueue } from './player-provider';

/** A browser's Media Session, as far as the player uses it. */
function fakeMediaSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as { title: string; artist: string } | null,
    playbackState: 'none',
    setActionHandler: (action: string, handler: MediaSessionActionHandler | null) =>
      handlers.set(action, handler),
  };
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(readonly init: { title: string; artist: string }) {
        Object.assign(this, init);
      }
    },
  );
  const fire = (action: string, details: Partial<MediaSessionActionDetails> = {}) =>
    act(() => handlers.get(action)?.({ action, ...details } as MediaSessionActionDetails));
  return { session, handlers, fire };
}

beforeEach(() => {
  fakeMediaPlayback();
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaSession');
});

describe("the system's media controls", () => {
  it('show what plays and drive the player', async () => {
    const { session, fire } = fakeMediaSession();
    const tracks = [trackOf('One', { subtitle: 'v1 · Lena Hart' }), trackOf('Two')];
    const { unmount } = render(
      <PlayerProvider>
        <PlayerQueue tracks={tracks}>
          {tracks.map((track) => (
            <AudioPlayer key={track.id} {...track} />
          ))}
        </PlayerQueue>
      </PlayerProvider>,
    );
    expect(session.playbackState).toBe('none');
    await userEvent.click(playButtonOf('One'));
    await waitForStatus('One', 'playing');
    expect(session.metadata).toMatchObject({ title: 'One', artist: 'v1 · Lena Hart' });
    expect(session.playbackState).toBe('playing');

    fire('pause');
    await waitForStatus('One', 'paused');
    expect(session.playbackState).toBe('paused');
    fire('play');
    await waitForStatus('One', 'playing');
    // "play" while playing does not pause.
    fire('play');
    expect(playButtonOf('One').dataset.status).toBe('playing');
    fire('seekto', { seekTime: 90 });
    expect(appAudio().currentTime).toBe(90);
    fire('nexttrack');
    await waitForStatus('Two', 'playing');
    expect(session.metadata).toMatchObject({ title: 'Two' });
    fire('previoustrack');
    await waitForStatus('One', 'playing');

    unmount();
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
  });
});
