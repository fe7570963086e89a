import { Box, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button';

export type DialogFrameProps = {
  isOpen?: boolean;
  title: string;
  /** Called however the dialog is dismissed (the close button, Escape, the backdrop). */
  onClose: () => void;
  children: ReactNode;
  /** The buttons at its foot (Cancel and the dialog's own action). */
  actions?: ReactNode;
  /** With it, the dialog is a form: Enter in a field and a `type="submit"` button send it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
};

/**
 * The one dialog frame (docs/contracts.md#dialogs, decision 046): labelled by its title, the
 * close cross beside it, the content, and the actions at its foot; a long title wraps rather
 * than running under the cross. ConfirmDialog and the app's form dialogs are built on it.
 */
export function DialogFrame({
  isOpen = true,
  title,
  onClose,
  children,
  actions,
  onSubmit,
  maxWidth = 'xs',
}: DialogFrameProps) {
  const titleId = useId();
  const body = (
    <>
      <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogCloseButton onClick={onClose} />
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>}
    </>
  );
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      {onSubmit ? (
        <Box component="form" noValidate onSubmit={onSubmit}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
}
