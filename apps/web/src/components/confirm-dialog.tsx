import { Alert, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './dialog-frame';

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

/** The reusable confirmation dialog (docs/contracts.md#dialogs), in the one dialog frame. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const close = () => props.onClose?.();
  const actions = props.onConfirm && (
    <>
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
    </>
  );
  return (
    <DialogFrame
      isOpen={props.isOpen}
      title={props.title}
      onClose={close}
      maxWidth={props.maxWidth}
      actions={actions}
    >
      {props.children}
      {props.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {props.error}
        </Alert>
      )}
    </DialogFrame>
  );
}
