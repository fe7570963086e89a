import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
  type Breakpoint,
} from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button';

/**
 * What, besides the dialog's own buttons, may dismiss it:
 * - `any`: the close cross, Escape and a click on the backdrop;
 * - `not-by-backdrop`: the cross and Escape, never a stray click beside it (a dialog showing
 *   something that would be lost for good, such as a share link's address shown once);
 * - `none`: nothing, and the cross is hidden (while files are being sent).
 */
export type DialogDismissal = 'any' | 'not-by-backdrop' | 'none';

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
  /** The whole screen below this breakpoint (a long form or list on a phone). */
  fullScreenBelow?: Breakpoint;
  /** Lines above and below the content, for a long content that scrolls between them. */
  dividers?: boolean;
  dismissal?: DialogDismissal;
};

/**
 * The one dialog frame (docs/contracts.md#dialogs, decision 046): labelled by its title, the
 * close cross beside it, the content, and the actions at its foot; a long title wraps rather
 * than running under the cross. ConfirmDialog and every form dialog of the app are built on it.
 */
export function DialogFrame({
  isOpen = true,
  title,
  onClose,
  children,
  actions,
  onSubmit,
  maxWidth = 'xs',
  fullScreenBelow,
  dividers = false,
  dismissal = 'any',
}: DialogFrameProps) {
  const titleId = useId();
  const theme = useTheme();
  // A query that never matches keeps the hook unconditional when no breakpoint is given.
  const isFullScreen = useMediaQuery(
    fullScreenBelow ? theme.breakpoints.down(fullScreenBelow) : 'not all',
  );
  const dismiss = (_event: object, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (dismissal === 'none') return;
    if (dismissal === 'not-by-backdrop' && reason === 'backdropClick') return;
    onClose();
  };
  const body = (
    <>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>}
    </>
  );
  return (
    <Dialog
      open={isOpen}
      onClose={dismiss}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={isFullScreen}
      maxWidth={maxWidth}
    >
      <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      {dismissal !== 'none' && <DialogCloseButton onClick={onClose} />}
      {onSubmit ? (
        // Shrinks to the dialog, so a long form's fields scroll and its buttons stay in view.
        <Stack component="form" noValidate onSubmit={onSubmit} sx={{ minHeight: 0 }}>
          {body}
        </Stack>
      ) : (
        body
      )}
    </Dialog>
  );
}
