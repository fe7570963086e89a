import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from './dialog-close-button';

export type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** Called however the dialog is dismissed (close button, Escape, backdrop, Cancel). */
  onClose?: () => void;
  /** With it, the dialog shows its actions: Cancel (or Reject) and Confirm. */
  onConfirm?: () => void;
  /** Replaces Cancel with Reject. */
  onReject?: () => void;
  /** Confirm becomes a spinner while the action runs. */
  isLoading?: boolean;
  /** Wider than the default for content that needs it, such as a table. */
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Why the last try failed, shown under the content; the dialog stays open to try again. */
  error?: string;
};

/** The reusable confirmation dialog (docs/contracts.md#dialogs). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => props.onClose?.();
  return (
    <Dialog
      open={props.isOpen}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={props.maxWidth ?? 'xs'}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {props.title}
      </DialogTitle>
      <DialogCloseButton onClick={close} />
      <DialogContent>
        {props.children}
        {props.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {props.error}
          </Alert>
        )}
      </DialogContent>
      {props.onConfirm && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {props.onReject ? (
            <Button color="error" onClick={props.onReject} disabled={props.isLoading}>
              {t('dialog.reject')}
            </Button>
          ) : (
            <Button onClick={close} disabled={props.isLoading}>
              {t('dialog.cancel')}
            </Button>
          )}
          {props.isLoading ? (
            <CircularProgress size={28} aria-label={t('common.loading')} sx={{ mx: 2 }} />
          ) : (
            <Button variant="contained" onClick={props.onConfirm}>
              {t('dialog.confirm')}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
