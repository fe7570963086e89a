import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SendButton } from './send-button';

/**
 * A form dialog's actions (DialogFrame's `actions`): Cancel, which waits while the form is
 * being sent, and the form's send button, a spinner meanwhile.
 */
export function CancelAndSend({
  onCancel,
  isSending,
  children,
}: {
  onCancel: () => void;
  isSending: boolean;
  /** The send button's words ("Send offer", "Save"). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel} disabled={isSending}>
        {t('dialog.cancel')}
      </Button>
      <SendButton isSending={isSending}>{children}</SendButton>
    </>
  );
}
