import AddCommentIcon from '@mui/icons-material/AddCommentOutlined';
import CloseIcon from '@mui/icons-material/Close';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../lib/format-duration';
import { visuallyHiddenSx } from '../visually-hidden';
import { isActiveStatus, PlayPauseButton, WaveformSlider } from './player-controls';
import { PlayerMarkers } from './player-markers';
import { usePlayer } from './player-provider';
import { VolumeControl } from './volume-control';

/** The buttons' names with their keys show on a pause over them, not on every pass. */
const TOOLTIP_DELAYS = { enterDelay: 600, enterNextDelay: 600, disableInteractive: true };

/** An icon button of the bar, its key shown beside its name on a pause over it. */
function KeyedButton({
  label,
  keyName,
  onClick,
  icon,
  disabled = false,
  testId,
}: {
  label: string;
  keyName: string;
  onClick: () => void;
  icon: ReactNode;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    // describeChild: a name on the wrapping span would be one a plain span may not carry.
    <Tooltip title={t('player.withKey', { label, key: keyName })} describeChild {...TOOLTIP_DELAYS}>
      {/* A disabled button gets no pointer events: the span keeps its tooltip working. */}
      <span>
        <IconButton
          onClick={onClick}
          aria-label={label}
          aria-keyshortcuts={keyName}
          disabled={disabled}
          data-testid={testId}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The player at the bottom of the app while a track is loaded: what plays, previous / play /
 * next, its waveform with its comment markers, the time, the volume and a way to close it; it
 * plays on while the person moves between pages. It sits at the end of the page and sticks to
 * the bottom of the window, so it never hides the end of a page. On a phone it takes three
 * short rows; from 900 px one.
 */
export function PlayerBar() {
  const { t } = useTranslation();
  const player = usePlayer();
  const { current, status, time, queue, index } = player;
  if (!current) return null;

  const { title, subtitle, durationSeconds } = current;
  const withKey = (label: string, key: string) => t('player.withKey', { label, key });
  const playLabel = t(isActiveStatus(status) ? 'player.pause' : 'player.play');
  const commentLabel = t('player.comment', { time: formatDuration(time) });

  return (
    <Paper
      component="section"
      aria-label={t('player.region')}
      data-testid="player-bar"
      square
      elevation={8}
      sx={(theme) => ({
        position: 'sticky',
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 1.5, md: 2 },
        pt: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom))',
        display: 'grid',
        alignItems: 'center',
        columnGap: { xs: 1, md: 2 },
        rowGap: 0.5,
        // On a phone the time stays beside the waveform it reads, not on a row of its own
        // below it; the buttons take the row under them.
        gridTemplateColumns: {
          xs: 'auto minmax(0, 1fr) auto auto',
          md: 'auto minmax(0, 220px) minmax(0, 1fr) auto auto auto',
        },
        gridTemplateAreas: {
          xs: '"info info info close" "wave wave wave time" "controls . tools tools"',
          md: '"controls info wave time tools close"',
        },
      })}
    >
      <Box aria-live="polite" sx={visuallyHiddenSx}>
        {t('player.nowPlaying', { title })}
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ gridArea: 'controls', alignItems: 'center' }}>
        <KeyedButton
          label={t('player.previous')}
          keyName="J"
          onClick={player.previous}
          icon={<SkipPreviousIcon />}
          testId="player-previous"
        />
        <Tooltip
          title={withKey(playLabel, t('player.keys.space'))}
          describeChild
          {...TOOLTIP_DELAYS}
        >
          <span>
            <PlayPauseButton
              status={status === 'error' ? 'paused' : status}
              onClick={player.toggle}
              label={playLabel}
              loadingLabel={t('player.loading', { title })}
              size={40}
              testId="player-play-button"
              keyShortcut="Space"
            />
          </span>
        </Tooltip>
        <KeyedButton
          label={t('player.next')}
          keyName="K"
          onClick={player.next}
          icon={<SkipNextIcon />}
          disabled={index + 1 >= queue.length}
          testId="player-next"
        />
      </Stack>
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 700 }} data-testid="player-title">
          {title}
        </Typography>
        {status === 'error' ? (
          <Typography variant="caption" color="error" role="status" sx={{ display: 'block' }}>
            {t('player.failed')}
          </Typography>
        ) : (
          subtitle && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {subtitle}
            </Typography>
          )
        )}
      </Box>
      <Box sx={{ gridArea: 'wave', minWidth: 0 }}>
        <PlayerMarkers
          markers={player.markers}
          durationSeconds={durationSeconds}
          onSeek={player.seek}
          keepsRoom={Boolean(current.takeId)}
        />
        <Stack direction="row" sx={{ minWidth: 0 }}>
          <WaveformSlider
            label={t('player.seek', { title })}
            valueText={t('audioPlayer.position', {
              current: formatDuration(time),
              duration: formatDuration(durationSeconds),
            })}
            peaks={current.peaks}
            durationSeconds={durationSeconds}
            time={time}
            onSeek={player.seek}
            height={36}
            testId="player-waveform"
          />
        </Stack>
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        aria-hidden
        data-testid="player-time"
        sx={{ gridArea: 'time', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {t('player.time', {
          current: formatDuration(time),
          duration: formatDuration(durationSeconds),
        })}
      </Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ gridArea: 'tools', alignItems: 'center', justifySelf: 'end' }}
      >
        {player.canRequestComment && (
          <Tooltip title={withKey(commentLabel, 'C')} {...TOOLTIP_DELAYS}>
            {/* Worded where there is room: a new user sees comments start here. */}
            <Button
              size="small"
              variant="outlined"
              onClick={player.requestComment}
              aria-label={commentLabel}
              aria-keyshortcuts="C"
              data-testid="player-comment"
              sx={{
                minWidth: { xs: 40, md: 64 },
                px: { xs: 1, md: 1.5 },
                '& .MuiButton-startIcon': { ml: { xs: 0, md: -0.5 }, mr: { xs: 0, md: 1 } },
              }}
              startIcon={<AddCommentIcon />}
            >
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {t('player.commentShort')}
              </Box>
            </Button>
          </Tooltip>
        )}
        <VolumeControl
          volume={player.volume}
          onChange={player.setVolume}
          sliderWidth={{ xs: 64, md: 96 }}
        />
      </Stack>
      <Box sx={{ gridArea: 'close', justifySelf: 'end' }}>
        <IconButton onClick={player.stop} aria-label={t('player.close')} data-testid="player-close">
          <CloseIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}
