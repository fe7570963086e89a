import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, CircularProgress, IconButton } from '@mui/material';
import type { KeyboardEvent } from 'react';
import type { PlayerStatus } from './player-types';
import { seekTargetFor } from './seek-keys';
import { Waveform } from './waveform';

export const isActiveStatus = (status: PlayerStatus) =>
  status === 'playing' || status === 'loading';

/** The round play/pause button, ringed while the audio loads. */
export function PlayPauseButton({
  status,
  onClick,
  label,
  loadingLabel,
  size = 44,
  testId,
  keyShortcut,
}: {
  status: PlayerStatus;
  onClick: () => void;
  /** "Play …" or "Pause …", as the status says. */
  label: string;
  loadingLabel: string;
  size?: number;
  testId?: string;
  keyShortcut?: string;
}) {
  return (
    <Box sx={{ position: 'relative', flexShrink: 0, lineHeight: 0 }}>
      <IconButton
        onClick={onClick}
        aria-label={label}
        aria-keyshortcuts={keyShortcut}
        data-testid={testId}
        data-status={status}
        sx={{
          width: size,
          height: size,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        {isActiveStatus(status) ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      {status === 'loading' && (
        <CircularProgress
          size={size + 8}
          thickness={2.5}
          aria-label={loadingLabel}
          sx={{ position: 'absolute', top: -4, left: -4, pointerEvents: 'none' }}
        />
      )}
    </Box>
  );
}

/**
 * The waveform as a slider: to see and seek with the mouse or a touch, and to the keyboard
 * arrows step 5 s, Home and End go to the ends.
 */
export function WaveformSlider({
  label,
  valueText,
  peaks,
  durationSeconds,
  time,
  onSeek,
  height,
  testId,
}: {
  label: string;
  valueText: string;
  peaks: readonly number[];
  durationSeconds: number;
  time: number;
  onSeek: (seconds: number) => void;
  height: number;
  testId?: string;
}) {
  const onKey = (event: KeyboardEvent) => {
    const target = seekTargetFor(event.key, time, durationSeconds);
    if (target === null) return;
    event.preventDefault();
    onSeek(target);
  };
  return (
    <Box
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(durationSeconds)}
      aria-valuenow={Math.round(time)}
      aria-valuetext={valueText}
      aria-orientation="horizontal"
      data-testid={testId}
      onKeyDown={onKey}
      sx={{
        flex: 1,
        minWidth: 0,
        borderRadius: 1,
        // The theme's focus colour by its CSS variable, as MUI's own controls have it.
        '&:focus-visible': { outline: '3px solid var(--mui-palette-focus)', outlineOffset: 2 },
      }}
    >
      <Waveform
        peaks={peaks}
        durationSeconds={durationSeconds}
        time={time}
        onSeek={onSeek}
        height={height}
      />
    </Box>
  );
}
