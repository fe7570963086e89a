import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { useCloseRequest } from './api/close-request';

/**
 * Closing cannot be undone, so it goes through the confirmation dialog (docs/contracts.md#dialogs).
 */
export function CloseRequestButton({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const closing = useConfirmedAction({
    action: useCloseRequest(),
    variables: requestId,
    doneText: t('requests.detail.closed'),
    failedText: (reason) => t('requests.detail.closeFailed', { reason }),
  });
  return (
    <Box>
      <Button variant="outlined" color="error" onClick={closing.open}>
        {t('requests.detail.close')}
      </Button>
      <ConfirmDialog
        isOpen={closing.isOpen}
        title={t('requests.detail.closeTitle')}
        onClose={closing.close}
        onConfirm={closing.confirm}
        isLoading={closing.isPending}
      >
        <Typography>{t('requests.detail.closeText')}</Typography>
      </ConfirmDialog>
    </Box>
  );
}
