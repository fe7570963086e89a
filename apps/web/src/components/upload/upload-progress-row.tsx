import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format-bytes';
import { visuallyHiddenSx } from '../visually-hidden';
import type { UploadState } from './use-upload';
import { useTimeLeftText } from './time-left';
import { useUploadSaid } from './upload-said';

export type UploadProgressRowProps = {
  /** The file or files in this upload, e.g. "theme.mp3 + theme.wav". */
  name: string;
  bytes: number;
  state: UploadState;
  onCancel: () => void;
  onRetry: () => void;
  /** Why a waiting file waits, when it is not only its turn (stems wait for their audio). */
  waitingText?: string;
};

const MB = 1024 * 1024;

/**
 * One upload as it goes: waiting its turn (Cancel); a determinate bar with percent, bytes sent,
 * speed and time left and Cancel while it sends; an indeterminate bar while the server checks
 * it; the server's own message and Retry after a failure; Retry after a cancel; a tick once
 * stored. A polite live region says each change of state and each quarter sent; the buttons
 * name the file, as several rows may stand together.
 */
export function UploadProgressRow({
  name,
  bytes,
  state,
  onCancel,
  onRetry,
  waitingText,
}: UploadProgressRowProps) {
  const { t } = useTranslation();
  const timeLeft = useTimeLeftText();
  const said = useUploadSaid();
  if (state.status === 'idle') return null;
  const progress = state.status === 'uploading' ? state.progress : null;
  const percent = state.status === 'done' ? 100 : (progress?.percent ?? 0);
  // One button in one place: Cancel while the file is on its way, Retry once it stopped, so a
  // keyboard user who cancels stays on the button that sends it again.
  const action =
    state.status === 'uploading' || state.status === 'waiting'
      ? {
          text: t('upload.cancel'),
          label: t('upload.cancelOf', { name }),
          onClick: onCancel,
          variant: 'text' as const,
          color: 'inherit' as const,
        }
      : state.status === 'failed' || state.status === 'cancelled'
        ? {
            text: t('upload.retry'),
            label: t('upload.retryOf', { name }),
            onClick: onRetry,
            variant: 'outlined' as const,
            color: 'primary' as const,
          }
        : null;

  return (
    <Box
      data-testid="upload-progress"
      data-status={state.status}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', minWidth: 0 }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {formatBytes(bytes)}
        </Typography>
      </Stack>
      <LinearProgress
        variant={state.status === 'checking' ? 'indeterminate' : 'determinate'}
        value={percent}
        color={
          state.status === 'failed' ? 'error' : state.status === 'done' ? 'success' : 'primary'
        }
        aria-label={t('upload.progressOf', { name })}
        sx={{ my: 1, height: 6, borderRadius: 3 }}
      />
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        {/* The words wrap inside their own box, so on a phone the button keeps its place at the
            row's end instead of dropping below them to the left. */}
        <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
          <Box component="span" aria-live="polite" sx={visuallyHiddenSx}>
            {said(name, state)}
          </Box>
          {state.status === 'waiting' && (
            <Typography variant="body2" color="text.secondary">
              {waitingText ?? t('upload.waiting')}
            </Typography>
          )}
          {state.status === 'checking' && (
            <Typography variant="body2" color="text.secondary">
              {t('upload.checking')}
            </Typography>
          )}
          {state.status === 'uploading' && (
            <Typography variant="body2" color="text.secondary">
              {[
                t('upload.percent', { percent }),
                progress &&
                  t('upload.sent', {
                    sent: formatBytes(progress.loaded),
                    total: formatBytes(progress.total),
                  }),
                typeof progress?.bytesPerSecond === 'number' &&
                  t('upload.speed', { speed: (progress.bytesPerSecond / MB).toFixed(1) }),
                typeof progress?.secondsLeft === 'number' && timeLeft(progress.secondsLeft),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
          {state.status === 'done' && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <CheckCircleIcon fontSize="small" color="success" aria-hidden />
              <Typography variant="body2">{t('upload.done')}</Typography>
            </Stack>
          )}
          {state.status === 'failed' && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <ErrorIcon fontSize="small" color="error" aria-hidden />
              <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                {t('upload.failed', { reason: state.message })}
              </Typography>
            </Stack>
          )}
          {state.status === 'cancelled' && (
            <Typography variant="body2" color="text.secondary">
              {t('upload.cancelled')}
            </Typography>
          )}
        </Box>
        {action && (
          <Button
            size="small"
            variant={action.variant}
            color={action.color}
            onClick={action.onClick}
            aria-label={action.label}
            sx={{ ml: 'auto', flexShrink: 0 }}
          >
            {action.text}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
