import { Box, Stack, Typography } from '@mui/material';
import type { MediaLink } from '@cuebrief/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../lib/format-duration';
import {
  usePlayerActions,
  usePlayerQueue,
  usePlayerSelector,
  type PlayerTrack,
} from './player-provider';
import { isActiveStatus, PlayPauseButton, WaveformSlider } from './player-controls';

export type AudioPlayerProps = {
  /**
   * The audio's id: how the player knows this is the track it plays, and where it stands in the
   * nearest PlayerQueue. Without one the player plays it alone.
   */
  id?: string;
  /** Names the controls for screen readers ("Play Night Drive"); the page shows the title. */
  title: string;
  /** Under the title in the player bar. */
  subtitle?: string;
  /** The stored waveform, values in 0..1. */
  peaks: readonly number[];
  durationSeconds: number;
  /** A signed link to play: asked on the first play, and again once it has expired. */
  getLink: () => Promise<MediaLink>;
  /** Once per page life, when this audio first starts playing. */
  onPlayStarted?: () => void;
  /** A take's version: the bar shows its comment markers. */
  takeId?: string;
  canComment?: boolean;
  /** Height of the waveform in pixels. */
  height?: number;
};

/**
 * The queue a play from this player starts: the nearest PlayerQueue with this player's own
 * track in its place (its props are the freshest), or the track alone.
 */
function queueWith(queue: readonly PlayerTrack[] | null, own: PlayerTrack) {
  const index = queue?.findIndex((track) => track.id === own.id) ?? -1;
  if (!queue || index < 0) return { tracks: [own], index: 0 };
  const given = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
  return {
    tracks: queue.map((track, at) => (at === index ? { ...track, ...given } : track)),
    index,
  };
}

/**
 * An audio where a page shows it: play/pause, the waveform to see and seek (a slider to the
 * keyboard: arrows step 5 s, Home and End go to the ends), and the time. It plays through the
 * app's one player (PlayerProvider), so one audio plays at a time and on across pages: while it
 * is the player's current track it shows the player's state and seeks it; otherwise it is idle,
 * and a position chosen on it is where it will start.
 */
export function AudioPlayer({
  id: givenId,
  title,
  subtitle,
  peaks,
  durationSeconds,
  getLink,
  onPlayStarted,
  takeId,
  canComment,
  height = 56,
}: AudioPlayerProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = givenId ?? ownId;
  const player = usePlayerActions();
  const queue = usePlayerQueue();
  const playerStatus = usePlayerSelector((state) =>
    state.current?.id === id ? state.status : null,
  );
  const playerTime = usePlayerSelector((state) => (state.current?.id === id ? state.time : null));
  const [startAt, setStartAt] = useState(0);
  const isCurrent = playerStatus !== null;
  const status = playerStatus ?? 'idle';
  const time = playerTime ?? startAt;

  const toggle = () => {
    if (isCurrent) {
      player.toggle();
      return;
    }
    const own: PlayerTrack = {
      id,
      title,
      subtitle,
      peaks,
      durationSeconds,
      getLink,
      onPlayStarted,
      takeId,
      canComment,
    };
    const { tracks, index } = queueWith(queue, own);
    player.playQueue(tracks, index, startAt);
    // Once the player has left it, it shows idle at the start again.
    setStartAt(0);
  };

  const seek = (seconds: number) => {
    if (isCurrent) player.seek(seconds);
    else setStartAt(Math.min(Math.max(seconds, 0), durationSeconds));
  };

  const position = t('audioPlayer.position', {
    current: formatDuration(time),
    duration: formatDuration(durationSeconds),
  });

  return (
    <Box sx={{ minWidth: 0 }}>
      {/* The time stays beside the waveform it reads at every width, a phone's too (decision
          046): the waveform gives up the width, a gap narrower on a phone. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', minWidth: 0, columnGap: { xs: 1, sm: 1.5 } }}
      >
        <PlayPauseButton
          status={status}
          onClick={toggle}
          label={t(isActiveStatus(status) ? 'audioPlayer.pause' : 'audioPlayer.play', { title })}
          loadingLabel={t('audioPlayer.loading', { title })}
          testId="audio-play-button"
        />
        <WaveformSlider
          label={t('audioPlayer.seek', { title })}
          valueText={position}
          peaks={peaks}
          durationSeconds={durationSeconds}
          time={time}
          onSeek={seek}
          height={height}
          testId="audio-waveform"
        />
        <Typography
          variant="caption"
          color="text.secondary"
          aria-hidden
          data-testid="audio-time"
          sx={{
            flexShrink: 0,
            minWidth: '4.5rem',
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
        >
          {`${formatDuration(time)} / ${formatDuration(durationSeconds)}`}
        </Typography>
      </Stack>
      {status === 'error' && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t('audioPlayer.failed')}
        </Typography>
      )}
    </Box>
  );
}
