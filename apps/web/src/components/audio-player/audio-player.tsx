import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import type { MediaLink } from '@cuebrief/shared';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../lib/format-duration';
import { seekTargetFor } from './seek-keys';
import { useAudioPlayback } from './use-audio-playback';
import { Waveform } from './waveform';

export type AudioPlayerProps = {
  /** Names the controls for screen readers ("Play Night Drive"); the page shows the title. */
  title: string;
  /** The stored waveform, values in 0..1. */
  peaks: readonly number[];
  durationSeconds: number;
  /** A signed link to play: asked on the first play, and again once it has expired. */
  getLink: () => Promise<MediaLink>;
  /** Once, when this audio first starts playing. */
  onPlayStarted?: () => void;
  /** Height of the waveform in pixels. */
  height?: number;
};

/**
 * The one audio player of the app: play/pause, the waveform to see and seek (a slider to the
 * keyboard: arrows step 5 s, Home and End go to the ends), and the time. Only one player on the
 * page plays at a time.
 */
export function AudioPlayer({
  title,
  peaks,
  durationSeconds,
  getLink,
  onPlayStarted,
  height = 56,
}: AudioPlayerProps) {
  const { t } = useTranslation();
  const { mediaRef, status, time, toggle, seek } = useAudioPlayback({
    durationSeconds,
    getLink,
    onPlayStarted,
  });
  const isActive = status === 'playing' || status === 'loading';
  const position = t('audioPlayer.position', {
    current: formatDuration(time),
    duration: formatDuration(durationSeconds),
  });

  const onSliderKey = (event: KeyboardEvent) => {
    const target = seekTargetFor(event.key, time, durationSeconds);
    if (target === null) return;
    event.preventDefault();
    seek(target);
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      {/* On a phone the time goes under the waveform, which keeps the width. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{
          alignItems: 'center',
          minWidth: 0,
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          columnGap: 1.5,
        }}
      >
        <Box sx={{ position: 'relative', flexShrink: 0 }}>
          <IconButton
            onClick={toggle}
            aria-label={t(isActive ? 'audioPlayer.pause' : 'audioPlayer.play', { title })}
            data-testid="audio-play-button"
            data-status={status}
            sx={{
              width: 44,
              height: 44,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:hover': { bgcolor: 'primary.dark' },
            }}
          >
            {isActive ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
          {status === 'loading' && (
            <CircularProgress
              size={52}
              thickness={2.5}
              aria-label={t('audioPlayer.loading', { title })}
              sx={{ position: 'absolute', top: -4, left: -4, pointerEvents: 'none' }}
            />
          )}
        </Box>
        <Box
          role="slider"
          tabIndex={0}
          aria-label={t('audioPlayer.seek', { title })}
          aria-valuemin={0}
          aria-valuemax={Math.round(durationSeconds)}
          aria-valuenow={Math.round(time)}
          aria-valuetext={position}
          aria-orientation="horizontal"
          data-testid="audio-waveform"
          onKeyDown={onSliderKey}
          sx={{
            flex: 1,
            minWidth: 0,
            borderRadius: 1,
            '&:focus-visible': { outline: '3px solid #d9480f', outlineOffset: 2 },
          }}
        >
          <Waveform
            peaks={peaks}
            durationSeconds={durationSeconds}
            mediaRef={mediaRef}
            time={time}
            onSeek={seek}
            height={height}
          />
        </Box>
        <Typography
          variant="caption"
          color="text.secondary"
          aria-hidden
          sx={{
            flexShrink: 0,
            fontVariantNumeric: 'tabular-nums',
            minWidth: '4.5rem',
            flexBasis: { xs: '100%', sm: 'auto' },
            textAlign: { xs: 'right', sm: 'left' },
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
