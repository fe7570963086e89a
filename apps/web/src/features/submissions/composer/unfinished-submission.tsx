import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useRemoveUnfinishedSubmission } from '../api/composer-submissions';

/**
 * A submission with no audio: only its composer sees it. They add audio below it, or remove it
 * (after a confirmation) when they will not.
 */
export function UnfinishedSubmission({ submissionId }: { submissionId: string }) {
  const { t } = useTranslation();
  const removal = useConfirmedAction({
    action: useRemoveUnfinishedSubmission(),
    variables: submissionId,
    doneText: t('submissions.mine.removed'),
    failedText: (reason) => t('submissions.mine.removeFailed', { reason }),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'baseline' }}>
      <Typography color="text.secondary">{t('submissions.mine.noAudios')}</Typography>
      <Button color="error" size="small" onClick={removal.open}>
        {t('submissions.mine.remove')}
      </Button>
      <ConfirmDialog
        isOpen={removal.isOpen}
        title={t('submissions.mine.removeTitle')}
        onClose={removal.close}
        onConfirm={removal.confirm}
        isLoading={removal.isPending}
      >
        <Typography>{t('submissions.mine.removeText')}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
