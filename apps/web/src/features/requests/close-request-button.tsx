import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { reasonOf } from '../../lib/refusal-reason';
import { useCloseRequest } from './api/close-request';

/**
 * Closing cannot be undone, so it goes through the confirmation dialog (docs/contracts.md#dialogs).
 */
export function CloseRequestButton({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const closing = useCloseRequest();
  const [isOpen, setIsOpen] = useState(false);

  const confirm = () =>
    closing.mutate(requestId, {
      onSuccess: () => {
        setIsOpen(false);
        showToast({ severity: 'success', description: t('requests.detail.closed') });
      },
      onError: (error) =>
        showToast({
          severity: 'error',
          description: t('requests.detail.closeFailed', {
            reason: reasonOf(error),
          }),
        }),
    });

  return (
    <Box>
      <Button variant="outlined" color="error" onClick={() => setIsOpen(true)}>
        {t('requests.detail.close')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('requests.detail.closeTitle')}
        onClose={() => setIsOpen(false)}
        onConfirm={confirm}
        isLoading={closing.isPending}
      >
        <Typography>{t('requests.detail.closeText')}</Typography>
      </ConfirmDialog>
    </Box>
  );
}
