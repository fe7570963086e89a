import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { reasonOf } from '../../../lib/refusal-reason';
import { useRemoveUnfinishedSubmission } from '../api/composer-submissions';

/**
 * A submission with no audio: only its composer sees it. They add audio below it, or remove it
 * (after a confirmation) when they will not.
 */
export function UnfinishedSubmission({ submissionId }: { submissionId: string }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const removing = useRemoveUnfinishedSubmission();
  const [isOpen, setIsOpen] = useState(false);

  const remove = () =>
    removing.mutate(submissionId, {
      onSuccess: () => {
        setIsOpen(false);
        showToast({ severity: 'success', description: t('submissions.mine.removed') });
      },
      onError: (error) =>
        showToast({
          severity: 'error',
          description: t('submissions.mine.removeFailed', { reason: reasonOf(error) }),
        }),
    });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'baseline' }}>
      <Typography color="text.secondary">{t('submissions.mine.noAudios')}</Typography>
      <Button color="error" size="small" onClick={() => setIsOpen(true)}>
        {t('submissions.mine.remove')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('submissions.mine.removeTitle')}
        onClose={() => setIsOpen(false)}
        onConfirm={remove}
        isLoading={removing.isPending}
      >
        <Typography>{t('submissions.mine.removeText')}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
