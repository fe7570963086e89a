import { Box, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../lib/format-duration';
import type { PlayerMarker } from './player-types';

/** A point marker's width on the strip; a range is as wide as its stretch, at least this. */
const TICK_PX = 6;
const STRIP_PX = 10;

/**
 * The current track's markers (comments) as small ticks and ranges on a strip along the top of
 * the bar's waveform; a click seeks to the marker. They are not in the tab order (a take can
 * have hundreds): from the keyboard, the comment list seeks to them.
 */
export function PlayerMarkers({
  markers,
  durationSeconds,
  onSeek,
  keepsRoom,
}: {
  markers: readonly PlayerMarker[];
  durationSeconds: number;
  onSeek: (seconds: number) => void;
  /** Keeps the strip's room while there are none (a take's markers come with its comments). */
  keepsRoom: boolean;
}) {
  const { t } = useTranslation();
  if (markers.length === 0 || durationSeconds <= 0) {
    return keepsRoom ? <Box sx={{ height: STRIP_PX, mb: 0.5 }} /> : null;
  }
  const percent = (seconds: number) =>
    `${(Math.min(Math.max(seconds, 0), durationSeconds) / durationSeconds) * 100}%`;

  return (
    <Box data-testid="player-markers" sx={{ position: 'relative', height: STRIP_PX, mb: 0.5 }}>
      {markers.map((marker) => {
        const time =
          marker.endSeconds === null
            ? formatDuration(marker.atSeconds)
            : `${formatDuration(marker.atSeconds)}–${formatDuration(marker.endSeconds)}`;
        const name = t('player.marker', { time, label: marker.label });
        const isRange = marker.endSeconds !== null && marker.endSeconds > marker.atSeconds;
        return (
          <Tooltip key={marker.id} title={name} placement="top" disableInteractive>
            <Box
              component="button"
              type="button"
              tabIndex={-1}
              aria-label={name}
              data-testid="player-marker"
              onClick={() => onSeek(marker.atSeconds)}
              sx={{
                position: 'absolute',
                top: 0,
                height: '100%',
                left: percent(marker.atSeconds),
                width: isRange
                  ? `max(${TICK_PX}px, calc(${percent(marker.endSeconds ?? 0)} - ${percent(marker.atSeconds)}))`
                  : `${TICK_PX}px`,
                transform: isRange ? 'none' : `translateX(-${TICK_PX / 2}px)`,
                p: 0,
                border: 0,
                borderRadius: '3px',
                bgcolor: 'secondary.main',
                opacity: isRange ? 0.55 : 0.9,
                cursor: 'pointer',
                '&:hover': { opacity: 1 },
              }}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
}
